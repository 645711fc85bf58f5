/** A table's entry in the lobby's room list: public, like the table's name and seats (nothing secret). */
export interface Listing {
  name: string;
  game: string;
  hasPassword: boolean;
  phase: string;
  seats: Record<string, string | null>;
  spectators: number;
  /** No more spectators may join (MAX_SPECTATORS): the lobby says so instead of offering "Spectate". */
  spectatorsFull: boolean;
  /**
   * The finished table this one is the next game of: a browser that sat there holds the seat
   * token of its seat here too (rooms/next-game.ts), and uses it when it opens this table.
   */
  previousTable?: string;
}

/** What the room's synced state and seats say about it, as the room list shows it. */
export function tableListing(
  state: { name: string; game: string; hasPassword: boolean; spectators: number },
  phase: string,
  seats: Partial<Record<"p1" | "p2", { name: string } | undefined>>,
  spectatorsFull: boolean,
  previousTable?: string,
): Listing {
  return {
    ...(previousTable ? { previousTable } : {}),
    name: state.name,
    game: state.game,
    hasPassword: state.hasPassword,
    phase,
    seats: { p1: seats.p1?.name ?? null, p2: seats.p2?.name ?? null },
    spectators: state.spectators,
    spectatorsFull,
  };
}
