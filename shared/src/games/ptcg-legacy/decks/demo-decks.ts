/**
 * Two decks of Playmat's invented legacy cards (demo-cards.ts), so a fresh server seats a legacy
 * table at once: each 60 cards, with a Poké-Power user and a Poké-Body in each, written as a
 * player would paste the list.
 */
import type { DemoDeck } from "../../../decks/types";

/** Lightning and Grass: Voltmag's Charge Up, Bloomroot's Deep Roots. 16 Pokémon, 21 Trainers, 23 Energy. */
const STORM_SPROUTS = `Pokémon: 16
4 Voltmite PML 1
3 Voltmag PML 2
4 Leafling PML 3
3 Bloomroot PML 4
2 Sandquill PML 5

Trainer: 21
4 Scholar Ilse PML 10
3 Ranger Orla PML 11
4 Trail Map PML 12
3 Mending Herb PML 13
3 Switch Cord PML 14
2 Storm Plateau PML 15
2 Guard Charm PML 17

Energy: 23
12 Lightning Energy PML 18
9 Grass Energy PML 19
2 Fighting Energy PML 22

Total Cards: 60
`;

/** Fire and Water: Blazehound's Heat Sense, Tidecrest's Shell Guard. 16 / 21 / 23. */
const EMBER_TIDE = `Pokémon: 16
4 Emberpup PML 6
3 Blazehound PML 7
4 Ripplet PML 8
3 Tidecrest PML 9
2 Sandquill PML 5

Trainer: 21
4 Scholar Ilse PML 10
3 Ranger Orla PML 11
4 Trail Map PML 12
3 Mending Herb PML 13
3 Switch Cord PML 14
2 Sunken Harbor PML 16
2 Guard Charm PML 17

Energy: 23
12 Fire Energy PML 20
9 Water Energy PML 21
2 Fighting Energy PML 22

Total Cards: 60
`;

export const LEGACY_DEMO_DECKS: readonly DemoDeck[] = [
  { id: "legacy-storm-sprouts", name: "Storm Sprouts", list: STORM_SPROUTS },
  { id: "legacy-ember-tide", name: "Ember Tide", list: EMBER_TIDE },
];
