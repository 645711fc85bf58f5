/**
 * The end (seed 002, "Kiedy gra się kończy?"): a player wins by taking all their Prize cards,
 * when the opponent's Active Pokémon is Knocked Out with nobody on the Bench to replace it, or
 * when the opponent can't draw at the start of their turn. The table asks both players to
 * confirm ("won?"), never ends a game by itself. When both win at once, the one who meets more
 * conditions wins; by the same number, the table offers Sudden Death: a new game to one Prize
 * (sudden-death.ts). A question answered "Not yet" comes back when a turn begins while its
 * condition still stands, as Pokémon's does.
 */
import type { Draft } from "../../engine/draft";
import type { TableEvent } from "../../engine/events";
import { openPrompt } from "../../engine/handlers/turn";
import { otherSeat, SEATS, type Seat } from "../../engine/types";
import { TALLY } from "../ptcg/tally";
import { SUDDEN_DEATH } from "./sudden-death";

export type WinReason = "prizes" | "no-replacement" | "no-pokemon" | "deck-out";

/** Every condition each player meets after these events (seed 002's three ways, and no Pokémon left at all). */
export function winConditions(draft: Draft, events: readonly TableEvent[]): Record<Seat, WinReason[]> {
  const state = draft.state;
  const met: Record<Seat, WinReason[]> = { p1: [], p2: [] };
  const leftPlay = events.some((e) => e.type === "cards.moved" || e.type === "stack.moved" || e.type === "stacks.swapped");
  const turnBegan = events.some((e) => e.type === "turn.began");
  for (const seat of SEATS) {
    const loser = otherSeat(seat);
    const prizes = `${seat}.prize`;
    const tookPrize = leftPlay && events.some((e) => e.type === "cards.moved" && e.via === "prize" && e.from.zone === prizes);
    if ((tookPrize || turnBegan) && draft.pile(prizes).cards.length === 0) met[seat].push("prizes");
    const knockedOutActive = events.some((e) => e.type === "cards.moved" && e.via === "knockout" && e.from.zone === `${loser}.active`);
    const benchEmpty = draft.slots(`${loser}.bench`).slots.every((s) => s === null);
    if (knockedOutActive && benchEmpty) met[seat].push("no-replacement");
    // Not a second condition when it is the same Knock Out: the Active it left was the last Pokémon.
    else if ((leftPlay || turnBegan) && !draft.hasStacks(loser)) met[seat].push("no-pokemon");
  }
  for (const e of events) {
    if (e.type !== "note" || e.key !== "draw.short" || e.params.drawn !== 0) continue;
    const seat = e.params.seat as Seat;
    // Only the draw that starts a turn loses (seed 002: "at the start of a turn … can't draw").
    const drawnThisTurn = state.turn.tally[seat]?.[TALLY.cardsDrawn] ?? 0;
    if (state.turn.current === seat && drawnThisTurn === 0) met[otherSeat(seat)].push("deck-out");
  }
  return met;
}

/** After every action: a "won?" question for a winner, or Sudden Death offered for a tie. */
export function openWinPrompts(draft: Draft, events: readonly TableEvent[]): void {
  const state = draft.state;
  if (state.phase !== "playing") return;
  const met = winConditions(draft, events);
  const [p1, p2] = [met.p1.length, met.p2.length];
  if (p1 === 0 && p2 === 0) return;
  const group = `w${state.seq}`;
  if (p1 === p2) {
    if (state.prompts.some((p) => p.kind === SUDDEN_DEATH)) return;
    for (const seat of SEATS) openPrompt(draft, { kind: SUDDEN_DEATH, to: seat, from: null, data: { group, p1: met.p1.join(","), p2: met.p2.join(",") } });
    return;
  }
  const winner: Seat = p1 > p2 ? "p1" : "p2";
  // Both won at once, one by more conditions: that one wins (seed 002), and the question says so.
  const reason = p1 > 0 && p2 > 0 ? "more-conditions" : met[winner][0]!;
  if (state.prompts.some((p) => p.kind === "confirm-win" && p.data.winner === winner)) return;
  for (const seat of SEATS) openPrompt(draft, { kind: "confirm-win", to: seat, from: null, data: { winner, reason, group } });
}
