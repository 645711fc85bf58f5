/**
 * The pieces of a Polish log line (namespace `log`). Places are in the genitive ("twojego
 * decka", "ręki gracza Ala"), and every sentence puts them after a word that takes the genitive
 * (z, do, na wierzch, zawartość): Polish declines what English only places. Contexts as in
 * English: `you` (the viewer's), `they` (the actor's own: "swojej"), `named`.
 */
export const phrases = {
  actor: { you: "Ty", none: "Gra" },
  owner: { you: "twojego", they: "swojego", named: "gracza {{name}}" },
  place: {
    deck: "decka {{owner}}",
    deck_you: "twojego decka",
    deck_they: "swojego decka",
    hand: "ręki {{owner}}",
    hand_you: "twojej ręki",
    hand_they: "swojej ręki",
    discard: "Discard Pile {{owner}}",
    discard_you: "twojego Discard Pile",
    discard_they: "swojego Discard Pile",
    looking: "kart oglądanych przez {{owner}}",
    looking_you: "kart, które oglądasz",
    looking_they: "kart, które ogląda",
    looking_named: "kart, które ogląda {{name}}",
    unknown: "strefy {{zone}} {{owner}}",
    "unknown-shared": "strefy {{zone}}",
  },
  /** Where a card lies: "wśród kart twojej ręki" (a place is in the genitive). */
  where: { default: "wśród kart {{place}}" },
  inSlot: {
    unknown: "karty {{owner}} w strefie {{zone}}, miejsce {{slot}}",
  },
  stackNamed: {
    unknown: "{{card}} {{owner}} ({{zone}})",
    unknown_hidden: "zakrytej karty {{owner}} ({{zone}})",
  },
  /** Cards as the object of a verb (the accusative): "kartę", "2 karty", "5 kart". */
  cards: {
    named: "{{cards, list}}",
    copies: "{{count}}× {{name}}",
    hidden_one: "kartę",
    hidden_few: "{{count}} karty",
    hidden_many: "{{count}} kart",
    hidden_other: "{{count}} karty",
    mixed_one: "{{cards}} i jeszcze jedną kartę",
    mixed_few: "{{cards}} i jeszcze {{count}} karty",
    mixed_many: "{{cards}} i jeszcze {{count}} kart",
    mixed_other: "{{cards}} i jeszcze {{count}} karty",
    "face-down": "zakrytą kartę",
  },
  list: "{{items, list}}",
  judge: "[Sędzia] {{line}}",
};
