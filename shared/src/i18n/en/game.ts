/** Names of the game's things, shared by the log and the table UI (namespace `game`). */
export const game = {
  zone: {
    deck: "deck",
    hand: "hand",
    active: "Active Spot",
    bench: "bench",
    prize: "prizes",
    discard: "discard pile",
    lost: "Lost Zone",
    stadium: "stadium",
    looking: "looking at",
    resolving: "resolving",
  },
  condition: {
    poisoned: "Poisoned",
    burned: "Burned",
    asleep: "Asleep",
    confused: "Confused",
    paralyzed: "Paralyzed",
  },
  marker: {
    "ability-used": "Ability used",
    "vstar-used": "VSTAR Power used",
    "gx-used": "GX attack used",
  },
  counter: { damage: "damage" },
  coin: { heads: "heads", tails: "tails" },
};
