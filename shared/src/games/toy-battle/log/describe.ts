/**
 * How Toy Battle's events read in the log. A placement is told by its note (after-action.ts),
 * which names the spot, so the move's own line is left out; the setup's set-aside tiles are a
 * count; the opening tiles are taken onto the stand; medals are what a player holds now; and
 * the set-aside tiles shown at the end are named. Everything else reads as every game's lines.
 */
import type { GameLog } from "../../game";
import type { TableEvent } from "../../../engine/events";
import { cardParams, zoneSeat, type LogLine } from "../../../engine/mentions";
import type { Viewer } from "../../../engine/types";
import { MEDALS } from "../marks";
import { isPlacement } from "../placements";
import { TOY_BATTLE_ZONE_IDS as Z } from "../zones";

const zoneIs = (key: string, id: string) => key.split(".").pop() === id;

/** Not the type guard: a move that is no placement is still a move. */
const placed: (event: TableEvent) => boolean = isPlacement;

export const TOY_BATTLE_LOG: GameLog = {
  describe(event: TableEvent, viewer: Viewer): LogLine | null | undefined {
    switch (event.type) {
      case "cards.moved":
        if (placed(event)) return null;
        if (event.via === "setup" && zoneIs(event.to.zone, Z.setAside)) return { key: "tiles.set-aside", params: { count: event.cards.length } };
        if (event.via === "setup" && zoneIs(event.to.zone, Z.stand)) return { key: "tiles.opening", params: cardParams(event.cards, viewer) };
        return undefined;
      case "player-counter.changed":
        if (event.counter !== MEDALS) return undefined;
        return { key: "medals.now", params: { player: event.seat, count: event.to }, actorless: true };
      case "cards.revealed":
        if (!zoneIs(event.zone, Z.setAside)) return undefined;
        return { key: "tiles.revealed", params: { ...cardParams(event.cards, viewer), player: zoneSeat(event.zone) ?? "" }, actorless: true };
      default:
        return undefined;
    }
  },
};
