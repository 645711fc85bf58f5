/**
 * Who may know which card, restated from the rules (seed 001 §11), not taken from the engine:
 * hands and looked-at cards to the player holding them (one's own hand is open to one, the
 * opponent's is not: a card handed over, or looked at with the opponent's approval, is seen by
 * whoever holds it now); cards in play, discard, Lost Zone, resolving and
 * stadium to everyone unless face down (then to their owner); deck and prizes to nobody;
 * revealed cards to everyone; judges everything; both hands to spectators while both players
 * agree to show them. The leak tests read the engine's table only to learn where each card
 * lies (and whether both players agreed), then decide entitlement here. A card its player asked
 * to put face down into a pile counts as face down there, whatever the table made of the ask
 * (Entitlements.noteFaceDownAsks): a table that put it face up has leaked it.
 */
import type { Card, ClientAction, Seat, TableState } from "@playmat/shared";
import { markerOf } from "./marker-decks";

export const PUBLIC = new Set(["active", "bench", "discard", "lost", "resolving", "stadium"]);
export const OWNER_ONLY = new Set(["hand", "looking"]);

export type Viewer = Seat | "spectator" | "judge";

/** Every card on the table, with the kind of zone it lies in (and its key) and the seat holding that zone. */
export function everyCard(state: TableState): { card: Card; zone: string; key: string; holder: Seat | null }[] {
  return Object.values(state.zones).flatMap((zone) => {
    const at = (card: Card) => ({ card, zone: zone.spec, key: zone.key, holder: zone.owner });
    return zone.layout === "pile" ? zone.cards.map(at) : zone.slots.flatMap((s) => (s ? [...s.cards, ...s.attached].map(at) : []));
  });
}

/** Where each card lies, by its uid (which never changes). */
const placesOf = (state: TableState) => new Map(everyCard(state).map(({ card, key }) => [card.uid, key]));

/** `handsShown`: both players agreed to show their hands to spectators (then spectators see both hands). */
/** Both players agreed to show their hands to spectators (read from the table's controls). */
export const bothShowHands = (state: TableState): boolean => Boolean(state.controls?.handsToSpectators.p1 && state.controls.handsToSpectators.p2);

export function mayKnow(viewer: Viewer, card: Card, zone: string, holder: Seat | null, handsShown = false): boolean {
  if (viewer === "judge" || card.revealed) return true;
  if (zone === "hand" && viewer === "spectator" && handsShown) return true;
  if (OWNER_ONLY.has(zone)) return viewer === (holder ?? card.owner);
  if (PUBLIC.has(zone)) return !card.faceDown || viewer === card.owner;
  return false;
}

/** The markers each screen (a recording label) was ever entitled to, gathered as the game goes. */
export class Entitlements {
  readonly known = new Map<string, Set<string>>();
  readonly viewers = new Map<string, Viewer>();
  /** Cards put somewhere by a move that asked for face down, by uid: the zone's key, while they lie there. */
  private readonly faceDownAsks = new Map<number, string>();

  /** A screen, with what it knows from the start (a player's own deck list) or inherits (a late joiner). */
  add(label: string, viewer: Viewer, initial: Iterable<string> = []): void {
    this.viewers.set(label, viewer);
    this.known.set(label, new Set(initial));
  }

  grant(label: string, markers: Iterable<string>): void {
    const set = this.known.get(label)!;
    for (const m of markers) set.add(m);
  }

  /**
   * After an accepted action, from the tables before and after it: the cards a move asking for
   * face down put into a pile (those that came to a pile of the destination's kind) are face down
   * there for this oracle; a flip of a card ends that, its player turned it as it chose. (In play
   * the card's own face-down flag is the rule's: setup turns face-down Pokémon up.)
   */
  noteFaceDownAsks(before: TableState, after: TableState, action: ClientAction): void {
    if (action.type === "flip") {
      const flipped = new Set(action.cards.flatMap((ref) => ("pid" in ref ? [ref.pid] : [])));
      for (const { card } of everyCard(before)) if (flipped.has(card.pid)) this.faceDownAsks.delete(card.uid);
    }
    if (action.type !== "move" || !action.to.faceDown) return;
    const kind = before.zones[action.to.zone]?.spec;
    const was = placesOf(before);
    for (const { card, zone, key } of everyCard(after)) {
      if (zone === kind && after.zones[key]!.layout === "pile" && was.get(card.uid) !== key) this.faceDownAsks.set(card.uid, key);
    }
  }

  /** Records what each of these screens may know now. Call before and after every action. */
  note(state: TableState, labels: Iterable<string> = this.viewers.keys()): void {
    const cards = everyCard(state).map((one) => {
      const asked = this.faceDownAsks.get(one.card.uid);
      if (asked === undefined) return one;
      if (asked !== one.key) return this.faceDownAsks.delete(one.card.uid), one;
      return { ...one, card: { ...one.card, faceDown: true } };
    });
    const shown = bothShowHands(state);
    for (const label of labels) {
      const viewer = this.viewers.get(label)!;
      const set = this.known.get(label)!;
      for (const { card, zone, holder } of cards) {
        if (!mayKnow(viewer, card, zone, holder, shown)) continue;
        set.add(markerOf(card.defId));
        // Text printed on a card you can see is yours to read: "Evolves from <name>" names a card.
        for (const printed of (state.cards[card.defId]?.evolvesFrom ?? "").match(/MK\w+X/g) ?? []) set.add(printed);
      }
    }
  }

  /** Markers in `bytes` that `label` was never entitled to. */
  leaks(label: string, bytes: string, markers: readonly string[]): string[] {
    const known = this.known.get(label)!;
    return markers.filter((m) => bytes.includes(m) && !known.has(m));
  }
}

/**
 * Warnings that fire or not by the face of the card at their target (docs/advisories.md, "Who
 * reads a warning"): restated here from the rules they check, not read from the engine's `about`.
 */
export const ABOUT_THE_FACE_AT_TARGET = new Set([
  "ptcg.play.non-basic-to-bench", "ptcg.setup.not-basic", "ptcg.evolve.same-turn", "ptcg.evolve.first-turn",
  "ptcg.evolve.wrong-stage", "ptcg.rare-candy.first-turn", "ptcg.rare-candy.new-basic", "ptcg.tool.second",
  "ptcg.damage.knocked-out", "ptcg.stadium.same-name", "ptcg.supporter.first-turn",
]);

/** The cards a target names: a Pokémon ("p1.bench:2", its cards and attachments) or a pile's top card ("stadium"). */
export function cardsAtTarget(state: TableState, target: string): Card[] {
  const [key, slot] = target.split(":");
  const zone = state.zones[key!];
  if (!zone) return [];
  if (zone.layout === "pile") return zone.cards.slice(0, 1);
  const stack = slot === undefined ? null : zone.slots[Number(slot)];
  return stack ? [...stack.cards, ...stack.attached] : [];
}
