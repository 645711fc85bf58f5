/** Curse Sorcerers (seed 004): the definition and what the client's table and importers read of it. */
export { curseSorcerers } from "./definition";
export { GAME_ID, GAME_NAME } from "./ids";
export { SorcererOptions, MULLIGAN_RULES, type MulliganRule } from "./options";
export { ZONE_IDS, FIELD_SLOTS, OBJECTS_PER_SORCERER } from "./zones";
export { COUNTERS, MARKERS, PHASES, phaseOf, type Phase } from "./marks";
export { CARD_KINDS, KEYWORDS, ABILITY_KINDS, readCard, type SorcererCard, type CardKind, type Keyword, type AbilityKind } from "./cards/read";
export { CARD_LIST_FORMAT, parseCardList, describeCardListIssue, type CardListIssue, type CardListResult } from "./cards/card-list";
export { DEMO_CARDS, DEMO_CARD_LIST } from "./cards/demo-set";
export { DEMO_DECKS, SORCERER_DECKS, parseDeckList, resolveDeck, validateDeck, DECK_RULES, SIDEBOARD_MAX } from "./decks";
export { ASSIST_IDS, CombatDamageSchema } from "./combat/assists";
export { proposeCombatDamage, type CombatDamage, type Fighter } from "./combat/damage";
export { PRIORITY, priorityOf, type Priority } from "./stack/priority";
export { isAbilityToken } from "./stack/ability-token";
export { RESPOND } from "./stack/respond";
export { LOOP_LIMIT } from "./moves/loop";
export { HAND_LIMIT } from "./advisories/turn";
export { WIN_REASONS } from "./win";
