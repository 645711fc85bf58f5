/** Słowa Pokémon TCG w przeglądarce (namespace `ptcg/ui`): te same klucze i parametry co en-ui.ts. */
export const ui = {
  // Its zones' names (table/perspective.ts zoneLabel, the zone headers' zoneShort, the Move to… menu): the shell's strings name only hand, deck, discard and looking.
  zones: {
    own: {
      active: "Twój Active Pokémon",
      bench: "Twój Bench",
      prize: "Twoje Prize Cards",
      lost: "Twoja Lost Zone",
      resolving: "Twoja strefa rozpatrywania",
    },
    opponent: {
      active: "Active Pokémon przeciwnika",
      bench: "Bench przeciwnika",
      prize: "Prize Cards przeciwnika",
      lost: "Lost Zone przeciwnika",
      resolving: "Strefa rozpatrywania przeciwnika",
    },
    seat: {
      active: "Active Pokémon gracza {{player}}",
      bench: "Bench gracza {{player}}",
      prize: "Prize Cards gracza {{player}}",
      lost: "Lost Zone gracza {{player}}",
      resolving: "Strefa rozpatrywania gracza {{player}}",
    },
    shared: { stadium: "Stadion" },
  },
  zoneShort: {
    active: "Active",
    bench: "Bench",
    prize: "Prize",
    lost: "Lost Zone",
    resolving: "W grze",
    stadium: "Stadion",
  },
  move: {
    bench: "{{zone}}",
    active: "{{zone}}",
    lost: "{{zone}}",
    prize: "{{zone}}",
    stadium: "{{zone}}",
    resolving: "{{zone}}",
  },
  // Its own refusals' words by code (client/src/i18n/refusal.ts looks them up here first at its table).
  errors: {
    setup: {
      choice: "Karty zostaną rozdane, gdy zwycięzca rzutu monetą wybierze, czy zaczyna, czy gra jako drugi: do tego czasu decki są zamknięte.",
      first: {
        _: "O tym, kto zaczyna, decyduje tylko gracz, który wygrał rzut monetą.",
        same: "Ten gracz już zaczyna.",
        final: "O tym, kto zaczyna, zdecydowano przed rozdaniem kart: teraz nie można tego zmienić.",
      },
    },
  },
  /** Its name in the lobby (GameUi.nameKey). */
  gameName: { ptcg: "Pokémon TCG" },
  /** Pokémon's create-room option (the lobby's form, BenchSizeField). */
  lobby: {
    benchSize: "Rozmiar Bencha",
  },
  controls: {
    takePrize: "Pociągnij Prize",
    attack: "Atakuj",
    noAttacks: "Twój Active Pokémon nie ma ataków",
    attackFrom: "{{attack}} — z karty {{card}}",
    checkup: "Pokémon Checkup",
    ready: "Gotowe",
    readyConfirm: "Gotowe z pustym miejscem Active?",
    readyConfirmWhy: "Najpierw połóż tam Basic Pokémona: gra zaczyna się, gdy obaj gracze są gotowi, a gracz bez Pokémonów w grze przegrywa.",
    readyAnyway: "Mimo to gotowe",
    mulligan: "Mulligan",
  },
  prompt: {
    takePrizes_one: "Możesz pociągnąć {{count}} Prize za znokautowanie: {{card}}.",
    takePrizes_few: "Możesz pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
    takePrizes_many: "Możesz pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
    takePrizes_other: "Możesz pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
    takePrizesFor_one: "{{to}} może pociągnąć {{count}} Prize za znokautowanie: {{card}}.",
    takePrizesFor_few: "{{to}} może pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
    takePrizesFor_many: "{{to}} może pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
    takePrizesFor_other: "{{to}} może pociągnąć {{count}} Prize Cards za znokautowanie: {{card}}.",
  },
  setup: {
    mulliganExtra_one: "{{player}} zrobił mulligan: możesz dobrać jeszcze 1 kartę („Dobierz”) przed początkiem gry.",
    mulliganExtra_few:
      "{{player}} zrobił {{count}} mulligany: możesz dobrać do {{count}} dodatkowych kart (ustaw „Liczba”, potem „Dobierz”) przed początkiem gry.",
    mulliganExtra_many:
      "{{player}} zrobił {{count}} mulliganów: możesz dobrać do {{count}} dodatkowych kart (ustaw „Liczba”, potem „Dobierz”) przed początkiem gry.",
    mulliganExtra_other:
      "{{player}} zrobił {{count}} mulligana: możesz dobrać do {{count}} dodatkowych kart (ustaw „Liczba”, potem „Dobierz”) przed początkiem gry.",
  },
  status: {
    emptyActive: "Twoje miejsce Active jest puste: przenieś na nie Pokémona z Bencha (przeciągnij go albo wybierz „Przenieś na miejsce Active” w jego menu).",
  },
  menu: {
    movePokemon: "Przenieś Pokémona do…",
    attachTo: "Dołącz do…",
    attachPokemonTo: "Dołącz tego Pokémona do…",
    evolve: "Ewoluuj…",
    putUnder: "Połóż pod…",
    pokemonAt: "{{name}} ({{zone}}, miejsce {{slot}})",
    damageAdd: "+10 obrażeń",
    damageRemove: "−10 obrażeń",
    damageSet: "Ustaw obrażenia…",
    damageSetLabel: "Obrażenia",
    conditions: "Special Conditions…",
    attack: "Atak…",
    retreat: "Retreat…",
    switchWith: "Zamień z…",
    benchSlot: "Bench {{slot}}: {{name}}",
    toActive: "Przenieś na miejsce Active",
    devolve: "Wierzchnia karta z powrotem na rękę (cofnij ewolucję)",
    knockout: "Knock Out",
    discardPokemon: "Odrzuć ze wszystkim, co dołączone",
  },
  slot: {
    active: "{{zone}}: miejsce",
    activeOf: "{{zone}}: miejsce {{slot}} z {{total}}",
    activeShort: "Active",
    bench: "{{zone}}: miejsce {{slot}} z {{total}}",
    damage: "{{count}} obrażeń",
    beneath: "na kartach: {{names}}",
  },
  markerShort: { "ability-used": "Zdl", "vstar-used": "VS", "gx-used": "GX" },
  /** The Game over panel's words for the ends of its own (log reasons prizes, no-pokemon; {{loser}}, _you for the reader). */
  gameOver: {
    reason: {
      prizes: "wszystkie Prize Cards pociągnięte",
      "no-pokemon": "{{loser}} nie ma Pokémonów w grze",
      "no-pokemon_you": "nie masz Pokémonów w grze",
    },
  },
};
