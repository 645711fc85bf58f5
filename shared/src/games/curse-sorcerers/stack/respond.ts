/**
 * Priority (§2, §4.1: "Player B: 반응하겠는가? (O/X)"): whenever a card or an ability goes on top
 * of the stack, the other player is asked "respond?" (a `respond` prompt). Answering yes
 * opens nothing by itself: the player then puts a reaction on the stack, which asks the first
 * player in turn (a chain, FAQ Q1). Answering no resolves nothing either: "resolve top" is a
 * player's click (moves/resolve.ts). A question about a card that is no longer on top (it was
 * answered, resolved or moved) lapses.
 */
import type { Draft } from "../../../engine/draft";
import { ActionError } from "../../../engine/draft";
import type { TableEvent } from "../../../engine/events";
import { peekZones } from "../../../engine/copy";
import { openPrompt } from "../../../engine/handlers/turn";
import { otherSeat } from "../../../engine/types";
import { ZONE_IDS } from "../zones";
import { isAbilityToken } from "./ability-token";

export const RESPOND = "respond";

const putOnStack = (e: TableEvent): boolean =>
  (e.type === "cards.moved" && e.to.zone === ZONE_IDS.stack) || (e.type === "note" && e.key.startsWith("ability."));

/** An ability's token lives on the stack only (ability-token.ts): moved anywhere else, the move is refused. */
function assertTokensStay(draft: Draft, events: readonly TableEvent[]): void {
  for (const e of events) {
    if (e.type !== "cards.moved" || e.from.zone !== ZONE_IDS.stack) continue;
    if (e.cards.some((c) => isAbilityToken(draft.state.cards[c.defId]))) {
      throw new ActionError("ability.token", "An ability on the stack is not a card: resolve it (Resolve top) rather than moving it.");
    }
  }
}

export function askToRespond(draft: Draft, events: readonly TableEvent[]): void {
  const state = draft.state;
  if (state.phase !== "playing") return;
  assertTokensStay(draft, events);
  // Peeked, not drafted: most actions leave the stack alone, and an untouched zone stays the last table's.
  const peeked = peekZones(state.zones)[ZONE_IDS.stack];
  const top = peeked?.layout === "pile" ? peeked.cards[0] : undefined;
  const open = state.prompts.filter((p) => p.kind === RESPOND);
  const lapsed = open.filter((p) => p.data.top !== top?.pid);
  if (lapsed.length > 0) {
    state.prompts = state.prompts.filter((p) => !lapsed.includes(p));
    for (const prompt of lapsed) draft.emitUnattributed({ type: "prompt.closed", prompt, accepted: false, answeredBy: prompt.to, withdrawn: true });
  }
  if (!top || !events.some(putOnStack) || state.prompts.some((p) => p.kind === RESPOND)) return;
  const mention = draft.mention(top, peeked!);
  openPrompt(draft, { kind: RESPOND, to: otherSeat(top.owner), from: top.owner, data: { top: top.pid, name: mention.name, depth: (peeked as { cards: unknown[] }).cards.length } });
}
