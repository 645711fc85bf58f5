/** One short warning per advisory code (`advisory.<code>` in this game's `log` strings): each says which rule the move may break. */
export const advisory = {
  "curse-sorcerers": {
    field: { fourth: "The field holds three sorcerers already: a fourth can't be summoned unless an effect makes room." },
    object: { fourth: "A sorcerer holds at most three cursed objects: this one has {{count}}." },
    summon: { second: "Only one sorcerer may be summoned in each main phase: {{count}} in this one." },
    attack: { "main-phase": "Attacks are declared in the combat phase, not in a main phase." },
    block: { evasion: "A sorcerer with evasion can't be blocked: its damage goes to the player." },
    spell: { lasting: "A spell resolves at once: it can't be given a lasting modifier." },
    hand: { over: "The hand holds {{count}} cards at the end of the turn: {{over}} must go to the graveyard, chosen by their player." },
    draw: {
      "first-turn": "On this table the player who goes first does not draw in the first turn's draw phase.",
      empty: "{{player}} could not draw in the draw phase: that player loses.",
    },
    life: { zero: "{{player}}'s life is at 0: the game ends." },
    loop: { "past-three": "{{player}}'s loop ran {{count}} times, past {{limit}}: a loop stops after three repetitions unless a number is declared." },
    stack: { order: "The stack's order is reactions, then player abilities, then passive abilities: this was put on top of one that resolves before it." },
  },
};
