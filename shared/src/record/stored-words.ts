/**
 * Words a stored game may hold that the engine has since renamed, brought to today's where
 * stored games come back (server/src/rooms/load-game.ts), so a game stored by an older server
 * replays to the same table and its log reads as it did. The engine knows today's words only.
 *
 * - Destination `as: "evolve"` and the event Place `layer: "evolve"` are `"onto"` now: a card
 *   put on top of a stack as its new face, which every game with stacks has (docs/protocol.md).
 *   A request prompt's proposed action may hold one too, in a stored snapshot or event.
 */
import type { TableEvent } from "../engine/events";
import type { Prompt, TableState } from "../engine/types";

const RENAMED_AS: Readonly<Record<string, string>> = { evolve: "onto" };

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null && !Array.isArray(value);

/** A destination or place with today's word in `key` ("as" or "layer"); the same object when it had none to change. */
function renamedIn<T>(value: T, key: "as" | "layer"): T {
  if (!isObject(value)) return value;
  const old = value[key];
  if (typeof old !== "string" || !Object.hasOwn(RENAMED_AS, old)) return value;
  return { ...value, [key]: RENAMED_AS[old] } as T;
}

/** An action as stored (a move, a request carrying one, a correction's mark) in today's words; the same object when nothing changed. */
export function upgradeStoredAction<A extends { type: string }>(action: A): A {
  const loose = action as unknown as Loose;
  if (loose.type === "move" && isObject(loose.to)) {
    const to = renamedIn(loose.to, "as");
    return to === loose.to ? action : ({ ...loose, to } as unknown as A);
  }
  if (loose.type === "request" && isObject(loose.action)) {
    const inner = upgradeStoredAction(loose.action as { type: string });
    return inner === loose.action ? action : ({ ...loose, action: inner } as unknown as A);
  }
  return action;
}

function upgradePrompt(prompt: Prompt): Prompt {
  if (!isObject(prompt.data.action)) return prompt;
  const action = upgradeStoredAction(prompt.data.action as { type: string });
  return action === prompt.data.action ? prompt : { ...prompt, data: { ...prompt.data, action } };
}

/** An action's stored events in today's words; the same array when nothing changed. */
export function upgradeStoredEvents(events: readonly TableEvent[]): TableEvent[] {
  let changed = false;
  const upgraded = events.map((event): TableEvent => {
    let next = event;
    if (event.type === "cards.moved") {
      const to = renamedIn(event.to, "layer");
      if (to !== event.to) next = { ...event, to };
    } else if (event.type === "prompt.opened" || event.type === "prompt.closed") {
      const prompt = upgradePrompt(event.prompt);
      if (prompt !== event.prompt) next = { ...event, prompt };
    }
    changed ||= next !== event;
    return next;
  });
  return changed ? upgraded : (events as TableEvent[]);
}

/** A stored table (a snapshot) in today's words: its open prompts' proposed actions. The same table when nothing changed. */
export function upgradeStoredState(state: TableState): TableState {
  const prompts = state.prompts.map(upgradePrompt);
  return prompts.every((p, i) => p === state.prompts[i]) ? state : { ...state, prompts };
}
