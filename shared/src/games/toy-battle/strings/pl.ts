/** Słowa Toy Battle po polsku (GameStrings): te same klucze co po angielsku (en.ts). Płytki to żołnierzyki. */
import type { GameStrings } from "../../game";
import { tileCardNames } from "../tiles";
import { ui } from "./pl-ui";
import { shellWords } from "./pl-shell";

const game = {
  zone: {
    supply: "zapas",
    "set-aside": "odłożone płytki",
    stand: "stojak",
    discard: "stos odrzuconych",
    looking: "oglądane płytki",
    board: "plansza",
  },
  counter: { medals: "medale" },
  marker: { "place-anywhere": "kładzenie gdziekolwiek" },
  tile: {
    1: "Czaszek",
    2: "Kapitan",
    3: "Olbrzym",
    4: "Szyper Coco",
    5: "XB-42",
    6: "Tęcza",
    7: "Reksio",
    8: "Kwaks",
  },
  effect: {
    "draw-two": "Dobierz dwie płytki",
    "extra-placement": "Jeszcze jedno położenie",
    "remove-adjacent": "Zdejmij sąsiednią górną płytkę",
    "discard-random": "Odrzuć losową płytkę ze stojaka przeciwnika",
    "draw-one": "Dobierz jedną płytkę",
    "place-anywhere": "Połóż gdziekolwiek",
  },
  map: {
    "first-skirmish": "Pierwsza potyczka",
    "two-fronts": "Dwa fronty",
    "medal-fields": "Pola medali",
  },
};

const lines = {
  place: {
    supply: "{{owner}} zapasu",
    "set-aside": "{{owner}} odłożonych płytek",
    stand: "{{owner}} stojaka",
    board: "planszy",
  },
  inSlot: { board: "planszy" },
  cards: {
    hidden_one: "płytkę",
    hidden_few: "{{count}} płytki",
    hidden_many: "{{count}} płytek",
    hidden_other: "{{count}} płytki",
    mixed_one: "{{cards}} i jeszcze jedną płytkę",
    mixed_few: "{{cards}} i {{count}} inne płytki",
    mixed_many: "{{cards}} i {{count}} innych płytek",
    mixed_other: "{{cards}} i {{count}} innej płytki",
    "face-down": "zakrytą płytkę",
  },
  shuffle_one: "{{actor}} tasuje płytki {{zone}} ({{count}} płytka).",
  shuffle_few: "{{actor}} tasuje płytki {{zone}} ({{count}} płytki).",
  shuffle_many: "{{actor}} tasuje płytki {{zone}} ({{count}} płytek).",
  shuffle_other: "{{actor}} tasuje płytki {{zone}} ({{count}} płytki).",
  note: {
    supply_one: "{{actor}} wkłada {{count}} płytkę do zapasu.",
    supply_few: "{{actor}} wkłada {{count}} płytki do zapasu.",
    supply_many: "{{actor}} wkłada {{count}} płytek do zapasu.",
    supply_other: "{{actor}} wkłada {{count}} płytki do zapasu.",
    placed: "{{actor}} kładzie {{card}} na {{spot}}.",
    "placed-onto": "{{actor}} kładzie {{card}} na {{spot}}; wieża ma teraz {{height}}.",
    effect: {
      "draw-two": "Efekt: {{actor}} dobiera dwie płytki (najwyżej 8 na stojaku).",
      "draw-one": "Efekt: {{actor}} dobiera jedną płytkę (najwyżej 8 na stojaku).",
      "extra-placement": "Efekt: {{actor}} może w tej turze położyć jeszcze jedną płytkę.",
      "remove-adjacent": "Efekt: {{actor}} zdejmuje {{card}}, górną płytkę z {{spot}}.",
      "discard-random": "Efekt ({{actor}}): losowa płytka ze stojaka przeciwnika trafia na jego stos odrzuconych.",
      "place-anywhere": "Efekt: {{actor}} może w tej turze kłaść gdziekolwiek, ale nie na kwaterę główną przeciwnika.",
    },
  },
  tiles: {
    "set-aside_one": "{{actor}} odkłada {{count}} płytkę, której nikt nie widzi.",
    "set-aside_few": "{{actor}} odkłada {{count}} płytki, których nikt nie widzi.",
    "set-aside_many": "{{actor}} odkłada {{count}} płytek, których nikt nie widzi.",
    "set-aside_other": "{{actor}} odkłada {{count}} płytki, których nikt nie widzi.",
    opening: "{{actor}} stawia {{what}} na stojaku.",
    revealed: "Odłożone płytki gracza {{player}}: {{what}}.",
    revealed_you: "Twoje odłożone płytki: {{what}}.",
  },
  medals: {
    now_one: "{{player}} ma {{count}} medal.",
    now_few: "{{player}} ma {{count}} medale.",
    now_many: "{{player}} ma {{count}} medali.",
    now_other: "{{player}} ma {{count}} medalu.",
    now_you_one: "Masz {{count}} medal.",
    now_you_few: "Masz {{count}} medale.",
    now_you_many: "Masz {{count}} medali.",
    now_you_other: "Masz {{count}} medalu.",
  },
  reason: {
    headquarters: "zajęto kwaterę główną",
    medals: "zdobyto docelową liczbę medali",
    stuck: "gracz nie mógł ani dobrać, ani położyć płytki",
  },
  advisory: {
    "toy-battle": {
      placement: {
        unconnected: "{{spot}} nie łączy się z kwaterą główną gracza ścieżką jego płytek: tam może trafić tylko Szyper Coco (4).",
        "anywhere-headquarters": "Szyper Coco może trafić na pole niepołączone z kwaterą, ale nigdy na kwaterę główną przeciwnika ({{spot}}).",
        outpowered: "{{power}} nie pokonuje górnej płytki przeciwnika na {{spot}}: położyć na niej można tylko silniejszą płytkę albo jokera (8).",
      },
      turn: {
        "two-actions": "Tura to jedna czynność, dobranie albo położenie (Kapitan daje jeszcze jedno położenie): to czynność nr {{count}} w tej turze.",
        "not-yours": "To zrobiono w turze drugiego gracza.",
      },
      stand: { "past-eight": "Stojak mieści najwyżej 8 płytek: ten ma {{count}}." },
    },
  },
};

// The tiles' card names (the log's and the table's) in these words: "7 Rexy" reads as its translated name.
// Its name in the lobby (GameUi.nameKey) and the Game over panel's words for its endings (namespace `<id>/ui`).
export const pl: GameStrings = {
  log: lines, game: { ...game, ui, cardName: tileCardNames(game.tile) },
  ui: {
    ...shellWords,
    gameName: { "toy-battle": "Toy Battle" },
    gameOver: {
      reason: {
        headquarters: "zajęto kwaterę główną",
        medals: "zdobyto docelową liczbę medali",
        stuck: "gracz nie mógł ani dobrać, ani położyć płytki",
      },
    },
  },
};
