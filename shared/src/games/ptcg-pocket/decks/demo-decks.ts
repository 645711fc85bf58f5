/**
 * Two decks of Playmat's invented Pocket cards (demo-cards.ts), so a fresh clone plays at once:
 * each written as a player posts a list, with its Energy line.
 */
import type { DemoDeck } from "../../../decks/types";

/** Lightning with a Psychic Mega ex: 11 Pokémon, 9 Trainers. */
const STORM_RUN = `Pokémon
2 Sparkit PM1 1
2 Surgehound PM1 2
2 Stormlynx ex PM1 3
2 Glimmoth PM1 4
2 Mega Glimmoth ex PM1 5
1 Wispkin PM1 9

Trainer
2 Field Researcher PM1 10
1 Coach Ren PM1 11
2 Quick Pouch PM1 12
2 Trail Mix PM1 13
2 Sturdy Band PM1 14

Energy: Lightning, Psychic
`;

/** Fire, with Psychic Basics on the side: 12 Pokémon, 8 Trainers. */
const EMBER_BURROW = `2 Cindermole PM1 6
2 Magmole PM1 7
2 Pyrewyrm ex PM1 8
2 Wispkin PM1 9
2 Glimmoth PM1 4
2 Sparkit PM1 1
2 Field Researcher PM1 10
2 Coach Ren PM1 11
2 Quick Pouch PM1 12
2 Trail Mix PM1 13
Energy: Fire, Psychic
`;

export const POCKET_DEMO_DECKS: readonly DemoDeck[] = [
  { id: "pocket-storm-run", name: "Storm Run (Lightning, Psychic)", list: STORM_RUN },
  { id: "pocket-ember-burrow", name: "Ember Burrow (Fire, Psychic)", list: EMBER_BURROW },
];
