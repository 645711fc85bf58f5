/**
 * The synced room state (server/src/sync/schema.ts) as plain, immutable data for React.
 * Colyseus mutates its state objects in place; every patch we copy them into these shapes.
 * A card without `face` is one this client may not see: it renders as a card back.
 */
import type { CardDef } from "@playmat/shared";

export interface CardFace {
  defId: string;
  name: string;
  /** Set only for a card lying in the other seat's zone (one the opponent dropped on your hand): whose it is. */
  owner?: string;
  /** A secret card's definition (a card of an uploaded list), which comes only with its face: no card API serves it. */
  def?: CardDef;
}

export interface CardSnap {
  pid: string;
  faceDown: boolean;
  revealed: boolean;
  face?: CardFace;
}

export interface SlotSnap {
  /** "" for an empty slot. */
  sid: string;
  /** Bottom to top: the last card is the Pokémon's face. */
  cards: CardSnap[];
  attached: CardSnap[];
  /** The game's stack counters by id (damage), absent at 0: read them with counterOf. */
  counters: Record<string, number>;
  conditions: string[];
  /** The game's stack markers (its flags): read them with hasMarker. */
  markers: string[];
  enteredTurn: number;
  /** The turn a card last went on top of the stack (an evolution), -1 for none. */
  toppedTurn: number;
}

export interface ZoneSnap {
  key: string;
  owner: string;
  spec: string;
  count: number;
  /** Piles: index 0 is the top. Hidden piles (deck, prizes) list nothing: use `count`. */
  cards: CardSnap[];
  slots: SlotSnap[];
}

export interface PlayerSnap {
  seat: string;
  /** A player holds this seat, connected or not. */
  seated: boolean;
  name: string;
  connected: boolean;
  deckSubmitted: boolean;
  ready: boolean;
  /** The game's player counters by id (mulligans), absent at 0: read them with counterOf. */
  counters: Record<string, number>;
  markers: string[];
  conceded: boolean;
  /** "", "look" or "search". */
  looking: string;
  /** This player agrees to show both hands to spectators. */
  showsHand: boolean;
  /** After the game: this player agrees that game records show every card. */
  revealsRecord: boolean;
}

export interface PromptSnap {
  id: string;
  kind: string;
  to: string;
  from: string;
  data: Record<string, unknown>;
}

export interface TurnSnap {
  number: number;
  current: string;
  first: string;
  /** Who won the coin flip ("" before setup): during setup, that player chooses who goes first. */
  won: string;
  /** The game's turn markers ("attacked"): read them with hasMarker. */
  markers: string[];
  /** What was played this turn. Rooms no longer sync it (always {} live); replay frames fill it. */
  tally: Record<string, Record<string, number>>;
}

export interface TableSnap {
  game: string;
  name: string;
  phase: string;
  seq: number;
  options: Record<string, unknown>;
  winner: string;
  /** Why the game ended (a log reason key such as "prizes"), "" until it has. */
  winReason: string;
  turn: TurnSnap;
  players: Record<string, PlayerSnap>;
  zones: Record<string, ZoneSnap>;
  prompts: PromptSnap[];
  spectators: number;
  judges: number;
  hasPassword: boolean;
  /** A judge paused the game: players' actions are refused until it resumes. */
  paused: boolean;
  /** Both players agree: spectators see both hands. */
  handsShown: boolean;
  /** Spectators may chat at this table. */
  spectatorChat: boolean;
  /** After the game: the room id of the next game ("Play again"), "" until a player starts it. */
  nextTable: string;
  /** The seat whose player started it. */
  nextTableBy: string;
  /** A practice table (one player, both seats): the seat whose side that player has in view; null at a table of two players. */
  practiceView: "p1" | "p2" | null;
}

/* eslint-disable @typescript-eslint/no-explicit-any */
type Raw = any;

const arr = <T>(value: Raw, map: (v: Raw) => T): T[] => {
  if (!value) return [];
  const out: T[] = [];
  // ArraySchema and plain arrays both iterate.
  for (const v of value as Iterable<Raw>) out.push(map(v));
  return out;
};

const entries = (value: Raw): [string, Raw][] => {
  if (!value) return [];
  if (typeof value.forEach === "function" && !Array.isArray(value)) {
    const out: [string, Raw][] = [];
    value.forEach((v: Raw, k: string) => out.push([k, v]));
    return out;
  }
  return Object.entries(value);
};

function parseJson<T>(text: unknown, fallback: T): T {
  if (typeof text !== "string" || text === "") return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Conditions and markers are synced as a JSON array in one string ("" for none); arrays still read. */
function list(value: Raw): string[] {
  if (typeof value !== "string") return arr(value, String);
  const parsed = parseJson<unknown>(value, []);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}

/** A holder's counters as the room sends them (a JSON object of numbers, "" for none); anything else counts as none. */
function counters(value: Raw): Record<string, number> {
  const parsed = parseJson<unknown>(value, {});
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  const out: Record<string, number> = {};
  for (const [id, n] of Object.entries(parsed)) if (typeof n === "number" && Number.isFinite(n)) out[id] = n;
  return out;
}

/** A game's counter on a stack or a player, 0 when it has none. */
export const counterOf = (holder: { counters: Readonly<Record<string, number>> } | undefined, id: string): number => holder?.counters[id] ?? 0;

/** Whether a stack, a player or the turn carries one of the game's markers. */
export const hasMarker = (holder: { markers: readonly string[] } | undefined, id: string): boolean => holder?.markers.includes(id) ?? false;

/** A face's secret definition, if it reads as one of this card (anything else is ignored: the face's name still shows). */
function secretDef(json: string, defId: string): CardDef | undefined {
  try {
    const def = JSON.parse(json) as CardDef;
    return def && def.id === defId && typeof def.name === "string" ? def : undefined;
  } catch {
    return undefined;
  }
}

export function snapCard(c: Raw): CardSnap {
  const card: CardSnap = { pid: String(c?.pid ?? ""), faceDown: Boolean(c?.faceDown), revealed: Boolean(c?.revealed) };
  if (c?.face && c.face.defId) {
    card.face = { defId: String(c.face.defId), name: String(c.face.name ?? c.face.defId) };
    if (c.face.owner) card.face.owner = String(c.face.owner);
    if (c.face.def) card.face.def = secretDef(String(c.face.def), card.face.defId);
  }
  return card;
}

function snapSlot(s: Raw): SlotSnap {
  return {
    sid: String(s?.sid ?? ""),
    cards: arr(s?.cards, snapCard),
    attached: arr(s?.attached, snapCard),
    counters: counters(s?.counters),
    conditions: list(s?.conditions),
    markers: list(s?.markers),
    enteredTurn: Number(s?.enteredTurn ?? 0),
    toppedTurn: Number(s?.toppedTurn ?? -1),
  };
}

function snapZone(z: Raw): ZoneSnap {
  return {
    key: String(z.key),
    owner: String(z.owner ?? ""),
    spec: String(z.spec ?? ""),
    count: Number(z.count ?? 0),
    cards: arr(z.cards, snapCard),
    slots: arr(z.slots, snapSlot),
  };
}

function snapPlayer(p: Raw): PlayerSnap {
  return {
    seat: String(p.seat),
    name: String(p.name ?? ""),
    seated: Boolean(p.seated),
    connected: Boolean(p.connected),
    deckSubmitted: Boolean(p.deckSubmitted),
    ready: Boolean(p.ready),
    counters: counters(p.counters),
    markers: list(p.markers),
    conceded: Boolean(p.conceded),
    looking: String(p.looking ?? ""),
    showsHand: Boolean(p.showsHand),
    revealsRecord: Boolean(p.revealsRecord),
  };
}

/** Copies the live Colyseus state into a plain snapshot. */
export function snapshotTable(state: Raw): TableSnap {
  const players: Record<string, PlayerSnap> = {};
  for (const [k, v] of entries(state?.players)) players[k] = snapPlayer(v);
  const zones: Record<string, ZoneSnap> = {};
  for (const [k, v] of entries(state?.zones)) zones[k] = snapZone(v);
  return {
    game: String(state?.game ?? ""),
    name: String(state?.name ?? ""),
    phase: String(state?.phase ?? "waiting"),
    seq: Number(state?.seq ?? 0),
    options: parseJson(state?.options, {}),
    winner: String(state?.winner ?? ""),
    winReason: String(state?.winReason ?? ""),
    turn: {
      number: Number(state?.turn?.number ?? 0),
      current: String(state?.turn?.current ?? ""),
      first: String(state?.turn?.first ?? ""),
      won: String(state?.turn?.won ?? ""),
      markers: list(state?.turn?.markers),
      tally: parseJson(state?.turn?.tally, {}),
    },
    players,
    zones,
    prompts: arr(state?.prompts, (p) => ({
      id: String(p.id),
      kind: String(p.kind),
      to: String(p.to),
      from: String(p.from ?? ""),
      data: parseJson<Record<string, unknown>>(p.data, {}),
    })),
    spectators: Number(state?.spectators ?? 0),
    judges: Number(state?.judges ?? 0),
    hasPassword: Boolean(state?.hasPassword),
    paused: Boolean(state?.paused),
    handsShown: Boolean(state?.handsShown),
    spectatorChat: Boolean(state?.spectatorChat),
    nextTable: String(state?.nextTable ?? ""),
    nextTableBy: String(state?.nextTableBy ?? ""),
    practiceView: state?.practiceView === "p1" || state?.practiceView === "p2" ? state.practiceView : null,
  };
}

export const emptyTable = (): TableSnap => snapshotTable({});
