/** The Pocket game's words in Polish, over the Pokémon TCG's (build.ts); the same keys as en.ts. */
import { pl as ptcgPl } from "../../ptcg/strings/pl";
import { pocketStrings } from "./build";
import type { own as english } from "./en";

export const own: typeof english = {
  ui: {
    // Its Energy Zone's places (Pokémon's zone names come with ptcg's ui).
    zones: {
      own: {
        energy: "Twoja Strefa Energii",
        "energy-next": "Twoja następna Energia",
        "energy-types": "Twoje typy Energii",
      },
      opponent: {
        energy: "Strefa Energii przeciwnika",
        "energy-next": "Następna Energia przeciwnika",
        "energy-types": "Typy Energii przeciwnika",
      },
      seat: {
        energy: "Strefa Energii gracza {{player}}",
        "energy-next": "Następna Energia gracza {{player}}",
        "energy-types": "Typy Energii gracza {{player}}",
      },
    },
    /** The Game over panel's words for its own endings. */
    gameOver: { reason: { points: "zdobyte 3 punkty", both: "obaj gracze wygrali jednocześnie" } },
    /** Its name in the lobby (GameUi.nameKey). */
    gameName: { "ptcg-pocket": "Pokémon TCG Pocket" },
    /** Its table's and create form's own words (client/src/games/ptcg-pocket). */
    pocket: {
      firstTurnDraw: "Gracz zaczynający dobiera kartę w swojej pierwszej turze",
      energyFade: "Pozwól Energii zniknąć",
      pointsShort: "Punkty",
      pointsOf: "{{points}}/{{target}}",
      points: { own: "Twoje punkty", opponent: "Punkty przeciwnika", seat: "Punkty gracza {{player}}" },
    },
  },
  game: {
    zone: { energy: "Strefa Energii", "energy-next": "następna Energia", "energy-types": "typy Energii" },
    counter: { points: "punkty" },
  },
  log: {
    place: { energy: "Strefa Energii ({{owner}})", "energy-next": "następna Energia ({{owner}})", "energy-types": "typy Energii ({{owner}})" },
    note: {
      energy: {
        next: "Strefa Energii gracza {{player}} pokazuje następną Energię: {{card}}.",
        next_you: "Twoja Strefa Energii pokazuje następną Energię: {{card}}.",
        faded: "Niewykorzystana {{card}} gracza {{player}} zniknęła ze Strefy Energii.",
        faded_you: "Twoja niewykorzystana {{card}} zniknęła ze Strefy Energii.",
        none: "{{player}} nie miał niewykorzystanej Energii w Strefie Energii.",
        none_you: "Nie masz niewykorzystanej Energii w Strefie Energii.",
        types: "Talia gracza {{player}} daje Energię typów: {{types}}.",
        types_you: "Twoja talia daje Energię typów: {{types}}.",
        "types-inferred": "Lista gracza {{player}} nie podaje typów Energii; przyjęto typy jej Pokémonów: {{types}}.",
        "types-inferred_you": "Twoja lista nie podaje typów Energii; przyjęto typy jej Pokémonów: {{types}}.",
        "no-types": "Talia gracza {{player}} nie podaje żadnego typu Energii: Strefa Energii nic nie daje.",
        "no-types_you": "Twoja talia nie podaje żadnego typu Energii: Strefa Energii nic nie daje.",
      },
      knockout: {
        points: "{{player}} zdobywa {{points}} pkt. za znokautowanie {{card}} (razem {{total}}).",
        points_you: "Zdobywasz {{points}} pkt. za znokautowanie {{card}} (razem {{total}}).",
      },
    },
    reason: {
      points: "zdobyte 3 punkty",
      "no-pokemon": "przeciwnik nie ma Pokémonów w grze",
      both: "obaj gracze wygrali jednocześnie",
    },
    advisory: {
      "ptcg-pocket": {
        deck: {
          size: "Ta talia łamie zasadę budowy: ma {{total}} kart; talia ma dokładnie {{size}} kart.",
          copies: "Ta talia łamie zasadę budowy: ma więcej niż {{limit}} karty o jednej nazwie (sędzia widzi, które).",
          copies_detail: "Ta talia łamie zasadę budowy: ma więcej niż {{limit}} karty o jednej nazwie ({{copies}}).",
          "no-basic": "Ta talia łamie zasadę budowy: żadna z rozpoznanych kart nie jest Podstawowym Pokémonem, a potrzebny jest co najmniej 1.",
          "energy-card": "Ta talia łamie zasadę budowy: zawiera kartę Energii, a Energia pochodzi ze Strefy Energii (sędzia widzi, którą).",
          "energy-card_detail": "Ta talia łamie zasadę budowy: zawiera karty Energii ({{names}}), a Energia pochodzi ze Strefy Energii.",
        },
        setup: { "not-basic": "Podczas przygotowania do gry wystawia się tylko Podstawowe Pokémony." },
        draw: { "first-turn": "Przy tym stole gracz zaczynający nie dobiera karty w pierwszej turze." },
        supporter: {
          "first-turn": "Przy tym stole gracz zaczynający nie może zagrać Supportera w pierwszej turze.",
          second: "W turze można zagrać tylko jednego Supportera.",
        },
        attack: {
          "first-turn": "Gracz zaczynający nie może atakować w pierwszej turze.",
          "not-active": "Atakować może tylko Aktywny Pokémon.",
        },
        energy: {
          second: "W turze można dołączyć tylko jedną Energię ze Strefy Energii ({{count}} w tej turze).",
          unused: "Tura skończyła się z niewykorzystaną Energią w Strefie Energii: ona znika (użyj „Puść Energię”).",
        },
        retreat: { second: "Pokémon może się wycofać tylko raz na turę." },
        play: { "non-basic-to-bench": "Z ręki na Ławkę idą tylko Podstawowe Pokémony; Ewolucję zagrywa się na Pokémona, z którego ewoluuje." },
        evolve: {
          "same-turn": "Pokémon nie może ewoluować w turze, w której wszedł do gry albo już ewoluował.",
          "first-turn": "Żaden Pokémon nie może ewoluować w pierwszej turze gracza.",
          "wrong-stage": "Ta karta nie ewoluuje z tego Pokémona.",
        },
        "rare-candy": {
          "first-turn": "Rare Candy nie można użyć w pierwszej turze gracza.",
          "new-basic": "Rare Candy nie może ewoluować Podstawowego Pokémona wystawionego w tej turze.",
        },
        tool: { second: "Pokémon może mieć dołączone tylko jedno Narzędzie." },
        "after-attack": "Atak kończy turę: to zrobiono po ataku.",
        hand: { "over-limit": "Ręka mieści najwyżej {{limit}} kart: ta ma {{count}}." },
      },
    },
  },
};

export const pl = pocketStrings(ptcgPl, own);
