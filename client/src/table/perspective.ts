/**
 * Whose eyes the table is drawn through: a player sits at the bottom; a judge sees the seat it
 * acts for at the bottom, and a spectator the seat it follows (Player 1 unless it chose
 * otherwise). Zone labels follow:
 * "Your hand" / "Opponent's hand" for players, "Player 1's hand" for everyone else.
 */
import type { Seat } from "@playmat/shared";

export type Role = "player" | "spectator" | "judge";

export interface Perspective {
  role: Role;
  /** The viewer's own seat (players only). */
  me: Seat | null;
  /** The seat drawn at the bottom, and the one actions are sent for. */
  bottom: Seat;
  top: Seat;
  /** Whether this viewer can act at all. */
  canAct: boolean;
}

export const other = (seat: Seat): Seat => (seat === "p1" ? "p2" : "p1");

/** `chosenSeat`: the seat a judge acts for or a spectator follows (a player always sits in its own). */
export function perspectiveOf(role: Role, seat: Seat | null, chosenSeat: Seat = "p1"): Perspective {
  const bottom: Seat = role === "player" && seat ? seat : chosenSeat;
  return { role, me: role === "player" ? seat : null, bottom, top: other(bottom), canAct: role !== "spectator" };
}

/** "own", "opponent" or "seat": which set of zone labels describes `seat` for this viewer. */
export function relation(p: Perspective, seat: string): "own" | "opponent" | "seat" {
  if (p.me === null) return "seat";
  return seat === p.me ? "own" : "opponent";
}

export const seatOfZone = (key: string): Seat | null => {
  const head = key.split(".")[0];
  return head === "p1" || head === "p2" ? head : null;
};

export const zoneIdOf = (key: string): string => key.split(".").pop()!;

export const seatNumber = (seat: string) => (seat === "p2" ? 2 : 1);

export type T = (key: string, options?: Record<string, unknown>) => string;

/** The label of a zone for this viewer: "Your hand", "Opponent's discard pile", "Player 1's deck"; a shared zone by its name. */
export function zoneLabel(t: T, p: Perspective, key: string): string {
  const seat = seatOfZone(key);
  const id = zoneIdOf(key);
  if (!seat) return t(`zones.shared.${id}`, { defaultValue: id });
  const rel = relation(p, seat);
  return t(`zones.${rel}.${id}`, { player: t("seat.name", { number: seatNumber(seat) }), defaultValue: `${seat} ${id}` });
}

/** A zone inside a sentence, as the log says it: "your discard pile", "Bob's hand", a shared one by its name. */
export function placePhrase(t: T, p: Perspective, names: { p1: string; p2: string }, key: string): string {
  const seat = seatOfZone(key);
  const id = zoneIdOf(key);
  const zone = t(`zone.${id}`, { ns: "game", defaultValue: id });
  if (!seat) return t(`place.${id}`, { ns: "log", zone, defaultValue: zone });
  const mine = seat === p.me;
  const owner = mine ? t("owner.you", { ns: "log" }) : t("owner.named", { ns: "log", name: names[seat] });
  return t(`place.${id}`, { ns: "log", owner, name: names[seat], zone, context: mine ? "you" : "named", defaultValue: `${owner} ${zone}` });
}

/** A seat as a choice ("Act as", "Follow"): "Player 2 (Bob)", or just "Player 2" while nobody holds it. */
export function seatChoiceLabel(t: T, seat: Seat, name: string | undefined): string {
  const player = t("seat.name", { number: seatNumber(seat) });
  return name ? t("seat.named", { player, name }) : player;
}
