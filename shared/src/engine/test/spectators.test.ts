/**
 * Spectators see public information; both players may agree to show them their hands. The
 * engine's visibility decides it, so the table, the log and records all follow: hands reach
 * spectators only while both agree, and never reach the other player.
 */
import { describe, expect, it } from "vitest";
import { canSee } from "../visibility";
import { handsShown, type Viewer } from "../types";
import { foldHistory } from "../history";
import { renderLog } from "../../log/render";
import { PlayedGame } from "../../testing/played-game";

const SPECTATOR: Viewer = { role: "spectator" };
const P2: Viewer = { role: "player", seat: "p2" };

function eventsOf(outcome: ReturnType<PlayedGame["try"]>) {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.events;
}

function handSeenBy(game: PlayedGame, viewer: Viewer): boolean[] {
  const zone = game.state.zones["p1.hand"]!;
  return game.pile("p1.hand").map((card) => canSee(game.definition, zone, card, viewer, game.state.controls));
}

describe("showing hands to spectators", () => {
  it("needs both players' consent, only for spectators, and ends when either withdraws", () => {
    const game = new PlayedGame().started();
    expect(handSeenBy(game, SPECTATOR).some(Boolean)).toBe(false);
    game.do("p1", { type: "spectators.hands", show: true });
    expect(handsShown(game.state.controls)).toBe(false);
    expect(handSeenBy(game, SPECTATOR).some(Boolean)).toBe(false);
    game.do("p2", { type: "spectators.hands", show: true });
    expect(handSeenBy(game, SPECTATOR).every(Boolean)).toBe(true);
    expect(handSeenBy(game, P2).some(Boolean)).toBe(false);
    game.do("p2", { type: "spectators.hands", show: false });
    expect(handSeenBy(game, SPECTATOR).some(Boolean)).toBe(false);
  });

  it("is each player's own choice: a judge can't give it, nor repeat it", () => {
    const game = new PlayedGame().started();
    expect(game.try({ seat: "p1", judge: true }, { type: "spectators.hands", show: true })).toMatchObject({ ok: false, error: { code: "authority.player" } });
    game.do("p1", { type: "spectators.hands", show: true });
    expect(game.try({ seat: "p1" }, { type: "spectators.hands", show: true })).toMatchObject({ ok: false, error: { code: "sharing.same" } });
  });

  it("names drawn cards to spectators in the log only while shown; the opponent still reads a count", () => {
    const game = new PlayedGame().started();
    game.do("p1", { type: "spectators.hands", show: true }).do("p2", { type: "spectators.hands", show: true });
    const seat = game.state.turn.current!;
    const events = eventsOf(game.try({ seat }, { type: "draw", count: 2 }));
    const foe: Viewer = { role: "player", seat: seat === "p1" ? "p2" : "p1" };
    expect(renderLog("ptcg", events, SPECTATOR)[0]!.params).toMatchObject({ count: 2, hidden: 0 });
    expect(renderLog("ptcg", events, foe)[0]!.params).toEqual({ count: 2, hidden: 2 });
    game.do(seat, { type: "spectators.hands", show: false });
    const later = eventsOf(game.try({ seat }, { type: "draw", count: 1 }));
    expect(renderLog("ptcg", later, SPECTATOR)[0]!.params).toEqual({ count: 1, hidden: 1 });
  });

  it("does not let the opponent touch a shown hand", () => {
    const game = new PlayedGame().started();
    game.do("p1", { type: "spectators.hands", show: true }).do("p2", { type: "spectators.hands", show: true });
    const card = game.pile("p1.hand")[0]!;
    expect(game.try({ seat: "p2" }, { type: "move", cards: [{ zone: "p1.hand", pid: card.pid }], to: { zone: "p1.discard" } })).toMatchObject({
      ok: false,
      error: { code: "authority.hidden" },
    });
  });

  it("gives hand cards fresh ids when they are hidden again, and later corrections still fold", () => {
    const game = new PlayedGame().started();
    const seat = game.state.turn.current!;
    game.do("p1", { type: "spectators.hands", show: true }).do("p2", { type: "spectators.hands", show: true });
    const shownIds = game.pile(`${seat}.hand`).map((c) => c.pid);
    game.do("p2", { type: "spectators.hands", show: false });
    const hiddenIds = game.pile(`${seat}.hand`).map((c) => c.pid);
    expect(hiddenIds.some((pid) => shownIds.includes(pid))).toBe(false);
    // A move naming a new id, then an undo of the move after it: the rebuild replays the consent in its place.
    game.do(seat, { type: "move", cards: [{ zone: `${seat}.hand`, pid: hiddenIds[0]! }], to: { zone: `${seat}.discard` } });
    game.do(seat, { type: "coin", count: 1 });
    game.askUndo(seat);
    game.do(seat === "p1" ? "p2" : "p1", { type: "prompt.answer", prompt: game.undoPrompt, accept: true });
    expect(game.pile(`${seat}.discard`)).toHaveLength(1);
    expect(foldHistory(game.definition, game.initial, game.journal.history).state).toEqual(game.state);
  });
});
