/**
 * Pokémon's random actions (GameTestKit.randomAction): a seeded generator of legal-ish actions, read off the engine's table: most are accepted,
 * some are refused (a card hidden from the actor, a slot already taken), and together they
 * cover every action type — moves between every kind of zone, stacks, looks and searches,
 * reveals, flips, prizes, counters, conditions, markers, coins, attacks, turns, assists,
 * prompts and requests for approval, and the table controls: a judge's pause and turn
 * setting, each player's consent to show hands to spectators and, after the game, to reveal
 * the record. Some ask for what the table must refuse (server/test/support/must-refuse.ts): a card face down into
 * every kind of zone, piles that show their cards among them, and actions that would change
 * nothing (look.end while not looking, a slot swapped with itself, a flip to the face shown).
 * The fuzzer mutates these; random games play them.
 */
import type { CardRef, ClientAction, Destination, SlotRef } from "../../../engine/actions";
import type { Card, Seat, Stack, TableState } from "../../../engine/types";
import type { Prng } from "../../../testing/prng";

const other = (seat: Seat): Seat => (seat === "p1" ? "p2" : "p1");
const HIDDEN_PILES = new Set(["deck", "prize"]);

function pile(state: TableState, key: string): Card[] {
  const zone = state.zones[key];
  return zone?.layout === "pile" ? zone.cards : [];
}

function stacks(state: TableState, key: string): { slot: number; stack: Stack }[] {
  const zone = state.zones[key];
  if (zone?.layout !== "slots") return [];
  return zone.slots.flatMap((stack, slot) => (stack ? [{ slot, stack }] : []));
}

function freeSlots(state: TableState, key: string): number[] {
  const zone = state.zones[key];
  if (zone?.layout !== "slots") return [];
  return zone.slots.flatMap((stack, slot) => (stack ? [] : [slot]));
}

const isBasic = (state: TableState, card: Card) => {
  const def = state.cards[card.defId];
  return def?.supertype === "Pokémon" && def.subtypes.includes("Basic");
};

/** Every stack in play, on both sides. */
function allStacks(state: TableState): (SlotRef & { stack: Stack })[] {
  return ["p1.active", "p1.bench", "p2.active", "p2.bench"].flatMap((zone) => stacks(state, zone).map(({ slot, stack }) => ({ zone, slot, stack })));
}

/** A reference to some card of a zone, the way a client would name it there. */
function refIn(state: TableState, key: string, r: Prng): CardRef | null {
  const spec = key.split(".").at(-1)!;
  const zone = state.zones[key];
  if (!zone) return null;
  if (zone.layout === "slots") {
    const cards = stacks(state, key).flatMap(({ stack }) => [...stack.cards, ...stack.attached]);
    return cards.length ? { zone: key, pid: r.pick(cards).pid } : null;
  }
  if (zone.cards.length === 0) return null;
  if (HIDDEN_PILES.has(spec) || r.chance(0.15)) {
    return r.weighted<CardRef>([
      [3, { zone: key, at: "top" }],
      [1, { zone: key, at: "bottom" }],
      [1, { zone: key, at: r.int(zone.cards.length) }],
      [1, { zone: key, random: true }],
    ]);
  }
  return { zone: key, pid: r.pick(zone.cards).pid };
}

/** Somewhere a card may go; now and then asked face down, into any kind of zone. */
function destination(state: TableState, seat: Seat, r: Prng, card?: Card): Destination {
  const to = place(state, seat, r, card);
  return !to.faceDown && r.chance(0.15) ? { ...to, faceDown: true } : to;
}

function place(state: TableState, seat: Seat, r: Prng, card?: Card): Destination {
  const mine = (id: string) => `${seat}.${id}`;
  const inPlay = allStacks(state).filter((s) => s.zone.startsWith(seat) || r.chance(0.2));
  return r.weighted<() => Destination>([
    [3, () => ({ zone: mine("discard") })],
    [1, () => ({ zone: mine("lost") })],
    [2, () => ({ zone: mine("hand") })],
    [2, () => ({ zone: mine("deck"), at: r.pick(["top", "bottom", r.int(10)] as const) })],
    [1, () => ({ zone: mine("prize") })],
    [1, () => ({ zone: mine("resolving") })],
    [1, () => ({ zone: "stadium" })],
    [1, () => ({ zone: mine("looking") })],
    [3, () => {
      const bench = freeSlots(state, mine("bench"));
      const active = freeSlots(state, mine("active"));
      if (active.length && (card ? isBasic(state, card) : true)) return { zone: mine("active"), slot: 0, ...(r.chance(0.2) && { faceDown: true }) };
      // Face down often enough that a warning about a hidden card (a non-Basic benched face down) comes up in a short run.
      return { zone: mine("bench"), slot: bench.length ? r.pick(bench) : 0, ...(r.chance(0.3) && { faceDown: true }) };
    }],
    [3, () => {
      if (!inPlay.length) return { zone: mine("discard") };
      const target = r.pick(inPlay);
      return { zone: target.zone, slot: target.slot, as: r.weighted([[4, "attach"], [2, "onto"], [1, "under"]] as const) };
    }],
  ])();
}

/** An action for `seat` (as itself, or as a judge acting for it). */
export function randomPtcgAction(state: TableState, seat: Seat, r: Prng, judge = false): ClientAction {
  const mine = (id: string) => `${seat}.${id}`;
  const foe = other(seat);
  const me = state.players[seat];
  const looking = pile(state, mine("looking"));
  const hand = pile(state, mine("hand"));
  const revealed = hand.filter((c) => c.revealed);
  const prompts = state.prompts.filter((p) => judge || p.to === seat);
  const stacksInPlay = allStacks(state);
  const myStacks = stacksInPlay.filter((s) => s.zone.startsWith(seat));
  const slotRef = (s: SlotRef) => ({ zone: s.zone, slot: s.slot });

  // The coin flip's winner (or a judge for it) chooses first or second before anyone has a hand (seed 001 §5).
  if (state.phase === "setup" && state.turn.first === null && state.turn.won === seat && r.chance(0.7)) {
    return { type: "setup.first", seat: r.pick(["p1", "p2"] as const) };
  }
  if (state.phase === "setup" && !me.ready) {
    const basic = hand.find((c) => isBasic(state, c));
    const active = freeSlots(state, mine("active"));
    if (basic && active.length && r.chance(0.8)) {
      return { type: "move", cards: [{ zone: mine("hand"), pid: basic.pid }], to: { zone: mine("active"), slot: 0 } };
    }
    if (!basic && r.chance(0.6)) return { type: "setup.mulligan" };
    if (r.chance(0.35)) return { type: "setup.ready" };
  }
  // A judge who paused the game soon lets it go on (a paused table refuses every player action).
  if (judge && state.controls.paused && r.chance(0.5)) return { type: "table.pause", paused: false };
  if (prompts.length && r.chance(0.6)) {
    // "Won?" is mostly answered "Not yet" (asked again at the next turn): a game that ends early leaves little to play.
    const prompt = r.pick(prompts);
    return { type: "prompt.answer", prompt: prompt.id, accept: r.chance(prompt.kind === "confirm-win" ? 0.3 : 0.75) };
  }
  // While looking, mostly something done with the cards looked at: one taken, their order changed, all put back.
  if (looking.length && r.chance(0.7)) {
    return r.weighted<() => ClientAction>([
      [
        4,
        () => ({
          type: "move",
          cards: [{ zone: mine("looking"), pid: r.pick(looking).pid }],
          to: { zone: mine(r.pick(["hand", "discard", "bench"] as const)), ...(r.chance(0.3) && { slot: 0 }) },
        }),
      ],
      // Put them in another order (the first goes back on top), now and then naming one twice.
      [looking.length > 1 ? 5 : 0, () => {
        const order = looking.map((c) => c.pid).sort(() => (r.chance(0.5) ? 1 : -1));
        if (r.chance(0.1)) order[0] = order[1]!;
        return { type: "look.order", order };
      }],
      [3, () => ({ type: "look.end", to: r.pick(["top", "bottom", "shuffle"] as const) })],
    ])();
  }

  const make: [number, () => ClientAction | null][] = [
    [6, () => ({ type: "draw", count: 1 + r.int(3) })],
    [14, () => {
      // From one's own zones, now and then from the opponent's (public: allowed; hidden: refused unless a judge).
      const from = r.weighted([
        [6, mine("hand")], [2, mine("discard")], [2, mine("deck")], [1, mine("prize")], [1, mine("lost")], [1, mine("resolving")],
        [2, mine("bench")], [1, mine("active")], [1, "stadium"], [1, `${foe}.discard`], [1, `${foe}.hand`], [1, `${foe}.bench`], [1, `${foe}.deck`],
      ] as const);
      const refs: CardRef[] = [];
      const count = r.chance(0.8) ? 1 : 2 + r.int(3);
      for (let i = 0; i < count; i++) {
        const ref = refIn(state, from, r);
        if (ref && !refs.some((x) => "pid" in x && "pid" in ref && x.pid === ref.pid)) refs.push(ref);
      }
      if (!refs.length) return null;
      const first = refs[0]!;
      const inPlay = stacks(state, from).flatMap(({ stack }) => [...stack.cards, ...stack.attached]);
      const card = "pid" in first ? [...pile(state, from), ...inPlay].find((c) => c.pid === first.pid) : undefined;
      return { type: "move", cards: refs, to: destination(state, seat, r, card) };
    }],
    [2, () => {
      // Some of the hand, each card to its owner's pile ("Discard hand", "Put hand on the bottom of
      // the deck"): a card of the opponent's in it goes to theirs; now and then the shared Stadium (refused).
      if (!hand.length) return null;
      const cards = hand.slice(0, 1 + r.int(hand.length)).map((c) => ({ zone: mine("hand"), pid: c.pid }));
      const zone = r.weighted([[4, mine("discard")], [3, mine("deck")], [1, "stadium"]] as const);
      const bottom = zone === mine("deck") && r.chance(0.5) && { at: "bottom" as const };
      return { type: "move", cards, to: { zone, ...bottom, ...(r.chance(0.15) && { faceDown: true }), eachToOwner: true } };
    }],
    [2, () => {
      // Promote from the Bench, or move a Pokémon to a free slot (refused when there is none).
      const from = myStacks.length ? slotRef(r.pick(myStacks)) : { zone: mine("bench"), slot: 0 };
      const to = from.zone === mine("active") ? mine("bench") : mine("active");
      const free = freeSlots(state, to);
      return { type: "move.stack", from, to: { zone: to, slot: free.length ? r.pick(free) : 0 } };
    }],
    [3, () => {
      const side = r.chance(0.85) ? seat : foe;
      const bench = stacks(state, `${side}.bench`);
      const a = { zone: `${side}.active`, slot: 0 };
      // Now and then a slot with itself, which changes nothing (refused).
      const b = r.chance(0.15) ? a : { zone: `${side}.bench`, slot: bench.length ? r.pick(bench).slot : 0 };
      return { type: "swap", a, b, ...(r.chance(0.5) && { retreat: true }) };
    }],
    [3, () => ({ type: "shuffle", zone: r.chance(0.8) ? mine("deck") : r.pick([mine("hand"), mine("discard"), `${foe}.deck`]) })],
    [
      4,
      () =>
        looking.length
          ? null
          : {
              type: "look",
              zone: r.chance(0.85) ? mine("deck") : `${foe}.deck`,
              from: r.pick(["top", "bottom"] as const),
              count: r.chance(0.2) ? 1 : 2 + r.int(4),
            }
    ],
    [2, () => (looking.length ? null : { type: "search", zone: r.pick([mine("deck"), mine("deck"), mine("discard"), mine("prize")]) })],
    // Mostly while not looking: to the top or bottom that changes nothing (refused).
    [1, () => ({ type: "look.end", to: r.pick(["top", "bottom", "shuffle"] as const) })],
    [4, () => (hand.length ? { type: "reveal", cards: [{ zone: mine("hand"), pid: r.pick(hand).pid }] } : null)],
    // A card revealed is soon hidden again (a revealed card often leaves the hand first).
    [revealed.length ? 10 : 0, () => ({ type: "hide", cards: [{ zone: mine("hand"), pid: r.pick(revealed).pid }] })],
    [3, () => {
      const cards = myStacks.flatMap(({ zone, stack }) => [...stack.cards, ...stack.attached].map((c) => ({ zone, c })));
      if (!cards.length) return null;
      const { zone, c } = r.pick(cards);
      // Now and then to the face it shows already, which changes nothing (refused).
      return { type: "flip", cards: [{ zone, pid: c.pid }], faceDown: r.chance(0.15) ? c.faceDown : !c.faceDown };
    }],
    [3, () => {
      // What the table must refuse (must-refuse.ts): a hand card face down into a pile that shows
      // its cards, or an action that changes nothing.
      const card = hand.length ? r.pick(hand) : undefined;
      const stack = myStacks.length ? r.pick(myStacks) : undefined;
      const top = stack?.stack.cards.at(-1);
      return r.weighted<() => ClientAction | null>([
        [
          2,
          () => {
            if (!card) return null;
            const zone = r.pick([mine("discard"), mine("lost"), mine("resolving"), "stadium", mine("hand"), mine("looking")]);
            return { type: "move", cards: [{ zone: mine("hand"), pid: card.pid }], to: { zone, faceDown: true } };
          },
        ],
        [1, () => ({ type: "look.end", to: r.pick(["top", "bottom"] as const) })],
        [1, () => (stack ? { type: "swap", a: slotRef(stack), b: slotRef(stack), ...(r.chance(0.5) && { retreat: true }) } : null)],
        [1, () => (stack && top ? { type: "flip", cards: [{ zone: stack.zone, pid: top.pid }], faceDown: top.faceDown } : null)],
      ])();
    }],
    [2, () => ({ type: "prize.take", ...(r.chance(0.3) && { at: r.int(6) }) })],
    [stacksInPlay.length ? 2 : 0, () => ({ type: "stack.discard", stack: slotRef(r.pick(stacksInPlay)) })],
    [
      4,
      () =>
        stacksInPlay.length
          ? {
              type: "counter",
              stack: slotRef(r.pick(stacksInPlay)),
              counter: "damage",
              mode: r.pick(["add", "add", "set"] as const),
              amount: 10 * (r.int(12) - 1),
            }
          : null,
    ],
    [
      2,
      () =>
        stacksInPlay.length
          ? {
              type: "condition",
              stack: slotRef(r.pick(stacksInPlay)),
              condition: r.pick(["poisoned", "burned", "asleep", "confused", "paralyzed"]),
              on: r.chance(0.7),
            }
          : null,
    ],
    [2, () => {
      if (r.chance(0.5)) return { type: "marker", marker: r.pick(["vstar-used", "gx-used"]), on: r.chance(0.7) };
      return myStacks.length ? { type: "marker", stack: slotRef(r.pick(myStacks)), marker: "ability-used", on: r.chance(0.7) } : null;
    }],
    [2, () => ({ type: "coin", count: 1 + r.int(3) })],
    [2, () => {
      const active = myStacks.find((s) => s.zone === mine("active"));
      return { type: "attack", stack: active ? slotRef(active) : { zone: mine("active"), slot: 0 }, name: r.pick(["Tackle", "Flame Burst", "Gnaw"]) };
    }],
    [state.phase === "playing" && state.turn.current === seat ? 5 : 1, () => ({ type: "turn.end" })],
    [2, () => {
      if (r.chance(0.5)) return { type: "assist", assist: "checkup" };
      return stacksInPlay.length ? { type: "assist", assist: "knockout", params: slotRef(r.pick(stacksInPlay)) } : null;
    }],
    [4, () => {
      // Ask the opponent to let us touch its hidden cards.
      const asked = r.weighted<Record<string, unknown>>([
        [3, { type: "move", cards: [{ zone: `${foe}.hand`, random: true }], to: { zone: `${foe}.discard` } }],
        [1, { type: "move", cards: [{ zone: `${foe}.deck`, at: "top" }], to: { zone: `${foe}.discard` } }],
        [1, { type: "move", cards: [{ zone: `${foe}.hand`, random: true }], to: { zone: `${foe}.deck`, at: "bottom" } }],
        [1, { type: "shuffle", zone: `${foe}.deck` }],
        [1, { type: "look", zone: `${foe}.deck`, from: "top", count: 2 }],
        [1, { type: "setup.mulligan" }],
      ]);
      return { type: "request", action: asked };
    }],
    [state.phase === "setup" ? 3 : 0.2, () => ({ type: "setup.mulligan" })],
    [state.phase === "setup" ? 3 : 0.2, () => ({ type: "setup.ready" })],
    // The coin flip's winner (or a judge for it) chooses, once; anyone else, and a second choice, are refused.
    [state.phase === "setup" ? 1 : 0.1, () => ({ type: "setup.first", seat: r.pick(["p1", "p2"] as const) })],
    [0.1, () => ({ type: "concede" })],
    // Table controls. Judge-only ones from a player are refused (authority.judge), consents from a judge too.
    [judge ? 3 : 0.1, () => ({ type: "turn.set", number: Math.max(1, state.turn.number + r.int(3) - 1), current: r.pick(["p1", "p2"] as const) })],
    [judge ? 2 : 0.1, () => ({ type: "table.pause", paused: !state.controls.paused })],
    [judge ? 0.1 : 1, () => ({ type: "spectators.hands", show: !state.controls.handsToSpectators[seat] })],
    [state.phase === "finished" ? 4 : 0.1, () => ({ type: "record.reveal", reveal: r.chance(0.8) })],
  ];
  for (let attempt = 0; attempt < 20; attempt++) {
    const action = r.weighted(make)();
    if (action) return action;
  }
  return { type: "coin", count: 1 };
}
