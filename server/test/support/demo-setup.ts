/** Setup with the demo decks, as integration suites play it. */
import { DEMO_CARDS } from "@playmat/shared";
import type { Seat } from "./playmat";

const isBasic = (defId: string | undefined) => {
  const def = DEMO_CARDS.find((c) => c.id === defId);
  return def?.supertype === "Pokémon" && def.subtypes.includes("Basic");
};

/** The Basic Pokémon this client can read in a pile. */
export const basics = (seat: Seat, key: string): any[] => [...(seat.zone(key)?.cards ?? [])].filter((c: any) => isBasic(c.face?.defId));

/** Mulligans until the hand holds a Basic Pokémon, then puts the first one down as the Active. */
export async function placeFirstBasic(seat: Seat): Promise<void> {
  const me = seat.welcome.seat!;
  let basic = basics(seat, `${me}.hand`)[0];
  while (!basic) {
    await seat.do({ type: "setup.mulligan" });
    await seat.settle();
    basic = basics(seat, `${me}.hand`)[0];
  }
  await seat.do({ type: "move", cards: [{ zone: `${me}.hand`, pid: basic.pid }], to: { zone: `${me}.active`, slot: 0 } });
}

/** Both decks are in: the coin flip's winner goes first, and the opening hands are dealt (seed 001 §5). */
export async function winnerGoesFirst(...seats: Seat[]): Promise<void> {
  await Promise.all(seats.map((s) => s.settle()));
  const won = seats[0]!.state.turn.won;
  const winner = seats.find((s) => s.welcome.seat === won);
  if (!winner) throw new Error(`the coin flip's winner (${won || "nobody yet"}) is not among these seats`);
  await winner.do({ type: "setup.first", seat: won });
  await Promise.all(seats.map((s) => s.settle()));
}
