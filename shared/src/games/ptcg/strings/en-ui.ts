/**
 * The Pokémon TCG's words in the browser (namespace `ptcg/ui`): the controls, menus, hints and
 * create-room option of its client folder (client/src/games/ptcg/). At a Pokémon table a `ui` key
 * is looked up here before the client's own `ui` (client/src/i18n/useT.ts withGameWords), so the
 * shell's strings hold no Pokémon words. Other languages sit beside this file with the same keys.
 */
export const ui = {
  // Its zones' names (table/perspective.ts zoneLabel, the zone headers' zoneShort, the Move to… menu): the shell's strings name only hand, deck, discard and looking.
  zones: {
    own: {
      active: "Your active Pokémon",
      bench: "Your bench",
      prize: "Your prizes",
      lost: "Your Lost Zone",
      resolving: "Your resolving area",
    },
    opponent: {
      active: "Opponent's active Pokémon",
      bench: "Opponent's bench",
      prize: "Opponent's prizes",
      lost: "Opponent's Lost Zone",
      resolving: "Opponent's resolving area",
    },
    seat: {
      active: "{{player}}'s active Pokémon",
      bench: "{{player}}'s bench",
      prize: "{{player}}'s prizes",
      lost: "{{player}}'s Lost Zone",
      resolving: "{{player}}'s resolving area",
    },
    shared: { stadium: "Stadium" },
  },
  zoneShort: {
    active: "Active",
    bench: "Bench",
    prize: "Prizes",
    lost: "Lost Zone",
    resolving: "Playing",
    stadium: "Stadium",
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
      choice: "The hands are dealt once the coin flip's winner chooses to go first or second: until then the decks stay shut.",
      first: {
        _: "Only the player who won the coin flip chooses who goes first.",
        same: "That player already goes first.",
        final: "Who goes first was chosen before the hands were dealt: it can't change now.",
      },
    },
  },
  /** Its name in the lobby (GameUi.nameKey). */
  gameName: { ptcg: "Pokémon TCG" },
  /** Pokémon's create-room option (the lobby's form, BenchSizeField). */
  lobby: {
    benchSize: "Bench size",
  },
  controls: {
    takePrize: "Take prize",
    attack: "Attack",
    noAttacks: "Your Active Pokémon has no attacks",
    /** An attack an attached card gives the Pokémon. */
    attackFrom: "{{attack}} — from {{card}}",
    checkup: "Pokémon Checkup",
    ready: "Ready",
    readyConfirm: "Ready with an empty Active Spot?",
    readyConfirmWhy: "Put a Basic Pokémon there first: the game begins once both players are ready, and a player with no Pokémon in play loses.",
    readyAnyway: "Ready anyway",
    mulligan: "Mulligan",
  },
  prompt: {
    takePrizes_one: "You may take {{count}} prize card for knocking out {{card}}.",
    takePrizes_other: "You may take {{count}} prize cards for knocking out {{card}}.",
    // A judge sees every player's questions: each names the player it is put to ({{to}}), never "you".
    takePrizesFor_one: "{{to}} may take {{count}} prize card for knocking out {{card}}.",
    takePrizesFor_other: "{{to}} may take {{count}} prize cards for knocking out {{card}}.",
  },
  setup: {
    mulliganExtra_one: "{{player}} took a mulligan: you may draw 1 more card (Draw) before the game begins.",
    mulliganExtra_other: "{{player}} took {{count}} mulligans: you may draw up to {{count}} more cards (set Count, then Draw) before the game begins.",
  },
  status: {
    emptyActive: "Your Active Spot is empty: move a Pokémon from your Bench into it (drag it there, or choose “Switch into the Active Spot” in its menu).",
  },
  menu: {
    movePokemon: "Move Pokémon to…",
    attachTo: "Attach to…",
    attachPokemonTo: "Attach this Pokémon to…",
    evolve: "Evolve…",
    putUnder: "Put under…",
    pokemonAt: "{{name}} ({{zone}}, slot {{slot}})",
    damageAdd: "+10 damage",
    damageRemove: "−10 damage",
    damageSet: "Set damage…",
    damageSetLabel: "Damage",
    conditions: "Special Conditions…",
    attack: "Attack…",
    retreat: "Retreat…",
    switchWith: "Switch with…",
    benchSlot: "Bench {{slot}}: {{name}}",
    toActive: "Switch into the Active Spot",
    devolve: "Top card back to hand (devolve)",
    knockout: "Knock Out",
    discardPokemon: "Discard with everything attached",
  },
  slot: {
    active: "{{zone}} spot",
    activeOf: "{{zone}} spot {{slot}} of {{total}}",
    activeShort: "Active",
    bench: "{{zone}} slot {{slot}} of {{total}}",
    damage: "{{count}} damage",
    /** The cards under a Pokémon's top card (what it evolved from, cards put under it), nearest first. */
    beneath: "on top of {{names}}",
  },
  markerShort: { "ability-used": "Abl", "vstar-used": "VS", "gx-used": "GX" },
  /** The Game over panel's words for the ends of its own (log reasons prizes, no-pokemon; {{loser}}, _you for the reader). */
  gameOver: {
    reason: {
      prizes: "all prize cards taken",
      "no-pokemon": "{{loser}} has no Pokémon in play",
      "no-pokemon_you": "you have no Pokémon in play",
    },
  },
};
