/**
 * Polish names of the things every game has (namespace `game`), as Polish players say them
 * (docs/i18n/pl.md): "deck" and "Discard Pile" stay English (seed 002 §2, §6).
 */
export const game = {
  zone: {
    deck: "deck",
    hand: "ręka",
    discard: "Discard Pile",
    looking: "oglądane karty",
  },
  coin: { heads: "orzeł", tails: "reszka" },
};
