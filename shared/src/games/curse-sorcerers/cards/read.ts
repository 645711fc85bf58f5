/**
 * A curse-sorcerer card as the rules read it, from the engine's card model (CardDef): its kind
 * and keywords ride in `subtypes`, its cost, attack and defence in `stats`, its abilities with
 * their kind (player or passive, seed 004 §2.2) in `abilities`. One place turns a CardDef back
 * into these words, so moves, advisories and the combat assist never parse subtypes themselves.
 */
import type { CardDef } from "../../../cards/types";

/** Seed 004's card kinds: sorcerer (저주술사), spell (주술), cursed object (저주물), event and reaction (사건/반응). */
export const CARD_KINDS = ["sorcerer", "spell", "cursed-object", "event", "reaction"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** §3.2: piercing (관통), evasion (회피), indestructible (불굴), lifelink (생명력 흡수). */
export const KEYWORDS = ["piercing", "evasion", "indestructible", "lifelink"] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** §2.2: an ability the player chooses to use, or one that triggers by itself. */
export const ABILITY_KINDS = ["player", "passive"] as const;
export type AbilityKind = (typeof ABILITY_KINDS)[number];

/** The subtype that marks a highlight card (하이라이트, §8.1: one copy a deck). */
export const HIGHLIGHT = "highlight";

export interface SorcererCard {
  kind: CardKind | undefined;
  cost: number;
  attack: number;
  /** §3.1: 0 unless printed. */
  defence: number;
  hp: number;
  keywords: Keyword[];
  highlight: boolean;
  abilities: { name: string; kind: AbilityKind; text: string }[];
}

const isKind = (s: string): s is CardKind => (CARD_KINDS as readonly string[]).includes(s);
const isKeyword = (s: string): s is Keyword => (KEYWORDS as readonly string[]).includes(s);
const isAbilityKind = (s: string): s is AbilityKind => (ABILITY_KINDS as readonly string[]).includes(s);

export function readCard(def: CardDef | undefined): SorcererCard {
  const subtypes = def?.subtypes ?? [];
  return {
    kind: subtypes.find(isKind),
    cost: def?.stats?.cost ?? 0,
    attack: def?.stats?.attack ?? 0,
    defence: def?.stats?.defence ?? 0,
    hp: def?.hp ?? 0,
    keywords: subtypes.filter(isKeyword),
    highlight: subtypes.includes(HIGHLIGHT),
    abilities: (def?.abilities ?? []).filter((a) => isAbilityKind(a.type)).map((a) => ({ name: a.name, kind: a.type as AbilityKind, text: a.text })),
  };
}

export const kindOf = (def: CardDef | undefined): CardKind | undefined => def?.subtypes.find(isKind);
export const hasKeyword = (def: CardDef | undefined, keyword: Keyword): boolean => def?.subtypes.includes(keyword) ?? false;
