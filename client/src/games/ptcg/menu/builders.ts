/** The menus of cards, Pokémon in play and zones: every move and control, by right-click or "…". */
import { DAMAGE, otherSeat, type ClientAction, type Seat } from "@playmat/shared";
import { counterOf, type CardSnap, type SlotSnap } from "../../../net/snapshot";
import { handsDealt } from "../../../table/dealt";
import { movesFor } from "../moves";
import { firstFreeSlot, type MovedCard, type MoveSource, type MoveTarget } from "../../../table/intents";
import { seatNumber, seatOfZone, zoneIdOf, zoneLabel } from "../../../table/perspective";
import { cardItem, stackItem, type StackSource } from "../../../table/selection";
import type { TableCtx } from "../../../table/TableContext";
import { attackChoices } from "./attacks";
import type { MenuItem } from "../../../table/menu/types";

type Ctx = TableCtx;

/** The most damage the table keeps on a Pokémon (the server's bound, engine/handlers/stack-state.ts). */
const MAX_DAMAGE = 9990;

/** Zones only their owner sees into, where a card of the other player's can only be given back. */
const HELD_IN = new Set(["hand", "looking"]);

/**
 * The seat these cards go back to, when every one is the other seat's though it lies in the
 * actor's zone (face.owner: one the opponent dropped on your hand). Such a card may only be
 * given back, to its owner's hand, deck or discard pile (protocol.md, Authority).
 */
export function givenBackTo(ctx: Pick<TableCtx, "actingSeat" | "persp">, source: MoveSource): Seat | null {
  // A judge may move any card anywhere (engine/authority.ts): its menu is not narrowed.
  if (ctx.persp.role === "judge") return null;
  if (source.kind !== "cards" || source.cards.length === 0) return null;
  const owner = source.cards[0]!.owner;
  // One's own card in the other seat's zone is not given back, and a public one (put into the
  // other's discard pile) may be moved by either player as any public card: only a hidden one
  // held in a hand or looking area is restricted (engine/authority.ts).
  if ((owner !== "p1" && owner !== "p2") || owner === ctx.actingSeat) return null;
  return source.cards.every((c) => c.owner === owner && HELD_IN.has(zoneIdOf(c.zone))) ? owner : null;
}

/** Where moving this source "to the hand / discard / …" lands: the owner's zones (the actor's for shared cards). */
export function ownerSeat(ctx: Pick<TableCtx, "actingSeat" | "persp">, source: MoveSource): Seat {
  const back = givenBackTo(ctx, source);
  if (back) return back;
  const zone = source.kind === "stack" ? source.zone : source.cards[0]?.zone;
  return (zone && seatOfZone(zone)) || ctx.actingSeat;
}

/** The move targets a "Move to" menu and the shortcut letters offer, for one seat. */
export function targetFor(ctx: Pick<TableCtx, "snap">, seat: Seat, id: string): MoveTarget | null {
  const key = id === "stadium" ? "stadium" : `${seat}.${id}`;
  const zone = ctx.snap.zones[key];
  if (!zone) return null;
  if (id === "bench") return { kind: "slots", zone: key, freeSlot: firstFreeSlot(zone.slots) };
  if (id === "active") return { kind: "slot", zone: key, slot: 0, occupied: Boolean(zone.slots[0]?.sid) };
  return { kind: "pile", zone: key };
}

/** Moves `source` to a zone of `seat` (or the deck's top/bottom, or shuffled in). */
export function moveActions(ctx: Pick<TableCtx, "snap">, source: MoveSource, seat: Seat, id: string): ClientAction[] {
  if (id === "deck-top" || id === "deck-bottom" || id === "deck-shuffle") {
    const at = id === "deck-bottom" ? "bottom" : "top";
    const moves = movesFor(source, { kind: "pile", zone: `${seat}.deck`, at });
    return id === "deck-shuffle" && moves.length > 0 ? [...moves, { type: "shuffle", zone: `${seat}.deck` }] : moves;
  }
  const target = targetFor(ctx, seat, id);
  return target ? movesFor(source, target) : [];
}

const MOVE_IDS = ["hand", "bench", "active", "deck-top", "deck-bottom", "deck-shuffle", "discard", "lost", "prize", "stadium", "resolving"];

/**
 * Where a Pokémon in play goes, by the rules or a card's effect: back to the hand, into the
 * deck, the discard pile, the Lost Zone, or between the Active Spot and the Bench. Not the
 * prizes (they are only taken, seed 001 §7.4; a mistaken pick would hide the Pokémon face down
 * there), the Stadium or the resolving area: nothing puts a Pokémon in play in them.
 */
const POKEMON_MOVE_IDS = ["hand", "bench", "active", "deck-top", "deck-bottom", "deck-shuffle", "discard", "lost"];

/** Where a card given back may go: its owner's hand, deck (top or bottom) or discard pile. */
const GIVE_BACK_IDS = ["hand", "deck-top", "deck-bottom", "discard"];

/** "Give back to Alice's hand", …: the owner's zones only, as any other would be refused. */
function giveBackItems(ctx: Ctx, source: MoveSource, owner: Seat): MenuItem[] {
  const player = ctx.snap.players[owner]?.name || ctx.t("seat.name", { number: seatNumber(owner) });
  return GIVE_BACK_IDS.map((id) => ({ label: ctx.t(`giveBack.${id}`, { player }), onSelect: () => void ctx.send(moveActions(ctx, source, owner, id)) }));
}

function moveToMenu(ctx: Ctx, source: MoveSource, label: string): MenuItem {
  const back = givenBackTo(ctx, source);
  if (back) return { label, items: giveBackItems(ctx, source, back) };
  const seat = ownerSeat(ctx, source);
  const here = source.kind === "stack" ? source.zone : source.cards.length === 1 ? source.cards[0]!.zone : null;
  const ids = source.kind === "stack" ? POKEMON_MOVE_IDS.filter((id) => ctx.snap.zones[`${seat}.${id.replace(/^deck-.*/, "deck")}`]) : MOVE_IDS;
  const items = ids
    .filter((id) => !(here && `${seat}.${id}` === here && id !== "bench"))
    .filter((id) => !(source.kind === "stack" && here === `${seat}.${id}`))
    .map((id): MenuItem => {
      const bench = id === "bench" ? targetFor(ctx, seat, id) : null;
      return {
        label: ctx.t(`move.${id}`, { zone: zoneLabel(ctx.t, ctx.persp, id === "stadium" ? "stadium" : `${seat}.${id.replace(/^deck-.*/, "deck")}`) }),
        // A Pokémon can't go to a full Bench (nothing would happen): the item says so by being disabled.
        ...(source.kind === "stack" && bench?.kind === "slots" && bench.freeSlot === null ? { disabled: true } : {}),
        onSelect: () => void ctx.send(moveActions(ctx, source, seat, id)),
      };
    });
  // A card in a zone both players share (the Stadium) may be the other player's: its owner's
  // discard pile is where a replaced Stadium goes, and the client isn't told whose card it is.
  const shared = here !== null && seatOfZone(here) === null;
  if (shared) {
    const other = otherSeat(seat);
    items.push({
      label: ctx.t("move.discard", { zone: zoneLabel(ctx.t, ctx.persp, `${other}.discard`) }),
      onSelect: () => void ctx.send(moveActions(ctx, source, other, "discard")),
    });
  }
  return { label, items };
}

/** Every Pokémon in play, both sides, as targets for attach / evolve / putting a card under it. */
function pokemonTargets(ctx: Ctx, as: "attach" | "evolve" | "under", source: MoveSource, label: string): MenuItem {
  const items: MenuItem[] = [];
  for (const seat of [ctx.persp.bottom, ctx.persp.top]) {
    for (const id of ["active", "bench"]) {
      const zone = ctx.snap.zones[`${seat}.${id}`];
      zone?.slots.forEach((slot, i) => {
        if (!slot.sid) return;
        if (source.kind === "stack" && source.zone === zone.key && source.slot === i) return;
        const top = slot.cards[slot.cards.length - 1];
        items.push({
          label: ctx.t("menu.pokemonAt", { name: top?.face?.name ?? ctx.t("card.faceDown"), zone: zoneLabel(ctx.t, ctx.persp, zone.key), slot: i + 1 }),
          onSelect: () => void ctx.send(movesFor(source, { kind: "slot", zone: zone.key, slot: i, occupied: true, as })),
        });
      });
    }
  }
  return { label, items, disabled: items.length === 0 };
}

export function cardMenu(ctx: Ctx, card: CardSnap, moved: MovedCard): MenuItem[] {
  const { t } = ctx;
  const item = cardItem(moved);
  const selected = ctx.selection.some((s) => s.id === item.id);
  const source: MoveSource = selected && ctx.selection.length > 1 && ctx.selection.every((s) => s.kind === "card")
    ? { kind: "cards", cards: ctx.selection.flatMap((s) => (s.kind === "card" ? [s.card] : [])) }
    : { kind: "cards", cards: [moved] };
  const refs = source.kind === "cards" ? source.cards.map((c) => c.ref) : [];
  const zoneId = zoneIdOf(moved.zone);
  const moveTo = moveToMenu(ctx, source, source.kind === "cards" && source.cards.length > 1 ? t("menu.moveSelected", { count: source.cards.length }) : t("menu.moveTo"));
  // A card of the other player's, held: it is not this player's to play or show, only to give back.
  const held = givenBackTo(ctx, source) !== null;
  const items: MenuItem[] = held
    ? [moveTo]
    : [
        moveTo,
        pokemonTargets(ctx, "attach", source, t("menu.attachTo")),
        pokemonTargets(ctx, "evolve", source, t("menu.evolve")),
        // Some cards go under a Pokémon (seed 001 §13.2's "other cards with it"): they stay with it, unattached.
        pokemonTargets(ctx, "under", source, t("menu.putUnder")),
      ];
  if (card.face && !held) {
    items.push(
      card.revealed
        ? { label: t("menu.hide"), onSelect: () => void ctx.send({ type: "hide", cards: refs }) }
        : { label: t("menu.reveal"), onSelect: () => void ctx.send({ type: "reveal", cards: refs }) },
    );
  }
  if (zoneId === "active" || zoneId === "bench" || zoneId === "stadium" || zoneId === "resolving" || zoneId === "discard") {
    items.push(
      card.faceDown
        ? { label: t("menu.faceUp"), onSelect: () => void ctx.send({ type: "flip", cards: refs, faceDown: false }) }
        : { label: t("menu.faceDown"), onSelect: () => void ctx.send({ type: "flip", cards: refs, faceDown: true }) },
    );
  }
  items.push({ label: selected ? t("menu.deselect") : t("menu.select"), onSelect: () => ctx.select(item, true) });
  return items;
}

export function stackMenu(ctx: Ctx, zoneKey: string, slotIndex: number, slot: SlotSnap, stack: StackSource): MenuItem[] {
  const { t } = ctx;
  const game = ctx.game.definition;
  const ref = { zone: zoneKey, slot: slotIndex };
  const seat = seatOfZone(zoneKey) ?? ctx.actingSeat;
  const top = slot.cards[slot.cards.length - 1];
  const isActive = zoneIdOf(zoneKey) === "active";
  const bench = ctx.snap.zones[`${seat}.bench`];
  const active = ctx.snap.zones[`${seat}.active`];
  const items: MenuItem[] = [];

  const counter = DAMAGE;
  const damage = counterOf(slot, DAMAGE);
  items.push(
    { label: t("menu.damageAdd"), hint: "1", onSelect: () => void ctx.send({ type: "counter", stack: ref, counter, mode: "add", amount: 10 }) },
    // Nothing to remove from an undamaged Pokémon: the item says so by being disabled.
    { label: t("menu.damageRemove"), hint: "Alt+1", disabled: damage === 0, onSelect: () => void ctx.send({ type: "counter", stack: ref, counter, mode: "add", amount: -10 }) },
    {
      label: t("menu.damageSet"),
      onSelect: () =>
        ctx.askNumber(t("menu.damageSetLabel"), damage, (n) => void ctx.send({ type: "counter", stack: ref, counter, mode: "set", amount: n }), {
          description: t("menu.pokemonAt", { name: top?.face?.name ?? t("card.faceDown"), zone: zoneLabel(t, ctx.persp, zoneKey), slot: slotIndex + 1 }),
          max: MAX_DAMAGE,
        }),
    },
    {
      label: t("menu.conditions"),
      items: game.conditions.map((c) => {
        const on = slot.conditions.includes(c.id);
        return { label: t(`condition.${c.id}`, { ns: "game" }), checked: on, onSelect: () => void ctx.send({ type: "condition", stack: ref, condition: c.id, on: !on }) };
      }),
    },
    {
      label: t("menu.markers"),
      items: game.markers
        .filter((m) => m.scope === "stack")
        .map((m) => {
          const on = slot.markers.includes(m.id);
          return { label: t(`marker.${m.id}`, { ns: "game" }), checked: on, onSelect: () => void ctx.send({ type: "marker", stack: ref, marker: m.id, on: !on }) };
        }),
    },
  );
  // A player declares an attack with their own Active Pokémon (seed 001 §6.2, §7.1); a judge, for the player they act as.
  if (isActive && seat === ctx.actingSeat) {
    const attacks = attackChoices(ctx, seat);
    items.push({ label: t("menu.attack"), disabled: attacks.length === 0, items: attacks });
  }

  if (isActive && bench) {
    const benched = bench.slots.map((s, i) => ({ s, i })).filter(({ s }) => s.sid);
    const named = (s: SlotSnap, i: number) => t("menu.benchSlot", { slot: i + 1, name: s.cards[s.cards.length - 1]?.face?.name ?? t("card.faceDown") });
    items.push(
      {
        label: t("menu.retreat"),
        disabled: benched.length === 0,
        items: benched.map(({ s, i }) => ({ label: named(s, i), onSelect: () => void ctx.send({ type: "swap", a: ref, b: { zone: bench.key, slot: i }, retreat: true }) })),
      },
      {
        label: t("menu.switchWith"),
        disabled: benched.length === 0,
        items: benched.map(({ s, i }) => ({ label: named(s, i), onSelect: () => void ctx.send({ type: "swap", a: ref, b: { zone: bench.key, slot: i } }) })),
      },
    );
  } else if (active) {
    items.push({
      label: t("menu.toActive"),
      onSelect: () =>
        void ctx.send(
          active.slots[0]?.sid
            ? { type: "swap", a: { zone: active.key, slot: 0 }, b: ref }
            : { type: "move.stack", from: ref, to: { zone: active.key, slot: 0 } },
        ),
    });
  }

  items.push(
    moveToMenu(ctx, stack, t("menu.movePokemon")),
    pokemonTargets(ctx, "attach", stack, t("menu.attachPokemonTo")),
  );
  if (top && slot.cards.length > 1) {
    items.push({ label: t("menu.devolve"), onSelect: () => void ctx.send({ type: "move", cards: [{ zone: zoneKey, pid: top.pid }], to: { zone: `${seat}.hand` } }) });
  }
  if (top) {
    items.push(
      top.faceDown
        ? { label: t("menu.faceUp"), onSelect: () => void ctx.send({ type: "flip", cards: [{ zone: zoneKey, pid: top.pid }], faceDown: false }) }
        : { label: t("menu.faceDown"), onSelect: () => void ctx.send({ type: "flip", cards: [{ zone: zoneKey, pid: top.pid }], faceDown: true }) },
    );
  }
  if (game.assists.knockout) {
    items.push({ label: t("menu.knockout"), onSelect: () => void ctx.send({ type: "assist", assist: "knockout", params: ref }) });
  }
  items.push({ label: t("menu.discardPokemon"), onSelect: () => void ctx.send({ type: "stack.discard", stack: ref }) });
  const item = stackItem(stack);
  const selected = ctx.selection.some((s) => s.id === item.id);
  items.push({ label: selected ? t("menu.deselect") : t("menu.select"), onSelect: () => ctx.select(item, false) });
  return items;
}

const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 10];

export function zoneMenu(ctx: Ctx, zoneKey: string): MenuItem[] {
  const { t } = ctx;
  const seat = seatOfZone(zoneKey);
  const id = zoneIdOf(zoneKey);
  const zone = ctx.snap.zones[zoneKey];
  const mine = seat === ctx.actingSeat;
  const items: MenuItem[] = [];
  const counted = (label: string, make: (n: number) => ClientAction) => ({
    label,
    items: COUNTS.map((n) => ({ label: String(n), onSelect: () => void ctx.send(make(n)) })),
  });

  // Before the deal the deck stays shut (dealt.ts): nothing to offer but what the table accepts, a shuffle.
  const shuffle = { label: t("controls.shuffle"), onSelect: () => void ctx.send({ type: "shuffle", zone: zoneKey }) };
  if (id === "deck" && mine && (handsDealt(ctx.snap) || ctx.persp.role === "judge")) {
    items.push(
      { label: t("controls.draw"), hint: "1", onSelect: () => void ctx.send({ type: "draw", count: 1 }) },
      counted(t("menu.drawN"), (n) => ({ type: "draw", count: n })),
      shuffle,
      counted(t("menu.lookTop"), (n) => ({ type: "look", zone: zoneKey, from: "top", count: n })),
      counted(t("menu.lookBottom"), (n) => ({ type: "look", zone: zoneKey, from: "bottom", count: n })),
      { label: t("controls.search"), hint: "v", onSelect: () => void ctx.send({ type: "search", zone: zoneKey }) },
    );
  } else if (id === "deck" && mine) items.push(shuffle);
  if (id === "deck" && seat && !mine && ctx.persp.role === "player") {
    items.push({ label: t("request.shuffleDeck"), onSelect: () => void ctx.send({ type: "request", action: { type: "shuffle", zone: zoneKey } }) });
  }
  if (id === "hand" && mine && zone && zone.cards.length > 0) {
    const refs = zone.cards.map((c) => ({ zone: zoneKey, pid: c.pid }));
    const deck = `${seat}.deck`;
    items.push(
      { label: t("menu.handShuffleIn"), onSelect: () => void ctx.send([{ type: "move", cards: refs, to: { zone: deck } }, { type: "shuffle", zone: deck }]) },
      // Each card to its owner's pile: one the opponent dropped in this hand goes back to theirs.
      { label: t("menu.handBottom"), onSelect: () => void ctx.send({ type: "move", cards: refs, to: { zone: deck, at: "bottom", eachToOwner: true } }) },
      { label: t("menu.handDiscard"), onSelect: () => void ctx.send({ type: "move", cards: refs, to: { zone: `${seat}.discard`, eachToOwner: true } }) },
      zone.cards.every((c) => c.revealed)
        ? { label: t("menu.handHide"), onSelect: () => void ctx.send({ type: "hide", cards: refs }) }
        : { label: t("menu.handReveal"), onSelect: () => void ctx.send({ type: "reveal", cards: refs }) },
    );
  }
  if (id === "hand" && seat && !mine && ctx.persp.role === "player" && zone && zone.cards.length > 0) {
    items.push(
      {
        label: t("request.discardRandom"),
        onSelect: () => void ctx.send({ type: "request", action: { type: "move", cards: [{ zone: zoneKey, random: true }], to: { zone: `${seat}.discard` } } }),
      },
      {
        label: t("request.bottomRandom"),
        onSelect: () => void ctx.send({ type: "request", action: { type: "move", cards: [{ zone: zoneKey, random: true }], to: { zone: `${seat}.deck`, at: "bottom" } } }),
      },
    );
  }
  if (id === "prize" && mine) {
    items.push({ label: t("controls.takePrize"), onSelect: () => void ctx.send({ type: "prize.take" }) });
  }
  if ((id === "discard" || id === "lost" || id === "resolving" || id === "stadium" || (ctx.persp.role === "judge" && (id === "deck" || id === "prize"))) && zone) {
    items.push({ label: t("menu.browse"), onSelect: () => ctx.setBrowse(zoneKey) });
  }
  if (id === "resolving" && zone && zone.cards.length > 0 && seat) {
    const refs = zone.cards.map((c) => ({ zone: zoneKey, pid: c.pid }));
    items.push({ label: t("menu.resolvingDiscard"), onSelect: () => void ctx.send({ type: "move", cards: refs, to: { zone: `${seat}.discard` } }) });
  }
  if ((id === "discard" || id === "lost") && mine && zone && zone.cards.length > 0) {
    const refs = zone.cards.map((c) => ({ zone: zoneKey, pid: c.pid }));
    items.push({
      label: t("menu.pileShuffleIn"),
      onSelect: () => void ctx.send([{ type: "move", cards: refs, to: { zone: `${seat}.deck` } }, { type: "shuffle", zone: `${seat}.deck` }]),
    });
  }
  if (items.length === 0) items.push({ label: t("menu.nothing"), disabled: true });
  return items;
}

