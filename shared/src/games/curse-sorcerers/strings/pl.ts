/** Słowa gry Curse Sorcerers po polsku (GameStrings): te same klucze co po angielsku (en.ts). */
import type { GameStrings } from "../../game";
import { advisory } from "./pl-advisory";
import { table } from "./pl-table";
import { shellWords } from "./pl-shell";

const kindWords = { sorcerer: "czarownik", spell: "czar", "cursed-object": "przeklęty przedmiot", event: "wydarzenie", reaction: "reakcja" };
const keywordWords = { piercing: "przebicie", evasion: "unik", indestructible: "niezłomność", lifelink: "wysysanie życia" };

const game = {
  zone: { deck: "talia", hand: "ręka", field: "pole", graveyard: "cmentarz", stack: "stos", looking: "oglądane karty" },
  counter: { life: "życie", curse: "moc klątwy", loop: "powtórzenia pętli", "loop-declared": "zadeklarowane powtórzenia", mulligans: "mulligany", damage: "obrażenia", "clock-start": "start zegara", "clock-overruns": "przekroczenia czasu" },
  marker: {
    attacking: "atakuje",
    blocking: "blokuje",
    "phase-main-a": "faza główna A",
    "phase-combat": "walka",
    "phase-main-b": "faza główna B",
    "phase-end": "faza końcowa",
  },
  phase: { draw: "faza dobierania", "main-a": "faza główna A", combat: "walka", "main-b": "faza główna B", end: "faza końcowa" },
  kind: kindWords,
  keyword: keywordWords,
  priority: { reaction: "reakcja", "player-ability": "zdolność gracza", "passive-ability": "zdolność pasywna", card: "zagrana karta" },
  option: {
    startingLife: "Życie na start",
    handSize: "Karty na start",
    mulligan: "Mulligan",
    firstPlayerDraws: "Rozpoczynający dobiera w 1. turze",
    startingCurse: "Moc klątwy na start",
    cursePerTurn: "Moc klątwy co turę",
    curseMax: "Najwyższa moc klątwy",
    cardList: "Lista kart",
    gameClock: "40-minutowy zegar gry (§8.2)",
  },
  clock: {
    region: "Zegar gry",
    left: "Zostało {{time}}",
    over: "Czas minął: {{time}} ponad",
    off: "Bez zegara gry",
    overruns: "{{player}}: przekroczenia {{count}}",
  },
  cardList: {
    upload: "Wyślij listę kart",
    demo: "zestaw demonstracyjny",
    uploading: "Wysyłanie listy kart…",
    uploaded: "Lista kart wysłana: kart {{cards}} ({{hash}})",
    useDemo: "Graj zestawem demonstracyjnym",
    problems: "Błędy w liście kart",
  },
  mulligan: { none: "brak", "free-once": "jedno darmowe ponowne rozdanie", "one-fewer": "ponowne rozdanie o kartę mniej" },
  /** How the shell's text card names a card's kinds, numbers and ability kinds (client cards/TextCard.tsx). */
  cardText: {
    subtype: { ...kindWords, ...keywordWords, highlight: "wyróżniona", ability: "zdolność", player: "Zdolność gracza", passive: "Zdolność pasywna" },
    stat: { cost: "Koszt", attack: "Atak", defence: "Obrona" },
    ability: { player: "Zdolność gracza", passive: "Zdolność pasywna" },
  },
  table,
};

const lines = {
  place: { field: "{{owner}} pola", graveyard: "{{owner}} cmentarza", stack: "stosu" },
  inSlot: { field: "{{owner}} czarownik w polu {{slot}}" },
  stackNamed: { field: "{{owner}} {{card}}", field_hidden: "{{owner}} zakryty czarownik" },
  note: {
    judge: {
      "explain": "Poziom 1, wyjaśnienie: {{text}}",
      "cite": "Poziom 2, zasady (seed 004 {{section}}): {{text}}",
      "correction-begin": "Poziom 3: zaczyna się korekta stołu. {{text}}",
      "correction-end": "Poziom 3: korekta stołu się kończy. {{text}}",
      "loss": "Poziom 4: porażka gracza {{player}}. {{text}}",
    },
    phase: {
      draw: "{{actor}} cofa znacznik fazy do fazy dobierania.",
      "main-a": "{{actor}} przechodzi do fazy głównej A.",
      combat: "{{actor}} przechodzi do walki.",
      "main-b": "{{actor}} przechodzi do fazy głównej B.",
      end: "{{actor}} przechodzi do fazy końcowej.",
    },
    ability: {
      player: "{{actor}} używa {{card}} (zdolność gracza): trafia na stos.",
      passive: "{{actor}} kładzie {{card}} (zdolność pasywna) na stos.",
    },
    "resolve-ability": "{{actor}} rozpatruje {{card}}: zdolność schodzi ze stosu.",
    combat:
      "{{actor}} zadaje obrażenia w walce: {{toBlocker}} blokującemu, {{toAttacker}} atakującemu, {{toPlayer}} graczowi {{player}}; " +
      "wysysanie życia leczy {{healAttacker}} i {{healBlocker}}.",
    "loop-declared": "{{actor}} deklaruje pętlę: {{times}} powtórzeń.",
    "loop-ended_one": "{{actor}} kończy pętlę po {{count}} powtórzeniu.",
    "loop-ended_few": "{{actor}} kończy pętlę po {{count}} powtórzeniach.",
    "loop-ended_many": "{{actor}} kończy pętlę po {{count}} powtórzeniach.",
    "loop-ended_other": "{{actor}} kończy pętlę po {{count}} powtórzeniach.",
    mulligan_one: "{{actor}} bierze mulligan (nr {{number}}) i dostaje {{count}} kartę.",
    mulligan_few: "{{actor}} bierze mulligan (nr {{number}}) i dostaje {{count}} karty.",
    mulligan_many: "{{actor}} bierze mulligan (nr {{number}}) i dostaje {{count}} kart.",
    mulligan_other: "{{actor}} bierze mulligan (nr {{number}}) i dostaje {{count}} karty.",
  },
  prompt: {
    respond: "{{player}} decyduje, czy odpowiedzieć na {{name}}.",
    respond_you: "Czy odpowiadasz na {{name}}?",
    responds: "{{player}} odpowiada.",
    responds_you: "Odpowiadasz.",
    passes: "{{player}} nie odpowiada.",
    passes_you: "Nie odpowiadasz.",
  },
  reason: { life: "życie przeciwnika spadło do 0", "deck-out": "przeciwnik nie mógł dobrać karty w fazie dobierania", clock: "przeciwnik dwa razy przekroczył czas gry", judge: "sędzia orzekł porażkę" },
  advisory,
};

// Its name in the lobby (GameUi.nameKey) and the Game over panel's words for its endings (namespace `<id>/ui`).
export const pl: GameStrings = {
  log: lines, game,
  ui: {
    ...shellWords,
    gameName: { "curse-sorcerers": "Czarownicy klątw (Curse Sorcerers)" },
    gameOver: {
      reason: {
        life: "życie przeciwnika spadło do 0",
        clock: "przeciwnik dwa razy przekroczył czas gry",
        judge: "sędzia orzekł porażkę",
      },
    },
  },
};
