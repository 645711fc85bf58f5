/**
 * Who may know which card, restated from each game's rules (its test kit's `Secrecy`,
 * games/<id>/testing/), not taken from the engine: cards in a zone its holder alone may know, to
 * the player holding it (one's own hand is open to one, the opponent's is not: a card handed
 * over, or looked at with the opponent's approval, is seen by whoever holds it now); cards in a
 * zone everyone may know, to everyone unless face down (then to their owner); the rest to
 * nobody; revealed cards to everyone; judges everything; the game's hands to spectators while
 * both players agree to show them. The leak tests read the engine's table only to learn where
 * each card lies (and whether both players agreed), then decide entitlement here. A card its player asked
 * to put face down into a pile counts as face down there, whatever the table made of the ask
 * (Entitlements.noteFaceDownAsks): a table that put it face up has leaked it.
 */
import type { Card, ClientAction, Seat, TableState } from "@playmat/shared";
import type { Secrecy } from "@playmat/shared/testing";
import { markerOf as markerOfMarkedDeck } from "./marker-decks";

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

/** Both players agreed to show their hands to spectators (read from the table's controls). */
export const bothShowHands = (state: TableState): boolean => Boolean(state.controls?.handsToSpectators.p1 && state.controls.handsToSpectators.p2);

/** `handsShown`: both players agreed to show their hands to spectators (then spectators see both hands). */
export function mayKnow(secrecy: Secrecy, viewer: Viewer, card: Card, zone: string, holder: Seat | null, handsShown = false): boolean {
  if (viewer === "judge" || card.revealed) return true;
  if (handsShown && viewer === "spectator" && secrecy.shownToSpectators.includes(zone)) return true;
  // Own property only: a zone kind named like an Object method is no kind of the game's.
  const who = Object.hasOwn(secrecy.zones, zone) ? secrecy.zones[zone] : "nobody";
  if (who === "holder") return viewer === (holder ?? card.owner);
  if (who === "everyone") return !card.faceDown || viewer === card.owner;
  return false;
}

/** The markers each screen (a recording label) was ever entitled to, gathered as the game goes. */
export class Entitlements {
  readonly known = new Map<string, Set<string>>();
  readonly viewers = new Map<string, Viewer>();
  /** Cards put somewhere by a move that asked for face down, by uid: the zone's key, while they lie there. */
  private readonly faceDownAsks = new Map<number, string>();

  /**
   * `secrecy`: who may know what at this table, by its game's rules; `markerOf`: the marker a
   * card's id carries (both from the game's test kit; by default a marked deck's `leak-<marker>`).
   */
  constructor(
    readonly secrecy: Secrecy,
    readonly markerOf: (defId: string) => string = markerOfMarkedDeck,
  ) {}

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
        if (!mayKnow(this.secrecy, viewer, card, zone, holder, shown)) continue;
        set.add(this.markerOf(card.defId));
        // Text printed on a card you can see is yours to read (Pokémon: "Evolves from <name>" names a card).
        const def = state.cards[card.defId];
        for (const printed of (def && this.secrecy.printedText?.(def))?.match(/MK\w+X/g) ?? []) set.add(printed);
      }
    }
  }

  /** Markers in `bytes` that `label` was never entitled to. */
  leaks(label: string, bytes: string, markers: readonly string[]): string[] {
    const known = this.known.get(label)!;
    return markers.filter((m) => !known.has(m) && holds(bytes, m, markers));
  }
}

/**
 * Whether `bytes` hold `marker` other than inside a longer marker: the sandbox's `sandbox-1` is
 * not found in `sandbox-12`. (Its bytes followed by a digit that belongs to something else would
 * read as a longer marker and be missed: the price of markers that are plain card ids.)
 */
export function holds(bytes: string, marker: string, markers: readonly string[]): boolean {
  const longer = markers.filter((m) => m.length > marker.length && m.includes(marker));
  let rest = bytes;
  for (const m of longer) rest = rest.split(m).join("\u0000");
  return rest.includes(marker);
}

/** The cards a target names: a Pokémon ("p1.bench:2", its cards and attachments) or a pile's top card ("stadium"). */
export function cardsAtTarget(state: TableState, target: string): Card[] {
  const [key, slot] = target.split(":");
  const zone = state.zones[key!];
  if (!zone) return [];
  if (zone.layout === "pile") return zone.cards.slice(0, 1);
  const stack = slot === undefined ? null : zone.slots[Number(slot)];
  return stack ? [...stack.cards, ...stack.attached] : [];
}
