/** The menus of cards, Pokémon in play and zones: every move and control, by right-click or "…". */
import { DAMAGE, otherSeat, type ClientAction, type Seat } from "@playmat/shared";
import { counterOf, type CardSnap, type SlotSnap } from "../../../net/snapshot";
import { movesFor } from "../moves";
import { firstFreeSlot, type MovedCard, type MoveSource, type MoveTarget } from "../../../table/intents";
import { seatOfZone, zoneIdOf, zoneLabel } from "../../../table/perspective";
import { cardItem, stackItem, type StackSource } from "../../../table/selection";
import type { TableCtx } from "../../../table/TableContext";
import { attackChoices } from "./attacks";
import { giveBackItems, givenBackTo, ownerSeat } from "../../../table/menu/giveBack";
import type { MenuItem } from "../../../table/menu/types";
import { deckAndHandItems, pileShuffleInItem } from "../../../table/menu/zoneItems";

type Ctx = TableCtx;

/** The most damage the table keeps on a Pokémon (the server's bound, engine/handlers/stack-state.ts). */
const MAX_DAMAGE = 9990;

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

function moveToMenu(ctx: Ctx, source: MoveSource, label: string): MenuItem {
  const back = givenBackTo(ctx, source);
  if (back) return { label, items: giveBackItems(ctx, source, back, (from, seat, id) => moveActions(ctx, from, seat, id)) };
  const seat = ownerSeat(ctx, source);
  const here = source.kind === "stack" ? source.zone : source.cards.length === 1 ? source.cards[0]!.zone : null;
  // A card goes only to zones the table's game has (a Pocket table has no prizes, Lost Zone or Stadium): an item that moved nothing would be a dead button.
  const inGame = (id: string) => ctx.game.definition.zones.some((zone) => zone.id === id.replace(/^deck-.*/, "deck"));
  const ids = source.kind === "stack" ? POKEMON_MOVE_IDS.filter((id) => ctx.snap.zones[`${seat}.${id.replace(/^deck-.*/, "deck")}`]) : MOVE_IDS.filter(inGame);
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
function pokemonTargets(ctx: Ctx, as: "attach" | "onto" | "under", source: MoveSource, label: string): MenuItem {
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
        pokemonTargets(ctx, "onto", source, t("menu.evolve")),
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

/** `extra`: what a game built on this table adds to the Pokémon's menu after "Attack" (zones/slotExtras.ts). */
export function stackMenu(ctx: Ctx, zoneKey: string, slotIndex: number, slot: SlotSnap, stack: StackSource, extra: MenuItem[] = []): MenuItem[] {
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
    const attacks = attackChoices(ctx, seat, slotIndex);
    items.push({ label: t("menu.attack"), disabled: attacks.length === 0, items: attacks });
  }
  items.push(...extra);

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
    // Into a free Active Spot (a legacy table "on 2 Active" has two), else in place of the first one.
    const free = firstFreeSlot(active.slots);
    items.push({
      label: t("menu.toActive"),
      onSelect: () =>
        void ctx.send(
          free === null
            ? { type: "swap", a: { zone: active.key, slot: 0 }, b: ref }
            : { type: "move.stack", from: ref, to: { zone: active.key, slot: free } },
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

export function zoneMenu(ctx: Ctx, zoneKey: string): MenuItem[] {
  const { t } = ctx;
  const seat = seatOfZone(zoneKey);
  const id = zoneIdOf(zoneKey);
  const zone = ctx.snap.zones[zoneKey];
  const mine = seat === ctx.actingSeat;
  // The deck's and the hands' items, as every game's; then what this game's zones add.
  const items: MenuItem[] = deckAndHandItems(ctx, zoneKey);
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
  const shuffleIn = id === "discard" || id === "lost" ? pileShuffleInItem(ctx, zoneKey) : null;
  if (shuffleIn) items.push(shuffleIn);
  if (items.length === 0) items.push({ label: t("menu.nothing"), disabled: true });
  return items;
}

