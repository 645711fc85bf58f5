/**
 * A game as the server's table session keeps it, without the server: every accepted action
 * goes into a Journal with the randomness it started from; undo requests, their answers and
 * judge rewinds go through engine/corrections.ts. Tests of undo, rewind and records use it.
 */
import type { Action } from "../engine/actions";
import { apply } from "../engine/apply";
import { acceptUndo, planUndo, rewindTo, undoPromptOf, type Correction } from "../engine/corrections";
import type { GameDefinition } from "../engine/definition";
import type { TableEvent } from "../engine/events";
import { entryFor } from "../engine/history";
import { createTable } from "../engine/table";
import type { Actor, Seat, TableState, Viewer } from "../engine/types";
import { ptcg } from "../games/ptcg";
import type { ChatAuthor } from "../log/chat";
import { Journal } from "../record/journal";
import { buildRecord, type GameRecord, type RecordSource } from "../record/record";
import { testDeck } from "./cards";

type Outcome = { ok: true; events: TableEvent[] } | { ok: false; error: { code: string; message: string } };

export class PlayedGame {
  readonly initial: TableState;
  state: TableState;
  readonly journal: Journal;
  /** Called after every change to the journal (an action, a correction, a chat line). */
  onChange: () => void = () => {};

  /**
   * A game on a table as one is created now; `options` (as an older table stored them) replace its
   * options; `table.practice` makes it a practice table (one person, both seats).
   */
  constructor(
    readonly definition: GameDefinition = ptcg,
    seed: number | string = 42,
    options: Record<string, unknown> = definition.newTableOptions ?? {},
    table: { practice?: boolean } = {},
  ) {
    this.initial = createTable(definition, options, seed, table);
    this.journal = new Journal(definition.id);
    this.state = this.initial;
  }

  /** What the session does with an action: an answer to an undo request is a correction (or a decline). */
  try(actor: Actor, action: Action): Outcome {
    const undo = undoPromptOf(this.state, action);
    if (undo && action.type === "prompt.answer") {
      if (action.accept) return this.commit(acceptUndo(this.definition, this.initial, this.journal.history, this.state, undo, actor, this.journal.linesOf));
      return this.try(actor, { type: "undo.decline", prompt: undo.id });
    }
    const result = apply(this.definition, this.state, action, actor);
    if (!result.ok) return result;
    this.journal.append(entryFor(this.state, action, actor), result.events);
    this.state = result.state;
    this.onChange();
    return { ok: true, events: result.events };
  }

  do(seat: Seat, action: Action, judge = false): this {
    const outcome = this.try(judge ? { seat, judge: true } : { seat }, action);
    if (!outcome.ok) throw new Error(`${seat} ${action.type} refused: ${outcome.error.message}`);
    return this;
  }

  askUndo(seat: Seat, count = 1): Outcome {
    const plan = planUndo(this.definition, this.journal.history, seat, count, this.journal.linesOf);
    return plan.ok ? this.try({ seat }, plan.action) : plan;
  }

  /** The open undo request's prompt id. */
  get undoPrompt(): string {
    const prompt = this.state.prompts.find((p) => p.kind === "approve-undo");
    if (!prompt) throw new Error("no undo request is open");
    return prompt.id;
  }

  rewind(toSeq: number): Outcome {
    return this.commit(rewindTo(this.definition, this.initial, this.journal.history, this.state, toSeq, { seat: "p1", judge: true }, this.journal.linesOf));
  }

  say(from: ChatAuthor, text: string): number {
    const line = this.journal.say({ type: "chat", from, text, afterSeq: this.journal.history.length });
    this.onChange();
    return line;
  }

  record(viewer: Viewer, names = { p1: "Alice", p2: "Bob" }): GameRecord {
    return buildRecord(this.recordSource(names), viewer);
  }

  /** What a record is made of, as the session hands it over. */
  recordSource(names = { p1: "Alice", p2: "Bob" }): RecordSource {
    const { history, items, spans, privates } = this.journal;
    return { definition: this.definition, initial: this.initial, state: this.state, history, items, spans, privates, name: "Test", players: names };
  }

  /** Both decks loaded, the flip's winner goes first (hands are dealt), a Sprout each as Active, both ready: play begins. */
  started(): this {
    this.do("p1", { type: "deck.load", cards: testDeck() }).do("p2", { type: "deck.load", cards: testDeck() }).winnerGoesFirst();
    for (const seat of ["p1", "p2"] as const) {
      const deck = this.pile(`${seat}.deck`);
      const index = deck.findIndex((c) => this.state.cards[c.defId]!.name === "Sprout");
      this.do(seat, { type: "move", cards: [{ zone: `${seat}.deck`, at: index }], to: { zone: `${seat}.active`, slot: 0 } }, true);
    }
    return this.do("p1", { type: "setup.ready" }).do("p2", { type: "setup.ready" });
  }

  /** Once both decks are in, the coin flip's winner goes first: on a table made now, that deals the hands. */
  winnerGoesFirst(): this {
    const won = this.state.turn.won;
    return won && this.state.turn.first === null ? this.do(won, { type: "setup.first", seat: won }) : this;
  }

  pile(key: string) {
    const zone = this.state.zones[key]!;
    if (zone.layout !== "pile") throw new Error(key);
    return zone.cards;
  }

  private commit(correction: Correction): Outcome {
    if (!correction.ok) return correction;
    this.journal.append(correction.entry, correction.events);
    this.state = correction.state;
    this.onChange();
    return { ok: true, events: correction.events };
  }
}
