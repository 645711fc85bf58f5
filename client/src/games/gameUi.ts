/**
 * What a game brings to the client, beside its rules in @playmat/shared: how the lobby names it
 * and asks for its options, and (loaded with the table, not the lobby) how its table is laid
 * out, what a drop of this on that means, its menus and its own controls. The shell under
 * `table/` draws everything around it — connection, header, log, chat, prompts, undo, judge
 * tools, drag and drop, the keyboard path — and asks the table's GameTable for the rest.
 */
import type { ClientAction, Destination, GameDefinition, Seat } from "@playmat/shared";
import type { ComponentType } from "react";
import type { Shortcut } from "../keyboard/shortcuts";
import type { CardSnap, PromptSnap } from "../net/snapshot";
import type { MovedCard, MoveSource, MoveTarget } from "../table/intents";
import type { MenuItem } from "../table/menu/types";
import type { TableCtx } from "../table/TableContext";

/** A game's create-room options as fields of the lobby's form: typed values, sent as `options`. */
export interface CreateOptions {
  /** The fields' values before the player types (as typed: strings). */
  initial: Record<string, string>;
  /** The fields, inside the form's row beside the game's choice. */
  Fields: ComponentType<{ values: Record<string, string>; set(name: string, value: string): void }>;
  /** What the room is created with. */
  toOptions(values: Record<string, string>): Record<string, unknown>;
}

/** The part the lobby needs: registered in games/index.ts, loaded with the first page, so kept small. */
export interface GameUi {
  id: string;
  /** The game's definition as the server runs it (shared GAMES). */
  definition: GameDefinition;
  /** The key of the game's name in the lobby ("Pokémon TCG"), in its own words (`<id>/ui`: GameStrings.ui in shared). */
  nameKey: string;
  createOptions?: CreateOptions;
  /** The table: its own chunk, loaded with the table screen or the replay viewer. */
  loadTable(): Promise<GameTable>;
}

type Ctx = TableCtx;

/**
 * A question only this game puts (a prompt kind the shell doesn't know, such as "take prizes
 * now"): its words and its answers. The shell draws the question, focuses it, adds "Dismiss".
 */
export interface GamePrompt {
  /** The question as this viewer reads it; a judge reads it as put to its player, by name (`judge`). */
  text(ctx: Ctx, prompt: PromptSnap, judge: boolean): string;
  /** Its answers, before the shell's "Dismiss": each calls `answering()` first, so focus goes on when the question closes. */
  Answers: ComponentType<{ prompt: PromptSnap; judge: boolean; answering(): void }>;
}

/** A game's table, as the shell draws it. */
export interface GameTable {
  /** The game's definition (its counters, conditions, markers, assists), as GameUi's. */
  definition: GameDefinition;
  /** One player's half of the playmat; the top one is the same half turned around. */
  Side: ComponentType<{ seat: Seat; position: "top" | "bottom" }>;
  /** Zones no seat owns, at the left of the centre line. `live`: at the table (a replay frame has no "All (N)"). */
  SharedZones: ComponentType<{ live: boolean }>;
  /** Lines the centre line adds for this game: what its rules have a player do next. */
  Hints: ComponentType;
  /** The game's own judge tools (a ladder of rulings its rules describe), in the judge's panel after the shell's; absent: none. */
  JudgeTools?: ComponentType;
  controls: {
    /** The seat's row before it is ready (ready, change deck, and what setup asks of it). */
    Setup: ComponentType<{ onChangeDeck(): void }>;
    /** Buttons after "Search" once cards may be taken; `count` is the Count field's. */
    CardButtons: ComponentType<{ count: number; used(sent: Promise<boolean>): void }>;
    /** Buttons before "Markers" while playing. */
    PlayButtons: ComponentType<{ menuAt(e: React.MouseEvent<HTMLButtonElement>, label: string, items: MenuItem[]): void }>;
  };
  /** The actions that carry out moving `source` onto `target` (empty: nothing to do). */
  intentFor(source: MoveSource, target: MoveTarget): ClientAction[];
  menus: {
    card(ctx: Ctx, card: CardSnap, moved: MovedCard): MenuItem[];
    zone(ctx: Ctx, zoneKey: string): MenuItem[];
    /** Moves `source` to a zone of `seat` by the id the shortcut keys use ("hand", "deck-top", …). */
    moveTo(ctx: Ctx, source: MoveSource, seat: Seat, id: string): ClientAction[];
    /** The seat whose zones "to the hand / discard / …" means for `source`. */
    ownerSeat(ctx: Pick<Ctx, "actingSeat" | "persp">, source: MoveSource): Seat;
    /** The slot "q" or "e" then a digit picks among the acting seat's stacks, or null. */
    slotByDigit(ctx: Pick<Ctx, "actingSeat">, digit: number): { zone: string; slot: number } | null;
  };
  /** The questions only this game puts, by prompt kind. */
  prompts: Readonly<Record<string, GamePrompt>>;
  /**
   * A request to move or discard a stack in play in words naming the stack as the game's log
   * does ("your Active Voltkit"); undefined for the shell's unnamed words (or another action).
   */
  describeRequest(ctx: Pick<Ctx, "t" | "persp" | "names" | "snap">, action: ClientAction): string | undefined;
  /** The zones one of the game's own moves puts cards in (a card taken into `seat`'s hand): focus follows the card there. */
  landsIn(action: ClientAction, seat: Seat): string[];
  /** What the shortcut keys do on this game's stacks in play. */
  keys: {
    /** Keys that put the selection onto a stack picked next by a digit ("q": attach), and how. */
    onStack: Partial<Record<Shortcut["kind"], NonNullable<Destination["as"]>>>;
    /** The counter the digits change on a selected stack (1–9 add ten each, Alt takes off, 0 clears); none: digits draw. */
    stackCounter?: string;
  };
  /** A stack in play as menus and the pile browser name it: "Voltkit (Your active Pokémon, slot 1)"; the table's snapshot says where a slot is (Toy Battle's map). */
  stackLabel(ctx: Pick<Ctx, "t" | "persp" | "snap">, zone: string, slot: number, topName: string): string;
  /** The English rule text of each advisory code, for a reader whose language has no line for it. */
  advisoryRules: ReadonlyMap<string, string>;
}
