/**
 * A game record's table (shared TableView) in the shape the table's zone components draw
 * (net/snapshot.ts TableSnap), so a replay looks and names cards exactly as the live table:
 * a card without `defId` is one the record's viewer could not see, and becomes a card without
 * `face` — "face-down card". Names come from the record's own `cards`, never from the server.
 */
import type { CardDef, GameRecord, RecordViewer, Seat, TableView, Viewer } from "@playmat/shared";
import type { CardSeen, SlotSeen } from "@playmat/shared";
import type { JudgeHidden } from "@playmat/shared";
import type { CardSnap, PlayerSnap, SlotSnap, TableSnap, ZoneSnap } from "../net/snapshot";
import { perspectiveOf, type Perspective } from "../table/perspective";

const SEATS: Seat[] = ["p1", "p2"];

/** Piles that lie face down on the table: the live table draws them as a count, whoever looks. */
const HIDDEN_PILES = new Set(["deck", "prize"]);

export type DefLookup = (defId: string | undefined) => CardDef | undefined;

export const recordDefs =
  (record: Pick<GameRecord, "cards">): DefLookup =>
  (defId) =>
    defId ? record.cards[defId] : undefined;

function card(seen: CardSeen, defs: DefLookup): CardSnap {
  const out: CardSnap = { pid: seen.pid, faceDown: Boolean(seen.faceDown), revealed: Boolean(seen.revealed) };
  // The record lists card data for every face it shows; a missing entry still shows the id.
  if (seen.defId) out.face = { defId: seen.defId, name: defs(seen.defId)?.name ?? seen.defId };
  return out;
}

/**
 * A record (format 1) names the Pokémon TCG's player counter and turn marker as fields of its
 * own, and a slot's toppedTurn `evolvedTurn` (shared/src/record/view.ts); the table reads them
 * as every game's counters and markers.
 */
const V1_MULLIGANS = "mulligans";
const V1_ATTACKED = "attacked";

const EMPTY_SLOT: SlotSnap = { sid: "", cards: [], attached: [], counters: {}, conditions: [], markers: [], enteredTurn: 0, toppedTurn: -1 };

function slot(seen: SlotSeen | null, defs: DefLookup): SlotSnap {
  if (!seen) return { ...EMPTY_SLOT, cards: [], attached: [], conditions: [], markers: [] };
  return {
    sid: seen.sid,
    cards: seen.cards.map((c) => card(c, defs)),
    attached: seen.attached.map((c) => card(c, defs)),
    counters: { ...seen.counters },
    conditions: [...seen.conditions],
    markers: [...seen.markers],
    enteredTurn: seen.enteredTurn,
    toppedTurn: seen.evolvedTurn ?? -1,
  };
}

function ownerOf(key: string): string {
  const head = key.split(".")[0];
  return head === "p1" || head === "p2" ? head : "";
}

/** The record's table at one frame, as the live table's snapshot. */
export function snapFromView(view: TableView, record: Pick<GameRecord, "game" | "name" | "options" | "players" | "cards">): TableSnap {
  const defs = recordDefs(record);
  const zones: Record<string, ZoneSnap> = {};
  for (const [key, zone] of Object.entries(view.zones)) {
    const spec = key.split(".").pop()!;
    // A judge's (or a revealed) record lists deck and prizes in order; the table still draws
    // them as counts, and the pile browser shows the order (hiddenFromView).
    const listed = HIDDEN_PILES.has(spec) ? [] : (zone.cards ?? []).map((c) => card(c, defs));
    zones[key] = { key, owner: ownerOf(key), spec, count: zone.count, cards: listed, slots: (zone.slots ?? []).map((s) => slot(s, defs)) };
  }
  const players: Record<string, PlayerSnap> = {};
  for (const seat of SEATS) {
    const p = view.players[seat];
    players[seat] = {
      seat,
      seated: true,
      name: record.players[seat],
      // Nobody is connected to a replay.
      connected: false,
      deckSubmitted: p.deckSubmitted,
      ready: p.ready,
      counters: p.mulligans > 0 ? { [V1_MULLIGANS]: p.mulligans } : {},
      markers: [...p.markers],
      conceded: p.conceded,
      looking: p.looking ?? "",
      showsHand: p.showsHand,
      revealsRecord: p.revealsRecord,
    };
  }
  return {
    game: record.game,
    name: record.name,
    phase: view.phase,
    seq: view.seq,
    options: record.options,
    winner: view.winner ?? "",
    winReason: view.winReason ?? "",
    turn: { number: view.turn.number, current: view.turn.current ?? "", first: view.turn.first ?? "", won: "", markers: view.turn.attacked ? [V1_ATTACKED] : [], tally: {} },
    players,
    zones,
    prompts: view.prompts.map((p) => ({ id: p.id, kind: p.kind, to: p.to, from: p.from ?? "", data: p.data })),
    spectators: 0,
    judges: 0,
    hasPassword: false,
    paused: view.paused,
    handsShown: view.handsShown,
    // A replay steps through one viewer's record: no seat switching on it.
    practiceView: null,
    spectatorChat: false,
    // A replay is of a game, not of a table: it has no next game to go to.
    nextTable: "",
    nextTableBy: "",
  };
}

/** Deck and prize contents a judge's (or a revealed) record lists: what the pile browser shows for hidden piles. */
export function hiddenFromView(view: TableView, record: Pick<GameRecord, "cards">): JudgeHidden {
  const defs = recordDefs(record);
  const out: JudgeHidden = {};
  for (const [key, zone] of Object.entries(view.zones)) {
    if (!HIDDEN_PILES.has(key.split(".").pop()!) || !zone.cards) continue;
    const faces = zone.cards.flatMap((c) => (c.defId ? [{ pid: c.pid, defId: c.defId, name: defs(c.defId)?.name ?? c.defId }] : []));
    if (faces.length > 0) out[key] = faces;
  }
  return out;
}

/** The log formatter's viewer for a record. */
export function recordLogViewer(viewer: RecordViewer): Viewer {
  return viewer === "p1" || viewer === "p2" ? { role: "player", seat: viewer } : { role: viewer };
}

/** Whose eyes the replay draws through: the table's own perspective, with every action switched off. */
export function recordPerspective(viewer: RecordViewer): Perspective {
  const p = viewer === "p1" || viewer === "p2" ? perspectiveOf("player", viewer) : perspectiveOf(viewer, null);
  return { ...p, canAct: false };
}
