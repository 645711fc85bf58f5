/**
 * The menu items every game's deck and hands offer (a game's zone menu puts them first, then
 * its own): draw, shuffle, look, search; a hand shuffled in, put under the deck, discarded,
 * revealed; and a request to the other player about their deck or hand.
 */
import type { ClientAction } from "@playmat/shared";
import { handsDealt } from "../dealt";
import { seatOfZone, zoneIdOf } from "../perspective";
import type { TableCtx } from "../TableContext";
import type { MenuItem } from "./types";

const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 10];

/** The items of zone `zoneKey` if it is a deck or a hand; none for any other zone. */
export function deckAndHandItems(ctx: TableCtx, zoneKey: string): MenuItem[] {
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
  return items;
}

/** "Shuffle into deck" for a face-up pile of one's own (a discard pile): every card back into the deck. */
export function pileShuffleInItem(ctx: TableCtx, zoneKey: string): MenuItem | null {
  const seat = seatOfZone(zoneKey);
  const zone = ctx.snap.zones[zoneKey];
  if (!seat || seat !== ctx.actingSeat || !zone || zone.cards.length === 0) return null;
  const refs = zone.cards.map((c) => ({ zone: zoneKey, pid: c.pid }));
  return {
    label: ctx.t("menu.pileShuffleIn"),
    onSelect: () => void ctx.send([{ type: "move", cards: refs, to: { zone: `${seat}.deck` } }, { type: "shuffle", zone: `${seat}.deck` }]),
  };
}
