/** ポケモンカードゲームのブラウザの言葉（namespace `ptcg/ui`）: en-ui.ts と同じキー、同じ引数。Plurals: only `_other`. */
export const ui = {
  // Its zones' names (table/perspective.ts zoneLabel, the zone headers' zoneShort, the Move to… menu): the shell's strings name only hand, deck, discard and looking.
  zones: {
    own: {
      active: "あなたのバトルポケモン",
      bench: "あなたのベンチ",
      prize: "あなたのサイド",
      lost: "あなたのロストゾーン",
      resolving: "あなたの使用中のカード",
    },
    opponent: {
      active: "相手のバトルポケモン",
      bench: "相手のベンチ",
      prize: "相手のサイド",
      lost: "相手のロストゾーン",
      resolving: "相手の使用中のカード",
    },
    seat: {
      active: "{{player}}のバトルポケモン",
      bench: "{{player}}のベンチ",
      prize: "{{player}}のサイド",
      lost: "{{player}}のロストゾーン",
      resolving: "{{player}}の使用中のカード",
    },
    shared: { stadium: "スタジアム" },
  },
  zoneShort: {
    active: "バトル場",
    bench: "ベンチ",
    prize: "サイド",
    lost: "ロストゾーン",
    resolving: "使用中",
    stadium: "スタジアム",
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
      choice: "コイン投げに勝ったプレイヤーが先攻か後攻かを選ぶと手札が配られます：それまで山札は閉じたままです。",
      first: {
        _: "先攻を選べるのは、コイン投げに勝ったプレイヤーだけです。",
        same: "そのプレイヤーはすでに先攻です。",
        final: "先攻は手札が配られる前に決まりました：もう変えられません。",
      },
    },
  },
  /** Its name in the lobby (GameUi.nameKey). */
  gameName: { ptcg: "ポケモンカードゲーム" },
  /** Pokémon's create-room option (the lobby's form, BenchSizeField). */
  lobby: {
    benchSize: "ベンチの数",
  },
  controls: {
    takePrize: "サイドを取る",
    attack: "ワザ",
    noAttacks: "あなたのバトルポケモンにはワザがありません",
    attackFrom: "{{attack}} — {{card}}から",
    checkup: "ポケモンチェック",
    ready: "準備完了",
    readyConfirm: "バトル場が空のまま準備完了にしますか？",
    readyConfirmWhy: "先にたねポケモンをバトル場に置いてください：両プレイヤーの準備が完了すると対戦が始まり、場にポケモンがいないプレイヤーは負けになります。",
    readyAnyway: "それでも準備完了",
    mulligan: "マリガン",
  },
  prompt: {
    takePrizes_other: "{{card}}をきぜつさせたので、サイドを{{count}}枚取れます。",
    takePrizesFor_other: "{{to}}は{{card}}をきぜつさせたので、サイドを{{count}}枚取れます。",
  },
  setup: {
    mulliganExtra_other: "{{player}}が{{count}}回マリガンしました：対戦開始前に、最大{{count}}枚まで追加で引けます（「枚数」を設定して「引く」）。",
  },
  status: {
    emptyActive: "バトル場が空です：ベンチのポケモンをバトル場に出してください（ドラッグするか、メニューで「バトル場に出す」を選びます）。",
  },
  menu: {
    movePokemon: "ポケモンの移動先…",
    attachTo: "付ける先…",
    attachPokemonTo: "このポケモンを付ける先…",
    evolve: "進化…",
    putUnder: "下に置く…",
    pokemonAt: "{{name}}（{{zone}}、{{slot}}番目）",
    damageAdd: "ダメージ+10",
    damageRemove: "ダメージ−10",
    damageSet: "ダメージを設定…",
    damageSetLabel: "ダメージ",
    conditions: "特殊状態…",
    attack: "ワザ…",
    retreat: "にげる…",
    switchWith: "入れ替える相手…",
    benchSlot: "ベンチ{{slot}}：{{name}}",
    toActive: "バトル場に出す",
    devolve: "いちばん上のカードを手札に戻す（退化）",
    knockout: "きぜつさせる",
    discardPokemon: "付いているカードごとトラッシュする",
  },
  slot: {
    active: "{{zone}}",
    activeOf: "{{zone}}（{{total}}か所中{{slot}}番目）",
    activeShort: "バトル場",
    bench: "{{zone}}（{{total}}か所中{{slot}}番目）",
    damage: "ダメージ{{count}}",
    beneath: "{{names}}の上",
  },
  markerShort: { "ability-used": "特性", "vstar-used": "VS", "gx-used": "GX" },
  /** The Game over panel's words for the ends of its own (log reasons prizes, no-pokemon; {{loser}}, _you for the reader). */
  gameOver: {
    reason: {
      prizes: "サイドをすべて取った",
      "no-pokemon": "{{loser}}の場にポケモンがいない",
      "no-pokemon_you": "あなたの場にポケモンがいない",
    },
  },
};
