/**
 * One log line per event and audience. A line is a key and params for the i18n layer, never
 * prose, so every language renders the same facts; card names reach params only when the
 * viewer could see the card (engine/mentions.ts). The table's game is asked first (its
 * GameLog): it words its own moves' events; the lines below are every game's.
 */
import type { TableEvent } from "../engine/events";
import { cardParams, joinList, stackAtParams, zoneSeat, type LogLine as Line } from "../engine/mentions";
import type { Seat, Viewer } from "../engine/types";
import { gameById, type GameLog } from "../games";
import { advisoryFor, mayRead } from "./advisory";
import { describeCardsMoved, describeStackMoved, describeSwap } from "./moves";
import { describeNote, describePromptClosed, describePromptOpened } from "./prompts";

export interface LogEntry {
  /**
   * Position of the event in the game's event list (the caller's numbering): equal for every
   * audience. A private line (log/private-lines.ts) is numbered after the line it follows: 41.01.
   */
  seq: number;
  /** An i18n key in the `log` namespace (the game's first), e.g. "move.draw" or "advisory.ptcg.supporter.second". */
  key: string;
  /** Zone keys ("p1.hand"), seats, ids and counts; list params are joined with LIST_SEPARATOR. */
  params: Record<string, string | number>;
  /** Who acted. */
  seat: Seat | null;
  /** A judge acted (on behalf of `seat`). */
  judge: boolean;
  advisory?: { code: string; source: string; target?: string };
  /** One seat acted on the other seat's cards or zones: the owner's UI can highlight it. */
  crossSide?: boolean;
  /** An undo or a judge's rewind took this line's action back: the line stays, struck through. */
  takenBack?: TakenBack;
  /**
   * The next line of this viewer's log was written by the same action (a concession and the
   * win it gives, a move and its warning): rewinding to this line is rewinding to that one.
   * Set in a table's live log (Journal.liveLog), not in game records.
   */
  continues?: true;
}

/** Who took a line back: `by` is the log seq of the correction's own line. */
export interface TakenBack {
  by: number;
  how: "undo" | "rewind";
  /** Undo: the player who asked, and the player who agreed (a judge may have agreed for them: `judge`). */
  askedBy?: Seat;
  agreedBy?: Seat;
  /** A judge made the correction (every rewind; an undo a judge agreed to). */
  judge?: boolean;
}

function describe(event: TableEvent, viewer: Viewer, game: GameLog | undefined): Line | null {
  switch (event.type) {
    case "deck.loaded": {
      const key = event.placeholders > 0 ? "deck.loaded-placeholders" : "deck.loaded";
      return { key, params: { count: event.count, placeholders: event.placeholders } };
    }
    case "cards.moved":
      return describeCardsMoved(event, viewer, game);
    case "stack.moved":
      return describeStackMoved(event, viewer);
    case "stacks.swapped":
      return describeSwap(event, viewer);
    case "zone.shuffled":
      return { key: "shuffle", params: { zone: event.zone, count: event.count }, touches: [zoneSeat(event.zone)] };
    case "zone.searched":
      return { key: "search", params: { zone: event.zone, count: event.count }, touches: [zoneSeat(event.zone)] };
    case "cards.looked":
      return { key: `look.${event.from}`, params: { zone: event.zone, count: event.count }, touches: [zoneSeat(event.zone)] };
    case "look.stopped":
      return { key: "look.stopped", params: { zone: event.zone }, touches: [zoneSeat(event.zone)] };
    case "look.reordered":
      // Never which card went where: only the looker may know the cards.
      return { key: "look.reordered", params: { zone: event.zone, count: event.count }, touches: [zoneSeat(event.zone)] };
    case "cards.flipped":
      // Face up is told without an actor (setup's reveal is stamped with whoever got ready last): no cross-side flag.
      if (!event.faceDown) return { key: "flip.up", params: { ...cardParams(event.cards, viewer), zone: event.zone } };
      return { key: "flip.down", params: { ...cardParams(event.cards, viewer), zone: event.zone }, touches: [zoneSeat(event.zone)] };
    case "cards.revealed":
      return { key: event.revealed ? "reveal" : "hide", params: { ...cardParams(event.cards, viewer), zone: event.zone }, touches: [zoneSeat(event.zone)] };
    case "counter.changed": {
      const params = { ...stackAtParams(event.place, event.top, viewer), counter: event.counter, amount: Math.abs(event.to - event.from), total: event.to };
      const key = event.to === 0 ? "counter.clear" : event.to > event.from ? "counter.add" : "counter.remove";
      return { key, params, touches: [zoneSeat(event.place.zone)] };
    }
    case "player-counter.changed": {
      const params = { counter: event.counter, amount: Math.abs(event.to - event.from), total: event.to };
      const key = event.to === 0 ? "counter.player-clear" : event.to > event.from ? "counter.player-add" : "counter.player-remove";
      return { key, params, touches: [event.seat] };
    }
    case "condition.changed": {
      const params = { ...stackAtParams(event.place, event.top, viewer), condition: event.condition, replaced: joinList(event.replaced) };
      const key = !event.on ? "condition.off" : event.replaced.length > 0 ? "condition.replace" : "condition.on";
      return { key, params, touches: [zoneSeat(event.place.zone)] };
    }
    case "marker.changed":
      if (!event.place) return { key: event.on ? "marker.player-on" : "marker.player-off", params: { marker: event.marker }, touches: [event.seat] };
      return { key: event.on ? "marker.on" : "marker.off", params: { ...stackAtParams(event.place, event.top, viewer), marker: event.marker }, touches: [event.seat] };
    case "coins.flipped": {
      // The first-player flip is told by first.chosen.
      if (event.purpose === "first-player") return null;
      const params = { results: joinList(event.results), count: event.results.length, heads: event.results.filter((r) => r === "heads").length };
      return { key: "coins.flip", params };
    }
    case "turn.began":
      return { key: "turn.began", params: { player: event.seat, number: event.number } };
    case "markers.reset":
      return { key: "markers.reset", params: { player: event.seat, markers: joinList(event.markers) } };
    case "phase.changed":
      return ["setup", "playing", "finished"].includes(event.to) ? { key: `phase.${event.to}`, params: {} } : null;
    case "first.chosen":
      return { key: "first.chosen", params: { player: event.seat, coin: event.coin } };
    case "first.won":
      return { key: "first.won", params: { player: event.seat, coin: event.coin } };
    case "first.decided":
      // The flip's winner (or a judge for it) chose, before the hands were dealt.
      return { key: event.seat === event.won ? "first.go" : "first.second", params: { player: event.seat } };
    case "first.changed":
      // The flip's winner hands the first turn to the other player, or takes it back.
      return { key: event.seat === event.won ? "first.first" : "first.second", params: { player: event.seat } };
    case "setup.ready":
      return { key: "setup.ready", params: {} };
    case "prompt.opened":
      return describePromptOpened(event);
    case "prompt.closed":
      return describePromptClosed(event);
    case "conceded":
      return { key: "conceded", params: {} };
    case "game.won":
      if (event.winner === "draw") return { key: "game.draw", params: { reason: event.reason } };
      return { key: "game.won", params: { player: event.winner, reason: event.reason } };
    case "note":
      return describeNote(event, viewer, game?.hiddenCard);
    case "advisory": {
      // Unnumbered for the others (private-lines.ts): renderLog asks only its readers.
      if (!mayRead(event.advisory, viewer)) return null;
      const { code, source, target, params } = advisoryFor(event.advisory, viewer);
      return { key: `advisory.${code}`, params: { ...params }, advisory: { code, source, ...(target !== undefined && { target }) } };
    }
    case "turn.set":
      return { key: "table.turn-set", params: { number: event.number, player: event.current }, actorless: true };
    case "table.paused":
      return { key: event.paused ? "table.paused" : "table.resumed", params: {}, actorless: true };
    case "sharing.changed":
      return { key: !event.show ? "sharing.hands-off" : event.shown ? "sharing.hands-on-both" : "sharing.hands-on", params: {} };
    case "practice.viewed":
      return { key: "practice.viewed", params: { player: event.seat }, actorless: true };
    case "record.revealed":
      return { key: !event.reveal ? "record.reveal-off" : event.revealed ? "record.reveal-both" : "record.reveal-on", params: {} };
    case "history.undone":
      // A judge who agreed did so for the player asked, whichever seat the judge acts as: the
      // line names that player, and nobody reads "You agreed" for an agreement they never gave.
      if (event.by?.judge) return { key: "history.undone-by-judge", params: { player: event.askedBy, agreedBy: event.agreedBy, count: event.seqs.length }, actorless: true };
      return { key: "history.undone", params: { player: event.askedBy, count: event.seqs.length } };
    case "history.rewound":
      return { key: "history.rewound", params: { count: event.seqs.length }, actorless: true };
    default:
      // A game's own event that its GameLog did not word (or a game this build doesn't know): no line.
      return null;
  }
}

/**
 * The line `viewer` gets for `event` at a table of `game` (its id), or null when the event makes
 * no line. `seq` is the caller's.
 */
export function describeEvent(game: string, event: TableEvent, viewer: Viewer): LogEntry | null {
  const log = gameById(game)?.log;
  const own = log?.describe(event, viewer);
  const line = own === undefined ? describe(event, viewer, log) : own;
  if (!line) return null;
  const seat = line.actorless ? null : (event.by?.seat ?? null);
  const entry: LogEntry = { seq: 0, key: line.key, params: line.params, seat, judge: event.by?.judge === true };
  if (line.advisory) entry.advisory = line.advisory;
  if (seat && line.touches?.some((s) => s !== null && s !== seat)) entry.crossSide = true;
  return entry;
}
