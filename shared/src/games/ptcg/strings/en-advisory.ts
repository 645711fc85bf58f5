/**
 * One short warning per advisory code of the Pokémon TCG (shown beside the move and logged as
 * `advisory.<code>`, in this game's `log` strings). Advisories warn, they never refuse: each
 * sentence says which rule the move may break.
 */
export const advisory = {
  ptcg: {
    supporter: {
      "first-turn": "The player who goes first can't play a Supporter on their first turn.",
      second: "Only one Supporter may be played each turn.",
    },
    attack: {
      "first-turn": "The player who goes first can't attack on their first turn.",
      condition: "An Asleep or Paralyzed Pokémon can't attack.",
      "not-active": "Only the Active Pokémon can attack.",
      confused: "A Confused Pokémon flips a coin to attack: on tails the attack fails and it takes 3 damage counters.",
    },
    evolve: {
      "same-turn": "A Pokémon can't evolve on the turn it came into play or already evolved.",
      "first-turn": "No Pokémon can evolve during a player's first turn.",
      "wrong-stage": "That card doesn't evolve from this Pokémon.",
    },
    "rare-candy": {
      "first-turn": "Rare Candy can't be used during a player's first turn.",
      "new-basic": "Rare Candy can't evolve a Basic Pokémon put into play this turn.",
    },
    energy: { second: "Only one Energy may be attached from the hand each turn." },
    stadium: {
      second: "Only one Stadium may be played each turn.",
      "same-name": "A Stadium can't be played while a Stadium with the same name is in play.",
      replaced: "The Stadium this one replaced goes to its owner's discard pile.",
    },
    retreat: {
      second: "A Pokémon may retreat only once each turn.",
      condition: "An Asleep or Paralyzed Pokémon can't retreat.",
      cost: "Retreating discards Energy from the Pokémon equal to its Retreat Cost ({{cost}}); {{discarded}} discarded from it this turn.",
    },
    "after-attack": "Attacking ends the turn: this was done after an attack.",
    damage: { "knocked-out": "This Pokémon's damage has reached its HP: it is Knocked Out (use “Knock Out” on it, and its opponent takes prizes)." },
    condition: { bench: "Only the Active Pokémon can have Special Conditions: a Benched Pokémon has none." },
    checkup: { twice: "Pokémon Checkup happens once between turns: this was another one, and it did everything again." },
    bench: { full: "The bench already holds as many Pokémon as it may." },
    pokemon: { "to-prize-or-stadium": "A Pokémon in play doesn't go to the prizes or the Stadium: it leaves play for the discard pile, or by a card's effect for the hand or the deck." },
    tool: { second: "A Pokémon may have only one Pokémon Tool attached." },
    deck: {
      "empty-draw": "The deck is empty: a player who can't draw at the start of their turn loses.",
      // Deck rules, when a deck is loaded. The "_detail" wordings go to the deck's owner and judges only
      // (log/advisory.ts); everyone else reads the first, which names no card of the deck.
      size: "This deck breaks a deck rule: it has {{total}} cards; a deck has exactly {{size}} cards.",
      copies: "This deck breaks a deck rule: it has more than {{limit}} copies of one card (a judge can see which).",
      copies_detail: "This deck breaks a deck rule: it has more than {{limit}} copies of one card ({{copies}}).",
      "ace-spec": "This deck breaks a deck rule: it has more ACE SPEC cards than the {{limit}} allowed (a judge can see which).",
      "ace-spec_detail": "This deck breaks a deck rule: it has more ACE SPEC cards than the {{limit}} allowed ({{names}}).",
      "no-basic": "This deck breaks a deck rule: none of its identified cards is a Basic Pokémon, and a deck needs at least 1.",
    },
    setup: {
      "mulligan-with-basic": "A mulligan is only for a hand with no Basic Pokémon.",
      "not-basic": "Only Basic Pokémon may be put into play during setup.",
      "no-active": "A Basic Pokémon must be in the Active Spot before getting ready.",
      "new-hand": "A deck loaded again deals a new opening hand that nobody saw: only a mulligan, showing the hand, redraws it.",
    },
    play: { "non-basic-to-bench": "Only Basic Pokémon go onto the bench from the hand; an Evolution is played onto the Pokémon it evolves from." },
  },
};
