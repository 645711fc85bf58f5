/**
 * The Curse Sorcerers menus (GameTable.menus): a card's "Move to" (hand, field, the stack to play
 * it, graveyard, deck), "Attach to" a sorcerer, reveal and select; a sorcerer's own menu in
 * play (attack or block, damage, its abilities onto the stack, to the graveyard); the deck's
 * draw, look and search (every game's items) and the hand's reveal.
 */
import { CurseSorcerers, type ClientAction, type Seat } from "@playmat/shared";
import { cardAccessibleName } from "../../cards/naming";
import type { CardSnap, SlotSnap } from "../../net/snapshot";
import { firstFreeSlot, type MovedCard, type MoveSource } from "../../table/intents";
import { giveBackItems, givenBackTo, ownerSeat } from "../../table/menu/giveBack";
import type { MenuItem } from "../../table/menu/types";
import { deckAndHandItems } from "../../table/menu/zoneItems";
import { zoneIdOf, zoneLabel } from "../../table/perspective";
import { cardItem, type StackSource } from "../../table/selection";
import type { TableCtx } from "../../table/TableContext";
import { COUNTERS, fieldOf, graveyardOf, handOf, MARKERS, STACK } from "./ids";
import { movesFor, targetFor } from "./moves";
import { wordsOf } from "./words";

const MOVE_IDS = ["stack", "field", "hand", "graveyard", "deck-top", "deck-bottom"] as const;

export function moveTo(ctx: Pick<TableCtx, "snap">, source: MoveSource, seat: Seat, id: string): ClientAction[] {
  const field = ctx.snap.zones[fieldOf(seat)];
  const target = targetFor(seat, id, field ? firstFreeSlot(field.slots) : null);
  return target ? movesFor(source, target) : [];
}

/** "q" then a digit: 1–3 name the acting seat's field slots. */
export function slotByDigit(ctx: Pick<TableCtx, "actingSeat">, digit: number): { zone: string; slot: number } | null {
  return digit >= 1 && digit <= CurseSorcerers.FIELD_SLOTS ? { zone: fieldOf(ctx.actingSeat), slot: digit - 1 } : null;
}

/** A sorcerer in play as menus name it: "유토 김 (Your field, slot 1)". */
export function sorcererLabel(ctx: Pick<TableCtx, "t" | "persp">, zone: string, slot: number, name: string): string {
  return wordsOf(ctx.t)("slotOf", { name, zone: zoneLabel(ctx.t, ctx.persp, zone), slot: slot + 1 });
}

/** Every sorcerer on both fields, the acting seat's first: where a cursed object may be attached. */
export function sorcerersInPlay(ctx: Pick<TableCtx, "snap" | "actingSeat">): { zone: string; slot: number; top: CardSnap }[] {
  const seats: Seat[] = ctx.actingSeat === "p1" ? ["p1", "p2"] : ["p2", "p1"];
  return seats.flatMap((seat) =>
    (ctx.snap.zones[fieldOf(seat)]?.slots ?? []).flatMap((s, slot) => (s.sid && s.cards.length ? [{ zone: fieldOf(seat), slot, top: s.cards.at(-1)! }] : [])),
  );
}

function moveLabel(ctx: TableCtx, seat: Seat, id: (typeof MOVE_IDS)[number]): string {
  const zone = id === "stack" ? STACK : id === "field" ? fieldOf(seat) : id === "hand" ? handOf(seat) : id === "graveyard" ? graveyardOf(seat) : `${seat}.deck`;
  const label = zoneLabel(ctx.t, ctx.persp, zone);
  return id.startsWith("deck") ? ctx.t(`move.${id}`, { zone: label }) : label;
}

export function cardMenu(ctx: TableCtx, card: CardSnap, moved: MovedCard): MenuItem[] {
  const { t } = ctx;
  const item = cardItem(moved);
  const selected = ctx.selection.some((s) => s.id === item.id);
  const cards = selected && ctx.selection.length > 1 && ctx.selection.every((s) => s.kind === "card") ? ctx.selection.flatMap((s) => (s.kind === "card" ? [s.card] : [])) : [moved];
  const source: MoveSource = { kind: "cards", cards };
  const label = cards.length > 1 ? t("menu.moveSelected", { count: cards.length }) : t("menu.moveTo");
  const back = givenBackTo(ctx, source);
  if (back) return [{ label, items: giveBackItems(ctx, source, back, (from, seat, id) => moveTo(ctx, from, seat, id === "discard" ? "graveyard" : id)) }];
  const seat = ownerSeat(ctx, source);
  const here = zoneIdOf(moved.zone);
  const items: MenuItem[] = [
    {
      label,
      items: MOVE_IDS.filter((id) => id.startsWith("deck") || (id === "stack" ? moved.zone !== STACK : id !== here)).map((id) => ({
        label: moveLabel(ctx, seat, id),
        onSelect: () => void ctx.send(moveTo(ctx, source, seat, id)),
      })),
    },
  ];
  const targets = sorcerersInPlay(ctx);
  if (targets.length > 0 && moved.zone !== STACK) {
    items.push({
      label: wordsOf(t)("stack.attachTo", { card: cardAccessibleName(card) }),
      items: targets.map((s) => ({
        label: sorcererLabel(ctx, s.zone, s.slot, cardAccessibleName(s.top)),
        onSelect: () => void ctx.send(movesFor(source, { kind: "slot", zone: s.zone, slot: s.slot, occupied: true, as: "attach" })),
      })),
    });
  }
  if (card.face && moved.zone === handOf(ctx.actingSeat)) {
    const refs = cards.map((c) => c.ref);
    items.push(card.revealed ? { label: t("menu.hide"), onSelect: () => void ctx.send({ type: "hide", cards: refs }) } : { label: t("menu.reveal"), onSelect: () => void ctx.send({ type: "reveal", cards: refs }) });
  }
  items.push({ label: selected ? t("menu.deselect") : t("menu.select"), onSelect: () => ctx.select(item, true) });
  return items;
}

/** A sorcerer in play: attack or block (the turn decides which), damage, its abilities onto the stack, and where it may go. */
export function sorcererMenu(ctx: TableCtx, zone: string, slot: number, snap: SlotSnap, stack: StackSource): MenuItem[] {
  const { t } = ctx;
  const w = wordsOf(t);
  const top = snap.cards.at(-1);
  const def = ctx.defOf(top?.face?.defId);
  const name = stack.name;
  const ref = { zone, slot };
  const items: MenuItem[] = [];
  const playing = ctx.snap.phase === "playing";
  if (playing && zone === fieldOf(ctx.actingSeat)) {
    const attacking = ctx.snap.turn.current === ctx.actingSeat;
    const marker = attacking ? MARKERS.attacking : MARKERS.blocking;
    items.push({
      label: w(attacking ? "combat.attack" : "combat.block", { card: name }),
      checked: snap.markers.includes(marker),
      onSelect: () => void ctx.send(attacking ? { type: "curse-sorcerers.attack", attacker: ref } : { type: "curse-sorcerers.block", blocker: ref }),
    });
    CurseSorcerers.readCard(def).abilities.forEach((ability, index) =>
      items.push({
        label: `${t(`cardText.ability.${ability.kind}`, { ns: "game" })}: ${ability.name}`,
        onSelect: () => void ctx.send({ type: "curse-sorcerers.ability", source: { zone, pid: top!.pid }, ability: index }),
      }),
    );
  }
  const damage = (amount: number) => void ctx.send({ type: "counter", stack: ref, counter: COUNTERS.damage, mode: "add", amount });
  items.push(
    { label: w("add", { counter: t(`counter.${COUNTERS.damage}`, { ns: "game" }) }), onSelect: () => damage(1) },
    { label: w("remove", { counter: t(`counter.${COUNTERS.damage}`, { ns: "game" }) }), onSelect: () => damage(-1) },
  );
  const owner = ownerSeat(ctx, stack);
  items.push({
    label: t("menu.moveTo"),
    items: (["graveyard", "hand", "deck-bottom"] as const).map((id) => ({ label: moveLabel(ctx, owner, id), onSelect: () => void ctx.send(moveTo(ctx, stack, owner, id)) })),
  });
  return items;
}

export function zoneMenu(ctx: TableCtx, zoneKey: string): MenuItem[] {
  const { t } = ctx;
  const id = zoneIdOf(zoneKey);
  if (id === "deck") return deckAndHandItems(ctx, zoneKey);
  const zone = ctx.snap.zones[zoneKey];
  if (zoneKey === handOf(ctx.actingSeat) && zone && zone.cards.length > 0) {
    const refs = zone.cards.map((c) => ({ zone: zoneKey, pid: c.pid }));
    return [
      zone.cards.every((c) => c.revealed)
        ? { label: t("menu.handHide"), onSelect: () => void ctx.send({ type: "hide", cards: refs }) }
        : { label: t("menu.handReveal"), onSelect: () => void ctx.send({ type: "reveal", cards: refs }) },
    ];
  }
  return [];
}

export { ownerSeat };
