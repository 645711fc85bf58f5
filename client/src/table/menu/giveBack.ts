/**
 * Whose zones a move means, for any game: a card the other player put into this player's hand
 * (or looking area) may only be given back, to its owner's zones (protocol.md, Authority); any
 * other card goes to the zones of the seat it lies in front of.
 */
import type { ClientAction, Seat } from "@playmat/shared";
import type { MoveSource } from "../intents";
import { seatNumber, seatOfZone, zoneIdOf } from "../perspective";
import type { TableCtx } from "../TableContext";
import type { MenuItem } from "./types";

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

/** Where a card given back may go: its owner's hand, deck (top or bottom) or discard pile. */
const GIVE_BACK_IDS = ["hand", "deck-top", "deck-bottom", "discard"];

/**
 * "Give back to Alice's hand", …: the owner's zones only, as any other would be refused.
 * `moveTo` is the game's (GameTable.menus.moveTo), by the shortcut ids.
 */
export function giveBackItems(
  ctx: Pick<TableCtx, "t" | "snap" | "send">,
  source: MoveSource,
  owner: Seat,
  moveTo: (source: MoveSource, seat: Seat, id: string) => ClientAction[],
): MenuItem[] {
  const player = ctx.snap.players[owner]?.name || ctx.t("seat.name", { number: seatNumber(owner) });
  return GIVE_BACK_IDS.map((id) => ({ label: ctx.t(`giveBack.${id}`, { player }), onSelect: () => void ctx.send(moveTo(source, owner, id)) }));
}
