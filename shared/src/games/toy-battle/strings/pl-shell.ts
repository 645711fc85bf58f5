/**
 * Toy Battle's words for what the table shell draws and says of it (namespace `toy-battle/ui`, looked up
 * before the client's own at its table: client/src/i18n/useT.ts withGameWords): its zones' names
 * (table/perspective.ts zoneLabel, the zone headers' zoneShort) and its moves' refusals by code
 * (client/src/i18n/refusal.ts). Other languages sit beside this file with the same keys.
 */
export const shellWords = {
  zones: {
    own: {
      stand: "Twój stojak",
      supply: "Twój zapas",
      "set-aside": "Twoje odłożone żetony",
    },
    opponent: {
      stand: "Stojak przeciwnika",
      supply: "Zapas przeciwnika",
      "set-aside": "Odłożone żetony przeciwnika",
    },
    seat: {
      stand: "Stojak gracza {{player}}",
      supply: "Zapas gracza {{player}}",
      "set-aside": "Odłożone żetony gracza {{player}}",
    },
    shared: { board: "Plansza" },
  },
  zoneShort: {
    stand: "Stojak",
    supply: "Zapas",
    "set-aside": "Odłożone",
    board: "Plansza",
  },
  errors: {
    "toy-battle": {
      "stand-full": "Twój stojak ma już 8 płytek: nic nie dobrano. Połóż płytkę zamiast tego.",
      "supply-empty": "Twój zapas jest pusty: nie ma płytki do dobrania.",
      "nothing-to-draw": "Nic nie dobrano: zapas jest pusty albo stojak ma już 8 płytek.",
      "already-anywhere": "W tej turze już można kłaść płytki gdziekolwiek.",
      "spot-unknown": "Na tej mapie nie ma takiego pola.",
      "spot-empty": "To pole jest puste: nie ma płytki do zdjęcia.",
      "not-opponents": "Górna płytka na tym polu jest twoja: efekt zdejmuje płytkę przeciwnika.",
      "not-adjacent": "To pole nie sąsiaduje z polem, na którym twoja płytka jest na górze: efekt sięga pola obok położonej płytki.",
      "stand-empty": "Stojak przeciwnika jest pusty: nie ma płytki do odrzucenia.",
    },
  },
};
