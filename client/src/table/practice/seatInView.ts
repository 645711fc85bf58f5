/**
 * Whose side a player's screen shows: its own seat, or at a practice table the seat in view
 * (the server moves the practising connection with it: its faces, log and actions follow).
 */
import type { Seat, Welcome } from "@playmat/shared";
import type { TableSnap } from "../../net/snapshot";

export const seatInView = (welcome: Welcome | null, practiceView: TableSnap["practiceView"]): Seat | null =>
  welcome?.role === "player" && practiceView ? practiceView : (welcome?.seat ?? null);
