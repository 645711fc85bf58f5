/**
 * A table as one viewer could see it at one moment: the game record's per-step view. The same
 * rule as the live sync layer (sync/project.ts on the server): hidden piles are counts, and a
 * card's face (its defId) is there only when canSee() says so with the table's controls of
 * that moment. A judge (or a record both players revealed) sees everything, deck order included.
 */
import type { GameDefinition } from "../engine/definition";
import { handsShown, SEATS, type Card, type Prompt, type Seat, type Stack, type TableControls, type TableState, type Viewer, type Zone } from "../engine/types";
import { canSee, listsCards } from "../engine/visibility";

export interface CardSeen {
  pid: string;
  faceDown?: true;
  revealed?: true;
  /** Only when the viewer could see the face. */
  defId?: string;
}

export interface SlotSeen {
  sid: string;
  cards: CardSeen[];
  attached: CardSeen[];
  counters: Record<string, number>;
  conditions: string[];
  markers: string[];
  enteredTurn: number;
  evolvedTurn: number | null;
}

export interface ZoneSeen {
  count: number;
  /** Piles the viewer may list (not a hidden pile, unless a judge looks). */
  cards?: CardSeen[];
  slots?: (SlotSeen | null)[];
}

export interface PlayerSeen {
  deckSubmitted: boolean;
  ready: boolean;
  mulligans: number;
  markers: string[];
  conceded: boolean;
  looking: "look" | "search" | null;
  showsHand: boolean;
  revealsRecord: boolean;
}

export interface TableView {
  seq: number;
  phase: TableState["phase"];
  winner: TableState["winner"];
  /**
   * Why the game ended (finishGame's reason), null before. Always present in a new view: a step's
   * changes carry only fields a view has, so a rewind past the end must set it back to null.
   * Absent in records written before it was kept.
   */
  winReason?: string | null;
  turn: { number: number; current: Seat | null; first: Seat | null; attacked: boolean };
  players: Record<Seat, PlayerSeen>;
  zones: Record<string, ZoneSeen>;
  prompts: Prompt[];
  paused: boolean;
  handsShown: boolean;
}

/**
 * The zone views viewTable() made for one viewer, by the engine's zone object. Tables share
 * the zones an action never reached with the table before (engine/copy.ts), so the steps of a
 * game record find most of their zones here, and a zone seen again is the very same view: the
 * record compares views by identity before it compares them by value. A zone's view depends
 * on nothing but the zone, the viewer and the table's controls (the hands shown to spectators).
 */
export class ZoneViews {
  private readonly made = new Map<Zone, { controls: TableControls; seen: ZoneSeen }>();

  get(zone: Zone, controls: TableControls): ZoneSeen | undefined {
    const made = this.made.get(zone);
    return made?.controls === controls ? made.seen : undefined;
  }

  set(zone: Zone, controls: TableControls, seen: ZoneSeen): void {
    this.made.set(zone, { controls, seen });
  }

  /** Forgets the views of every zone but these (a table's): what the next step can reuse. */
  keepOnly(zones: readonly Zone[]): void {
    const keep = new Set(zones);
    for (const zone of this.made.keys()) if (!keep.has(zone)) this.made.delete(zone);
  }
}

/**
 * Format version 1 names three of the Pokémon TCG's counters and markers as fields of its own
 * (`mulligans`, the turn's `attacked`, a slot's `evolvedTurn`: the stack's toppedTurn), as the
 * table did when it was defined; files written then must keep opening. A version that carries
 * every game's counters and markers as the table does is the record's next step.
 */
const V1_MULLIGANS = "mulligans";
const V1_ATTACKED = "attacked";

/** `zoneViews`: the views made for the same viewer before, to reuse (they must never be changed). */
export function viewTable(definition: GameDefinition, state: TableState, viewer: Viewer, zoneViews?: ZoneViews): TableView {
  const judge = viewer.role === "judge";
  const zones: Record<string, ZoneSeen> = {};
  for (const zone of Object.values(state.zones)) {
    const known = zoneViews?.get(zone, state.controls);
    if (known) {
      zones[zone.key] = known;
      continue;
    }
    const seen = (card: Card): CardSeen => ({
      pid: card.pid,
      ...(card.faceDown && { faceDown: true as const }),
      ...(card.revealed && { revealed: true as const }),
      ...(canSee(definition, zone, card, viewer, state.controls) && { defId: card.defId }),
    });
    if (zone.layout === "pile") {
      zones[zone.key] = { count: zone.cards.length, ...((judge || listsCards(definition, zone)) && { cards: zone.cards.map(seen) }) };
      zoneViews?.set(zone, state.controls, zones[zone.key]!);
    } else {
      const slot = (stack: Stack | null): SlotSeen | null =>
        stack && {
          sid: stack.sid,
          cards: stack.cards.map(seen),
          attached: stack.attached.map(seen),
          counters: { ...stack.counters },
          conditions: [...stack.conditions],
          markers: [...stack.markers],
          enteredTurn: stack.enteredTurn,
          evolvedTurn: stack.toppedTurn,
        };
      zones[zone.key] = { count: zone.slots.filter(Boolean).length, slots: zone.slots.map(slot) };
      zoneViews?.set(zone, state.controls, zones[zone.key]!);
    }
  }
  const players = {} as Record<Seat, PlayerSeen>;
  for (const seat of SEATS) {
    const p = state.players[seat];
    players[seat] = {
      deckSubmitted: p.deckSubmitted,
      ready: p.ready,
      mulligans: p.counters[V1_MULLIGANS] ?? 0,
      markers: [...p.markers],
      conceded: p.conceded,
      looking: p.looking ? (p.looking.search ? "search" : "look") : null,
      showsHand: state.controls.handsToSpectators[seat],
      revealsRecord: Boolean(p.revealsRecord),
    };
  }
  const { number, current, first } = state.turn;
  const attacked = state.turn.markers.includes(V1_ATTACKED);
  return {
    seq: state.seq,
    phase: state.phase,
    winner: state.winner,
    winReason: state.winReason ?? null,
    turn: { number, current, first, attacked },
    players,
    zones,
    prompts: structuredClone(state.prompts),
    paused: state.controls.paused,
    handsShown: handsShown(state.controls),
  };
}
