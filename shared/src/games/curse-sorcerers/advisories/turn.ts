/**
 * The turn's rules (§4.2, §6.3): one sorcerer summoned in each main phase, no attack in a main
 * phase (combat comes between them), and at most five cards in hand when a turn ends; and the
 * table's option on the first player's first draw.
 */
import type { Seat } from "../../../engine/types";
import { MARKERS, phaseOf } from "../marks";
import { optionsOf } from "../options";
import { DRAWN_IN_DRAW_PHASE, summoned, summonedKey } from "../tally";
import { handOf } from "../zones";
import { advisory, cardsIn } from "./define";

/** §6.3: the hand the turn's player keeps at the end of its turn. */
export const HAND_LIMIT = 5;

export const secondSummon = advisory(
  "summon.second",
  "§4.2",
  "At most one sorcerer is summoned in each main phase.",
  ({ before, after, events, actor }) => {
    const phase = phaseOf(after.turn);
    if (phase !== "main-a" && phase !== "main-b") return [];
    const now = summoned(after, events);
    const earlier = before.turn.tally[actor.seat]?.[summonedKey(phase)] ?? 0;
    return now > 0 && earlier + now > 1 ? [{ params: { phase, count: earlier + now } }] : [];
  },
);

export const attackInMainPhase = advisory(
  "attack.main-phase",
  "§4.2",
  "Attacks are declared in the combat phase, not in main phase A or B.",
  ({ action, after }) => {
    if (action.type !== "curse-sorcerers.attack") return [];
    const phase = phaseOf(after.turn);
    const zone = after.zones[action.attacker.zone];
    const declared = zone?.layout === "slots" && zone.slots[action.attacker.slot]?.markers.includes(MARKERS.attacking);
    return declared && (phase === "main-a" || phase === "main-b") ? [{ target: action.attacker.zone, params: { phase } }] : [];
  },
);

export const handOverLimit = advisory(
  "hand.over",
  "§6.3",
  "At the end of a turn a player with more than five cards in hand chooses the excess and puts it in the graveyard.",
  ({ action, before }) => {
    if (action.type !== "turn.end" || !before.turn.current) return [];
    const seat: Seat = before.turn.current;
    const count = cardsIn(before.zones[handOf(seat)]).length;
    return count > HAND_LIMIT ? [{ target: handOf(seat), params: { count, over: count - HAND_LIMIT } }] : [];
  },
);

export const firstPlayerDraw = advisory(
  "draw.first-turn",
  "§4.2 (table option)",
  "On this table the player who goes first does not draw in the draw phase of the first turn.",
  ({ before, after, actor }) => {
    if (optionsOf(after.options).firstPlayerDraws || after.turn.number !== 1 || actor.seat !== after.turn.first) return [];
    const had = before.turn.tally[actor.seat]?.[DRAWN_IN_DRAW_PHASE] ?? 0;
    const has = after.turn.tally[actor.seat]?.[DRAWN_IN_DRAW_PHASE] ?? 0;
    return has > had && had === 0 ? [{ target: handOf(actor.seat) }] : [];
  },
);

