/**
 * The pieces a log line is built from (namespace `log`): who acted, whose zone, which cards.
 * Places take a context: `you` (the viewer's), `they` (the actor's), `named` (someone else's).
 * A game words its own zones in its strings (games/<id>/strings), looked up first.
 */
export const phrases = {
  actor: { you: "You", none: "The game" },
  owner: { you: "your", they: "their", named: "{{name}}'s" },
  place: {
    deck: "{{owner}} deck",
    hand: "{{owner}} hand",
    discard: "{{owner}} discard pile",
    looking: "the cards {{owner}} looked at",
    looking_you: "the cards you are looking at",
    looking_they: "the cards they are looking at",
    looking_named: "the cards {{name}} is looking at",
    unknown: "{{owner}} {{zone}}",
    "unknown-shared": "the {{zone}}",
  },
  /** Where a card lies, for lines about cards in a zone: "in your hand" (a game may say "on" for its zones). */
  where: { default: "in {{place}}" },
  /** The stack in a slot, when its name isn't part of the event (attach targets): `inSlot.<zone id>`. */
  inSlot: {
    unknown: "{{owner}} card in {{zone}} slot {{slot}}",
  },
  /** A stack by its top card's name and its place (`stackNamed.<zone id>`); context `hidden` when the viewer can't see its face. */
  stackNamed: {
    unknown: "{{owner}} {{card}} ({{zone}})",
    unknown_hidden: "{{owner}} face-down card ({{zone}})",
  },
  cards: {
    named: "{{cards, list}}",
    copies: "{{count}}× {{name}}",
    hidden_one: "a card",
    hidden_other: "{{count}} cards",
    mixed_one: "{{cards}} and another card",
    mixed_other: "{{cards}} and {{count}} other cards",
    "face-down": "a face-down card",
  },
  list: "{{items, list}}",
  judge: "[Judge] {{line}}",
};
