/**
 * Two decks of Playmat's invented cards (cards/demo.ts), so a fresh server plays at once: each a
 * PTCG Live export, as a player would paste it.
 */
import type { DemoDeck } from "../../../decks/types";

/** Stage 2 Fire owls with a Lightning side line: 15 Pokémon, 31 Trainers, 14 Energy. */
const EMBER_OWLS = `Pokémon: 15
4 Cindle PMA 1
2 Pyrowl PMA 2
3 Infernowl ex PMA 3
2 Voltkit PMA 4
1 Voltvixen PMA 5
2 Burrowmole PMA 9
1 Porcupebble PMA 10

Trainer: 31
4 Archivist Mabel PMA 11
3 Ranger Wren PMA 12
2 Marshal Corvin PMA 13
4 Lure Net PMA 14
4 Leap Candy PMA 15
3 Seeker Scope PMA 16
2 Swap Whistle PMA 17
2 Trail Ration PMA 18
2 Recall Rod PMA 19
1 Crown Compass PMA 20
2 Tinker's Gear: Overdrive PMA 21
2 Moonlit Observatory PMA 22

Energy: 14
10 Basic {R} Energy PMA 24
4 Basic {L} Energy PMA 25

Total Cards: 60
`;

/** A Psychic Mega Evolution deck, with gallery printings mixed in: 13 / 33 / 14. */
const LANTERN_VIGIL = `Pokémon: 13
3 Wispling PMA 6
1 Wispling PMA GG01 PH
3 Mega Lanternghast ex PMA 7
3 Duskmoth PMA 8
2 Burrowmole PMA 9
1 Porcupebble PMA 10

Trainer: 33
3 Archivist Mabel PMA 11
1 Archivist Mabel PMA GG03
4 Ranger Wren PMA 12
2 Marshal Corvin PMA 13
4 Lure Net PMA 14
4 Seeker Scope PMA 16
3 Swap Whistle PMA 17
4 Trail Ration PMA 18
2 Recall Rod PMA 19
1 Crown Compass PMA 20
2 Tinker's Gear: Overdrive PMA 21
3 Moonlit Observatory PMA 22

Energy: 14
10 Basic {P} Energy PMA 26
4 Echo {P} Energy PMA 23

Total Cards: 60
`;

export const DEMO_DECKS: readonly DemoDeck[] = [
  { id: "demo-ember-owls", name: "Ember Owls", list: EMBER_OWLS },
  { id: "demo-lantern-vigil", name: "Lantern Vigil", list: LANTERN_VIGIL },
];
