/** Polish strings of practice tables (en-practice.ts has the same keys). */
export const practice = {
  practice: {
    create: "Ćwicz sam",
    createHint: "Jedna osoba gra za oba miejsca: wczytaj deck po każdej stronie i przełączaj się między nimi.",
    region: "Ćwiczenie",
    inView: "Grasz za oba miejsca. Widok: strona gracza {{player}}; ręka drugiej strony pozostaje ukryta, dopóki się nie przełączysz.",
    switch: "Zamień miejsca",
    key: "Naciśnij O, by się przełączyć.",
  },
};
