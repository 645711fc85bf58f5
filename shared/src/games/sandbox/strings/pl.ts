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

export const pl: GameStrings = { log: lines, game };
