/**
 * The pieces a log line is built from (namespace `log`): who acted, whose zone, which cards.
 * Places take a context: `you` (the viewer's), `they` (the actor's), `named` (someone else's).
 */
export const phrases = {
  actor: { you: "You", none: "The game" },
  owner: { you: "your", they: "their", named: "{{name}}'s" },
  place: {
    deck: "{{owner}} deck",
    hand: "{{owner}} hand",
    active: "{{owner}} Active Spot",
    bench: "{{owner}} bench",
    prize: "{{owner}} prizes",
    discard: "{{owner}} discard pile",
    lost: "{{owner}} Lost Zone",
    resolving: "{{owner}} resolving area",
    looking: "the cards {{owner}} looked at",
    looking_you: "the cards you are looking at",
    looking_they: "the cards they are looking at",
    looking_named: "the cards {{name}} is looking at",
    stadium: "the stadium",
    unknown: "{{owner}} {{zone}}",
    "unknown-shared": "the {{zone}}",
  },
  /** Where a card lies, for lines about cards in a zone: "in your hand", "on your bench". */
  where: { default: "in {{place}}", bench: "on {{place}}" },
  /** A Pokémon by where it is, when its name isn't part of the event (attach, evolve targets). */
  pokemon: {
    active: "{{owner}} Active Pokémon",
    bench: "{{owner}} Benched Pokémon in slot {{slot}}",
    unknown: "{{owner}} Pokémon in {{zone}} slot {{slot}}",
  },
  /** A Pokémon by name and place; context `hidden` when the viewer can't see its face. */
  pokemonNamed: {
    active: "{{owner}} Active {{card}}",
    active_hidden: "{{owner}} face-down Active Pokémon",
    bench: "{{owner}} Benched {{card}}",
    bench_hidden: "{{owner}} face-down Benched Pokémon",
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
