/**
 * Actions the table must refuse, whatever else holds, restated from protocol.md rather than
 * taken from the engine: a move asking for face down into a pile that shows its cards
 * (`move.face-down`: the card would land face up, its name sent to everyone), and actions that
 * would change nothing (`action.unchanged`: `look.end` to the top or bottom while not looking, a
 * slot swapped with itself, a flip to the face every card already shows), and what the game's
 * own rules refuse (its test kit's `mustRefuse`). Which piles show their cards is the game's
 * rules too (its kit's `Secrecy`: a pile nobody may know keeps a card face down). Each game's
 * random actions (GameTestKit.randomAction) send them on purpose; the fuzzer and the random games fail if one is
 * accepted. Other refusals (authority, a paused table) may come first: only acceptance is wrong.
 */
import { gameById, type Card, type ClientAction, type Seat, type TableState } from "@playmat/shared";
import type { GameTestKit } from "@playmat/shared/testing";

/** Piles nobody sees keep every card face down anyway; slot zones keep a card face down too. */
const keepsFaceDown = (kit: GameTestKit, spec: string) => Object.hasOwn(kit.secrecy.zones, spec) && kit.secrecy.zones[spec] === "nobody";

function cardByPid(state: TableState, zoneKey: string, pid: string): Card | undefined {
  const zone = state.zones[zoneKey];
  if (!zone) return undefined;
  const cards = zone.layout === "pile" ? zone.cards : zone.slots.flatMap((s) => (s ? [...s.cards, ...s.attached] : []));
  return cards.find((c) => c.pid === pid);
}

/** Why `seat` (or a judge acting for it) must be refused `action` on this table of the kit's game; undefined when it may go through. */
export function mustRefuse(kit: GameTestKit, state: TableState, seat: Seat, action: ClientAction): string | undefined {
  return coreRefusal(kit, state, seat, action) ?? kit.mustRefuse?.(state, seat, action);
}

function coreRefusal(kit: GameTestKit, state: TableState, seat: Seat, action: ClientAction): string | undefined {
  switch (action.type) {
    case "move": {
      const zone = state.zones[action.to.zone];
      if (action.to.faceDown && zone?.layout === "pile" && !keepsFaceDown(kit, zone.spec)) return `face down into ${zone.key}, which shows its cards`;
      return undefined;
    }
    case "look.end": {
      // The pile the core `look` puts cards in, by the game's own name for it.
      const looking = state.zones[`${seat}.${gameById(kit.game)!.setup.zones.looking}`];
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
