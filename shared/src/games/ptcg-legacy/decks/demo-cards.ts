/**
 * Playmat's own invented cards for the legacy table, in the pokemon-tcg-data layout as the
 * Pokémon game's are (cards/demo.ts), in the style of 2007–2011: Poké-Powers and Poké-Bodies as
 * `abilities[].type`, Weakness and Resistance printed as +10, +20, ×2, −20 — and on some cards
 * printed as nothing at all, as older cards did (the damage assist then reads ×2 and −30).
 * A set of its own ("PML"), looked up among Pokémon's card data (decks/index.ts).
 */
import { fromPokemonTcgDataSet, type PokemonTcgDataCard, type PokemonTcgDataSet } from "../../../cards/pokemon-tcg-data";
import type { CardDef } from "../../../cards/types";

export const LEGACY_DEMO_SET: PokemonTcgDataSet = { id: "demo-pml", name: "Playmat Legacy", ptcgoCode: "PML", releaseDate: "2009/01/01" };

type Raw = Omit<PokemonTcgDataCard, "id" | "number">;

const pokemon = (name: string, types: string[], hp: number, rest: Partial<Raw>): Raw => ({
  name,
  supertype: "Pokémon",
  subtypes: rest.evolvesFrom ? ["Stage 1"] : ["Basic"],
  hp: String(hp),
  types,
  ...rest,
});
const trainer = (name: string, subtypes: string[], text: string): Raw => ({ name, supertype: "Trainer", subtypes, rules: [text] });
const energy = (type: string): Raw => ({ name: `${type} Energy`, supertype: "Energy", subtypes: ["Basic"] });
const attack = (name: string, cost: string[], damage: string, text = "") => ({ name, cost, damage, text });

/** In set order: the card's number is its place here, from 1. */
const CARDS: Raw[] = [
  pokemon("Voltmite", ["Lightning"], 50, {
    attacks: [attack("Zap", ["Lightning"], "10"), attack("Spark Jolt", ["Lightning", "Colorless"], "30")],
    weaknesses: [{ type: "Fighting", value: "+10" }],
    resistances: [{ type: "Metal", value: "-20" }],
    retreatCost: ["Colorless"],
  }),
  pokemon("Voltmag", ["Lightning"], 80, {
    evolvesFrom: "Voltmite",
    abilities: [
      {
        name: "Charge Up",
        type: "Poké-Power",
        text: "Once during your turn (before your attack), you may attach a Lightning Energy card from your " +
          "discard pile to Voltmag. This power can't be used if Voltmag is affected by a Special Condition.",
      },
    ],
    attacks: [attack("Magnet Blast", ["Lightning", "Lightning", "Colorless"], "50")],
    weaknesses: [{ type: "Fighting", value: "+20" }],
    resistances: [{ type: "Metal", value: "-20" }],
    retreatCost: ["Colorless", "Colorless"],
  }),
  pokemon("Leafling", ["Grass"], 50, {
    attacks: [
      attack("Vine Tap", ["Grass"], "10"),
      attack("Sprout Slap", ["Grass", "Colorless"], "20+", "Flip a coin. If heads, this attack does 20 damage plus 10 more damage."),
    ],
    // Printed with no value, as on older cards: ×2 and −30.
    weaknesses: [{ type: "Fire", value: "" }],
    resistances: [{ type: "Water", value: "" }],
    retreatCost: ["Colorless"],
  }),
  pokemon("Bloomroot", ["Grass"], 80, {
    evolvesFrom: "Leafling",
    abilities: [{ name: "Deep Roots", type: "Poké-Body", text: "Bloomroot's Retreat Cost is 0." }],
    attacks: [attack("Thorn Whip", ["Grass", "Grass", "Colorless"], "50")],
    weaknesses: [{ type: "Fire", value: "×2" }],
    retreatCost: ["Colorless", "Colorless"],
  }),
  pokemon("Sandquill", ["Fighting", "Metal"], 70, {
    attacks: [
      attack("Rend", ["Fighting"], "20+", "If the Defending Pokémon has any damage counters on it, this attack does 20 damage plus 20 more damage."),
      // Seed 002's example: a Fighting and Metal Pokémon's 50 on Magnemite (Weakness +10, Resistance −20) is 40.
      attack("Slash", ["Fighting", "Colorless", "Colorless"], "50"),
    ],
    weaknesses: [{ type: "Grass", value: "" }],
    retreatCost: ["Colorless"],
  }),
  pokemon("Emberpup", ["Fire"], 60, {
    attacks: [attack("Ember", ["Fire"], "20")],
    weaknesses: [{ type: "Water", value: "+10" }],
    retreatCost: ["Colorless"],
  }),
  pokemon("Blazehound", ["Fire"], 90, {
    evolvesFrom: "Emberpup",
    abilities: [
      {
        name: "Heat Sense",
        type: "Poké-Power",
        text: "Once during your turn (before your attack), you may look at the top card of your deck " +
          "and put it back. This power can't be used if Blazehound is affected by a Special Condition.",
      },
    ],
    attacks: [attack("Flame Fang", ["Fire", "Fire", "Colorless"], "60")],
    weaknesses: [{ type: "Water", value: "+20" }],
    retreatCost: ["Colorless", "Colorless"],
  }),
  pokemon("Ripplet", ["Water"], 50, {
    attacks: [attack("Splash", ["Water"], "10")],
    weaknesses: [{ type: "Lightning", value: "+10" }],
    retreatCost: ["Colorless"],
  }),
  pokemon("Tidecrest", ["Water"], 80, {
    evolvesFrom: "Ripplet",
    abilities: [
      { name: "Shell Guard", type: "Poké-Body", text: "Any damage done to Tidecrest by attacks is reduced by 10 (after applying Weakness and Resistance)." },
    ],
    attacks: [attack("Surf Crash", ["Water", "Water"], "40")],
    weaknesses: [{ type: "Lightning", value: "+20" }],
    resistances: [{ type: "Fire", value: "-20" }],
    retreatCost: ["Colorless"],
  }),
  trainer("Scholar Ilse", ["Supporter"], "Draw 3 cards."),
  trainer("Ranger Orla", ["Supporter"], "Search your deck for a Basic Pokémon and an Energy card, show them to " +
    "your opponent, and put them into your hand. Shuffle your deck afterward."),
  trainer("Trail Map", ["Item"], "Search your deck for a basic Energy card, show it to your opponent, and put it into your hand. Shuffle your deck afterward."),
  trainer("Mending Herb", ["Item"], "Remove 2 damage counters from 1 of your Pokémon."),
  trainer("Switch Cord", ["Item"], "Switch your Active Pokémon with 1 of your Benched Pokémon."),
  trainer("Storm Plateau", ["Stadium"], "Once during each player's turn, that player may flip a coin. If heads, that player draws a card."),
  trainer("Sunken Harbor", ["Stadium"], "Each Water Pokémon in play (both yours and your opponent's) has no Retreat Cost."),
  trainer("Guard Charm", ["Pokémon Tool"], "Any damage done to the Pokémon this card is attached to by an opponent's attack is reduced by 10."),
  energy("Lightning"),
  energy("Grass"),
  energy("Fire"),
  energy("Water"),
  energy("Fighting"),
];

const RAW: PokemonTcgDataCard[] = CARDS.map((card, i) => ({ ...card, id: `${LEGACY_DEMO_SET.id}-${i + 1}`, number: String(i + 1) }));

export const LEGACY_DEMO_CARDS: readonly CardDef[] = fromPokemonTcgDataSet(LEGACY_DEMO_SET, RAW);
