/**
 * A game played straight on a TableSession (no sockets): demo decks, setup, then turns with
 * draws, bench plays, damage, coins and shuffles, so the RNG moves and snapshots get taken.
 * The moves depend only on the table, so the same seed always gives the same game.
 */
import { type Action, createCardLookup, DEMO_CARDS, gameById, PTCG_DECKS, type Seat, SEATS, type TableState } from "@playmat/shared";
import { listFor, resolveList } from "../../src/decks/deck-loader";
import type { TableSession } from "../../src/rooms/table-session";

const lookup = createCardLookup(DEMO_CARDS);
export const ptcg = gameById("ptcg")!;

export async function act(session: TableSession, seat: Seat, action: Action): Promise<number> {
  const reply = await session.act(action, { seat });
  if (!reply.ok) throw new Error(`${seat} ${action.type} refused: ${reply.error.message}`);
  return reply.seq;
}

function basicInHand(state: TableState, seat: Seat): string | undefined {
  const hand = state.zones[`${seat}.hand`];
  if (hand?.layout !== "pile") return undefined;
  return hand.cards.find((c) => {
    const def = state.cards[c.defId];
    return def?.supertype === "Pokémon" && def.subtypes.includes("Basic");
  })?.pid;
}

export async function playSetup(session: TableSession): Promise<void> {
  for (const [seat, demo] of [["p1", "demo-ember-owls"], ["p2", "demo-lantern-vigil"]] as const) {
    const { action } = await resolveList(listFor({ demo }, PTCG_DECKS), PTCG_DECKS, lookup);
    await act(session, seat, action);
  }
  // On a table that deals after the choice, the coin flip's winner goes first and the hands are dealt.
  const won = session.state.turn.won;
  if (won && session.state.turn.first === null) await act(session, won, { type: "setup.first", seat: won });
  for (const seat of SEATS) {
    let pid = basicInHand(session.state, seat);
    while (!pid) {
      await act(session, seat, { type: "setup.mulligan" });
      pid = basicInHand(session.state, seat);
    }
    await act(session, seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid }], to: { zone: `${seat}.active`, slot: 0 } });
  }
  for (const seat of SEATS) await act(session, seat, { type: "setup.ready" });
}

export async function playTurns(session: TableSession, turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    const seat = session.state.turn.current!;
    const foe = seat === "p1" ? "p2" : "p1";
    await act(session, seat, { type: "draw", count: 1 });
    const pid = basicInHand(session.state, seat);
    const bench = session.state.zones[`${seat}.bench`];
    const free = bench?.layout === "slots" ? bench.slots.findIndex((s) => s === null) : -1;
    if (pid && free >= 0) await act(session, seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid }], to: { zone: `${seat}.bench`, slot: free } });
    await act(session, seat, { type: "counter", stack: { zone: `${foe}.active`, slot: 0 }, counter: "damage", mode: "add", amount: 10 });
    await act(session, seat, { type: "coin", count: 2 });
    if (turn % 2 === 0) await act(session, seat, { type: "shuffle", zone: `${seat}.deck` });
    await act(session, seat, { type: "turn.end" });
  }
}
