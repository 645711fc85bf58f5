/**
 * Curse Sorcerers's words for what the table shell draws and says of it (namespace `curse-sorcerers/ui`, looked up
 * before the client's own at its table: client/src/i18n/useT.ts withGameWords): its zones' names
 * (table/perspective.ts zoneLabel, the zone headers' zoneShort) and its moves' refusals by code
 * (client/src/i18n/refusal.ts). Other languages sit beside this file with the same keys.
 */
export const shellWords = {
  zones: {
    own: {
      field: "あなたのフィールド",
      graveyard: "あなたの墓地",
    },
    opponent: {
      field: "相手のフィールド",
      graveyard: "相手の墓地",
    },
    seat: {
      field: "{{player}}のフィールド",
      graveyard: "{{player}}の墓地",
    },
    shared: { stack: "スタック" },
  },
  zoneShort: {
    field: "フィールド",
    graveyard: "墓地",
    stack: "スタック",
  },
  errors: {
    phase: {
      same: "ターンはすでにそのフェイズです。",
    },
    ability: {
      "not-in-play": "能力はフィールドにあるカードから使います。",
      "not-yours": "それは相手のカードです：能力を使えるのは持ち主だけです。",
      unknown: "そのカードにそのような能力はありません。",
      token: "スタック上の能力はカードではありません：動かさずに解決してください（一番上を解決）。",
    },
    combat: {
      field: "自分のフィールドの呪術師を指定してください。",
      "not-sorcerer": "戦うのは呪術師だけです。",
      "not-defender": "ブロックを宣言するのはターン中でないプレイヤーです。",
    },
    curse: { full: "呪力はすでにこの卓の上限です。" },
    field: { full: "フィールドの呪術師スロット3つが埋まっています：先に空きを作るか、手で置いてください。" },
    loop: { times: "繰り返し回数を指定するのは宣言だけで、宣言には回数が必要です。", none: "数えているループはありません。" },
    mulligan: {
      none: "この卓はマリガンなしです：手札をキープしてください。",
      used: "この卓のマリガンは1回で、すでに使いました。",
      empty: "これ以上少ない手札にはカードが残りません：この手札をキープしてください。",
    },
    resolve: {
      empty: "スタックは空です：解決するものはありません。",
      field: "呪術師は持ち主のフィールドに入ります。",
      target: "呪物を付ける呪術師を指定してください。",
    },
    turn: {
      "not-yours": "それができるのはターン中のプレイヤーだけです。",
    },
  },
};
