/**
 * Toy Battle's words for what the table shell draws and says of it (namespace `toy-battle/ui`, looked up
 * before the client's own at its table: client/src/i18n/useT.ts withGameWords): its zones' names
 * (table/perspective.ts zoneLabel, the zone headers' zoneShort) and its moves' refusals by code
 * (client/src/i18n/refusal.ts). Other languages sit beside this file with the same keys.
 */
export const shellWords = {
  zones: {
    own: {
      stand: "あなたのスタンド",
      supply: "あなたの供給",
      "set-aside": "あなたの除外タイル",
    },
    opponent: {
      stand: "相手のスタンド",
      supply: "相手の供給",
      "set-aside": "相手の除外タイル",
    },
    seat: {
      stand: "{{player}}のスタンド",
      supply: "{{player}}の供給",
      "set-aside": "{{player}}の除外タイル",
    },
    shared: { board: "戦場" },
  },
  zoneShort: {
    stand: "スタンド",
    supply: "供給",
    "set-aside": "除外",
    board: "戦場",
  },
  errors: {
    "toy-battle": {
      "stand-full": "スタンドにはすでにタイルが8枚あります：何も引きませんでした。代わりにタイルを配置してください。",
      "supply-empty": "供給所が空です：引くタイルがありません。",
      "nothing-to-draw": "何も引きませんでした：供給所が空か、スタンドにすでにタイルが8枚あります。",
      "already-anywhere": "この手番はすでにどこにでも配置できます。",
      "spot-unknown": "この戦場にはそのマスがありません。",
      "spot-empty": "そのマスは空です：取り除くタイルがありません。",
      "not-opponents": "そのマスの一番上のタイルは自分のものです：この効果は相手のタイルを取り除きます。",
      "not-adjacent": "そのマスは自分のタイルが一番上にあるマスの隣ではありません：効果は配置したタイルの隣のマスに及びます。",
      "stand-empty": "相手のスタンドが空です：捨てるタイルがありません。",
    },
  },
};
