/**
 * Curse Sorcerers's words for what the table shell draws and says of it (namespace `curse-sorcerers/ui`, looked up
 * before the client's own at its table: client/src/i18n/useT.ts withGameWords): its zones' names
 * (table/perspective.ts zoneLabel, the zone headers' zoneShort) and its moves' refusals by code
 * (client/src/i18n/refusal.ts). Other languages sit beside this file with the same keys.
 */
export const shellWords = {
  zones: {
    own: {
      field: "Twoje pole",
      graveyard: "Twój cmentarz",
    },
    opponent: {
      field: "Pole przeciwnika",
      graveyard: "Cmentarz przeciwnika",
    },
    seat: {
      field: "Pole gracza {{player}}",
      graveyard: "Cmentarz gracza {{player}}",
    },
    shared: { stack: "Stos" },
  },
  zoneShort: {
    field: "Pole",
    graveyard: "Cmentarz",
    stack: "Stos",
  },
  errors: {
    phase: {
      same: "Tura jest już w tej fazie.",
    },
    ability: {
      "not-in-play": "Zdolności używa się z karty w grze, na polu.",
      "not-yours": "To karta przeciwnika: tylko jej właściciel używa jej zdolności.",
      unknown: "Ta karta nie ma takiej zdolności.",
      token: "Zdolność na stosie nie jest kartą: rozpatrz ją (Rozpatrz wierzch) zamiast ją przenosić.",
    },
    combat: {
      field: "Wskaż czarownika z własnego pola.",
      "not-sorcerer": "Walczą tylko czarownicy.",
      "not-defender": "Blokujących wskazuje gracz, którego nie jest tura.",
    },
    curse: { full: "Twoja moc klątwy jest już na maksimum stołu." },
    field: { full: "Trzy miejsca na czarowników na polu są zajęte: najpierw zrób miejsce albo połóż czarownika ręcznie." },
    loop: { times: "Liczbę powtórzeń podaje tylko deklaracja, i deklaracja musi ją podać.", none: "Żadna pętla nie jest liczona." },
    mulligan: {
      none: "Przy tym stole nie ma mulliganów: zatrzymaj rękę.",
      used: "Przy tym stole jest jeden mulligan i już go wziąłeś.",
      empty: "Mniejsza ręka nie miałaby żadnej karty: zatrzymaj tę.",
    },
    resolve: {
      empty: "Stos jest pusty: nie ma czego rozpatrywać.",
      field: "Czarownik wchodzi na pole swojego właściciela.",
      target: "Wskaż czarownika, do którego dołączyć przeklęty przedmiot.",
    },
    turn: {
      "not-yours": "Może to zrobić tylko gracz, którego jest tura.",
    },
  },
};
