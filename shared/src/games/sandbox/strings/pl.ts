/** Słowa piaskownicy po polsku (GameStrings): te same klucze co po angielsku (en.ts). */
import type { GameStrings } from "../../game";

const game = {
  zone: {
    deck: "talia",
    hand: "ręka",
    row: "rząd",
    discard: "stos kart odrzuconych",
    looking: "oglądane karty",
  },
  counter: { points: "punkty" },
};

const lines = {
  place: {
    deck: "talii",
    row: "rzędu",
    discard: "stosu kart odrzuconych",
  },
  note: {
    deal_one: "{{actor}} rozdaje: {{count}} karta z numerem trafia do talii, potasowanej.",
    deal_few: "{{actor}} rozdaje: {{count}} karty z numerami trafiają do talii, potasowanej.",
    deal_many: "{{actor}} rozdaje: {{count}} kart z numerami trafia do talii, potasowanej.",
    deal_other: "{{actor}} rozdaje: {{count}} karty z numerami trafia do talii, potasowanej.",
  },
  reason: {
    points: "osiągnięto liczbę punktów do wygranej",
  },
};

/** The words of the sandbox's client folder (client/src/games/sandbox/), namespace `sandbox/ui`: its name in the lobby, option fields, controls and hints. */
const ui = {
  // Its table-centre row's names (the shell's strings name only hand, deck, discard and looking).
  zones: {
    shared: { row: "Rząd" },
  },
  zoneShort: {
    row: "Rząd",
  },
  move: {
    row: "{{zone}}",
  },
  /** The Game over panel's words for its own end: a player's points reached the table's target, and both confirmed. */
  gameOver: { reason: { points: "osiągnięto liczbę punktów do wygranej" } },
  gameName: { sandbox: "Piaskownica (karty z numerami)" },
  sandbox: {
    handSize: "Rozdawane karty",
    target: "Punkty do wygranej",
    deal: "Rozdaj",
    dealHint: "Piaskownica ma własne karty: rozdaj, gdy obaj gracze usiądą.",
    draw: "Dobierz z talii",
    addPoint: "+1 punkt",
    removePoint: "−1 punkt",
    pointsShort: "Punkty",
    points: { own: "Twoje punkty", opponent: "Punkty przeciwnika", seat: "Punkty gracza {{player}}" },
    targetHint_one: "Po zdobyciu {{count}} punktu obaj gracze zostaną zapytani, czy gra jest wygrana.",
    targetHint_few: "Po zdobyciu {{count}} punktów obaj gracze zostaną zapytani, czy gra jest wygrana.",
    targetHint_many: "Po zdobyciu {{count}} punktów obaj gracze zostaną zapytani, czy gra jest wygrana.",
    targetHint_other: "Po zdobyciu {{count}} punktu obaj gracze zostaną zapytani, czy gra jest wygrana.",
  },
};

export const pl: GameStrings = { log: lines, game, ui };
