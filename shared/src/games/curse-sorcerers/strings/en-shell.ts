/**
 * Curse Sorcerers's words for what the table shell draws and says of it (namespace `curse-sorcerers/ui`, looked up
 * before the client's own at its table: client/src/i18n/useT.ts withGameWords): its zones' names
 * (table/perspective.ts zoneLabel, the zone headers' zoneShort) and its moves' refusals by code
 * (client/src/i18n/refusal.ts). Other languages sit beside this file with the same keys.
 */
export const shellWords = {
  zones: {
    own: {
      field: "Your field",
      graveyard: "Your graveyard",
    },
    opponent: {
      field: "Opponent's field",
      graveyard: "Opponent's graveyard",
    },
    seat: {
      field: "{{player}}'s field",
      graveyard: "{{player}}'s graveyard",
    },
    shared: { stack: "Stack" },
  },
  zoneShort: {
    field: "Field",
    graveyard: "Graveyard",
    stack: "Stack",
  },
  errors: {
    phase: {
      same: "The turn is in that phase already.",
    },
    ability: {
      "not-in-play": "An ability is used from a card in play, on a field.",
      "not-yours": "That card is your opponent's: only its owner uses its abilities.",
      unknown: "That card has no such ability.",
      token: "An ability on the stack is not a card: resolve it (Resolve top) rather than moving it.",
    },
    combat: {
      field: "Name a sorcerer of your own field.",
      "not-sorcerer": "Only a sorcerer fights.",
      "not-defender": "Blockers are declared by the player whose turn it is not.",
    },
    curse: { full: "Your curse power is at the table's most already." },
    field: { full: "The field's three sorcerer slots are full: make room first, or put the sorcerer where it goes by hand." },
    loop: { times: "Only a declaration names a number of repetitions, and a declaration needs one.", none: "No loop is being counted." },
    mulligan: {
      none: "This table plays without mulligans: keep the hand.",
      used: "This table allows one mulligan, and you took it.",
      empty: "A smaller hand would hold no card: keep this one.",
    },
    resolve: {
      empty: "The stack is empty: there is nothing to resolve.",
      field: "A sorcerer enters its owner's field.",
      target: "Name the sorcerer the cursed object attaches to.",
    },
    turn: {
      "not-yours": "Only the player whose turn it is can do that.",
    },
  },
};
