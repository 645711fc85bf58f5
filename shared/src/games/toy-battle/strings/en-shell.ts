/**
 * Toy Battle's words for what the table shell draws and says of it (namespace `toy-battle/ui`, looked up
 * before the client's own at its table: client/src/i18n/useT.ts withGameWords): its zones' names
 * (table/perspective.ts zoneLabel, the zone headers' zoneShort) and its moves' refusals by code
 * (client/src/i18n/refusal.ts). Other languages sit beside this file with the same keys.
 */
export const shellWords = {
  zones: {
    own: {
      stand: "Your stand",
      supply: "Your supply",
      "set-aside": "Your set-aside tiles",
    },
    opponent: {
      stand: "Opponent's stand",
      supply: "Opponent's supply",
      "set-aside": "Opponent's set-aside tiles",
    },
    seat: {
      stand: "{{player}}'s stand",
      supply: "{{player}}'s supply",
      "set-aside": "{{player}}'s set-aside tiles",
    },
    shared: { board: "Board" },
  },
  zoneShort: {
    stand: "Stand",
    supply: "Supply",
    "set-aside": "Set aside",
    board: "Board",
  },
  errors: {
    "toy-battle": {
      "stand-full": "Your stand already holds 8 tiles: nothing was drawn. Place a tile instead.",
      "supply-empty": "Your supply is empty: there is no tile to draw.",
      "nothing-to-draw": "Nothing was drawn: your supply is empty or your stand already holds 8 tiles.",
      "already-anywhere": "This turn's placements may already go anywhere.",
      "spot-unknown": "This map has no such spot.",
      "spot-empty": "That spot is empty: there is no tile to remove.",
      "not-opponents": "The top tile there is your own: the effect removes an opponent's tile.",
      "not-adjacent": "That spot is not next to one your tile tops: the effect reaches a spot next to the tile you placed.",
      "stand-empty": "Your opponent's stand is empty: there is no tile to discard.",
    },
  },
};
