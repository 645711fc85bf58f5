/** Log lines for questions put to players (approve an action or an undo, confirm a win) and assist notes. */
import type { ClientAction } from "../engine/actions";
import type { TableEventOf } from "../engine/events";
import { SEATS, type Prompt, type Viewer } from "../engine/types";
import { viewerSees } from "../engine/visibility";
import type { LogLine as Line, Params } from "../engine/mentions";

/**
 * The key that says what a request asks for (`action.<key>` in the log's resources): the action's
 * type ("move.stack" → "move-stack"); a move says too whether its card is chosen at random and
 * whether it goes to the bottom of a pile ("move-random-bottom": a random card from the hand to
 * the bottom of the deck), as the player who approves must know.
 */
export function requestActionKey(action: ClientAction): string {
  if (action.type !== "move") return action.type.replace(/\./g, "-");
  const random = action.cards.some((c) => "random" in c);
  return `move${random ? "-random" : ""}${action.to.at === "bottom" ? "-bottom" : ""}`;
}

/** What a request asks for: its key (requestActionKey) and its zone. */
function requestParams(prompt: Prompt): Params {
  const action = prompt.data.action as ClientAction | undefined;
  if (!action) return {};
  const params: Params = { action: requestActionKey(action) };
  const zone = "zone" in action ? action.zone : "to" in action && typeof action.to === "object" ? action.to.zone : undefined;
  if (typeof zone === "string") params.actionZone = zone;
  if ("cards" in action) params.count = action.cards.length;
  return params;
}

export function describePromptOpened({ prompt }: TableEventOf<"prompt.opened">): Line | null {
  switch (prompt.kind) {
    case "approve-action":
      return { key: "prompt.approve-action", params: { player: prompt.to, ...requestParams(prompt) } };
    case "confirm-win": {
      // Both seats get the same question in one go; one line tells it (the first seat's).
      if (prompt.to !== SEATS[0]) return null;
      const { winner, reason } = prompt.data as { winner: string; reason: string };
      if (winner === "draw") return { key: "prompt.confirm-draw", params: { reason } };
      return { key: "prompt.confirm-win", params: { player: winner, reason } };
    }
    case "approve-undo": {
      const takes = (prompt.data.takes ?? []) as { showedHiddenInformation?: boolean }[];
      const key = takes.some((t) => t.showedHiddenInformation) ? "prompt.approve-undo-revealing" : "prompt.approve-undo";
      return { key, params: { player: prompt.to, count: Number(prompt.data.count ?? takes.length) } };
    }
  }
  return null;
}

/** The answer is credited to the prompt's addressee; `by` stamps a judge who answered for them. */
export function describePromptClosed({ prompt, accepted, withdrawn }: TableEventOf<"prompt.closed">): Line | null {
  const params = { player: prompt.to };
  switch (prompt.kind) {
    case "approve-undo":
      // An accepted undo is told by its history.undone line.
      if (withdrawn) return { key: "prompt.undo-lapsed", params: {}, actorless: true };
      return accepted ? null : { key: "prompt.undo-declined", params };
    case "approve-action":
      return { key: accepted ? "prompt.approved" : "prompt.declined", params };
    case "confirm-win":
      return { key: accepted ? "prompt.confirmed" : "prompt.disputed", params };
  }
  return null;
}

/**
 * Notes written by assists. Their params are public by construction (a card's name in play);
 * `seat` is renamed `player` and `name` `card` to match the other lines. `hiddenCard`: what the
 * table's game calls a card whose face the reader may not see (GameLog); without one, the
 * line reads "a face-down card".
 */
export function describeNote(event: TableEventOf<"note">, viewer: Viewer, hiddenCard?: string): Line {
  const params: Params = {};
  for (const [key, value] of Object.entries(event.params)) params[key === "seat" ? "player" : key] = value;
  // The card's name only for those who could see it.
  if (event.card && viewerSees(event.card.seenBy, viewer)) params.card = event.card.name;
  else if (event.card && hiddenCard !== undefined) params.card = hiddenCard;
  if (event.key === "draw.short") params.count = event.params.requested ?? 0;
  return { key: `note.${event.key}`, params };
}
