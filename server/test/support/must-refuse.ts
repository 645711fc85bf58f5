/**
 * Actions the table must refuse, whatever else holds, restated from protocol.md rather than
 * taken from the engine: a move asking for face down into a pile that shows its cards
 * (`move.face-down`: the card would land face up, its name sent to everyone), and actions that
 * would change nothing (`action.unchanged`: `look.end` to the top or bottom while not looking, a
 * slot swapped with itself, a flip to the face every card already shows). The random actions
 * (random-actions.ts) send them on purpose; the fuzzer and the random games fail if one is
 * accepted. Other refusals (authority, a paused table) may come first: only acceptance is wrong.
 */
import type { Card, ClientAction, Seat, TableState } from "@playmat/shared";

/** Piles nobody sees, where every card is face down anyway; slot zones keep a card face down too. */
const KEEPS_FACE_DOWN = new Set(["deck", "prize"]);

function cardByPid(state: TableState, zoneKey: string, pid: string): Card | undefined {
  const zone = state.zones[zoneKey];
  if (!zone) return undefined;
  const cards = zone.layout === "pile" ? zone.cards : zone.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : []));
  return cards.find((c) => c.pid === pid);
}

/** Why `seat` (or a judge acting for it) must be refused `action` on this table; undefined when it may go through. */
export function mustRefuse(state: TableState, seat: Seat, action: ClientAction): string | undefined {
  switch (action.type) {
    case "move": {
      const zone = state.zones[action.to.zone];
      if (action.to.faceDown && zone?.layout === "pile" && !KEEPS_FACE_DOWN.has(zone.spec)) return `face down into ${zone.key}, which shows its cards`;
      return undefined;
    }
    case "look.end": {
      const looking = state.zones[`${seat}.looking`];
      const idle = !state.players[seat]?.looking && looking?.layout === "pile" && looking.cards.length === 0;
      return idle && action.to !== "shuffle" ? `look.end to the ${action.to} while not looking` : undefined;
    }
    case "swap":
      return action.a.zone === action.b.zone && action.a.slot === action.b.slot ? "a slot swapped with itself" : undefined;
    case "flip": {
      // Cards named by position are not known here; a card not found is refused anyway (card.moved).
      if (action.cards.some((ref) => !("pid" in ref))) return undefined;
      const cards = action.cards.map((ref) => ("pid" in ref ? cardByPid(state, ref.zone, ref.pid) : undefined));
      const shows = (c: Card | undefined) => !c || (c.faceDown === action.faceDown && !(action.faceDown && c.revealed));
      return cards.every(shows) ? `a flip to the face ${action.faceDown ? "down" : "up"} the cards already show` : undefined;
    }
    default:
      return undefined;
  }
}
