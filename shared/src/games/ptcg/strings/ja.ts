/**
 * ポケモンカードゲームの日本語（GameStrings）: en.ts と同じキー、同じ引数。Terms as seed 001
 * writes them (バトル場, ベンチ, サイド, トラッシュ, きぜつ, ポケモンチェック, どく, やけど, ねむり,
 * こんらん, マヒ), the rest as Japanese products print them: docs/i18n/ja.md.
 * Plurals: only `_other` (Japanese has one plural category).
 */
import type { GameStrings } from "../../game";
import { advisory } from "./ja-advisory";
import { ui } from "./ja-ui";

const game = {
  zone: {
    active: "バトル場",
    bench: "ベンチ",
    prize: "サイド",
    lost: "ロストゾーン",
    stadium: "スタジアム",
    resolving: "使用中",
  },
  condition: {
    poisoned: "どく",
    burned: "やけど",
    asleep: "ねむり",
    confused: "こんらん",
    paralyzed: "マヒ",
  },
  marker: {
    "ability-used": "特性使用済み",
    "vstar-used": "VSTARパワー使用済み",
    "gx-used": "GXワザ使用済み",
    attacked: "ワザ宣言済み",
  },
  counter: { damage: "ダメージ", mulligans: "マリガン" },
};

/** ポケモンの場の場所と、場所で呼ぶポケモン（文脈は共通の phrases と同じ）。 */
const places = {
  place: {
    active: "{{owner}}バトル場",
    bench: "{{owner}}ベンチ",
    prize: "{{owner}}サイド",
    lost: "{{owner}}ロストゾーン",
    resolving: "{{owner}}使用中のカード置き場",
    stadium: "スタジアム",
  },
  where: { bench: "{{place}}の" },
  inSlot: {
    active: "{{owner}}バトルポケモン",
    bench: "{{owner}}ベンチの{{slot}}番目のポケモン",
    unknown: "{{owner}}{{zone}}の{{slot}}番目のポケモン",
  },
  stackNamed: {
    active: "{{owner}}バトル場の{{card}}",
    active_hidden: "{{owner}}ウラ向きのバトルポケモン",
    bench: "{{owner}}ベンチの{{card}}",
    bench_hidden: "{{owner}}ウラ向きのベンチポケモン",
  },
};

const lines = {
  move: {
    "set-prizes": "{{actor}}は{{what}}を{{to}}に置きました。",
    "take-prize": "{{actor}}は{{from}}から{{what}}を取りました。",
    knockout: "{{actor}}は{{from}}をきぜつさせました：{{what}}は{{to}}に置かれました。",
    evolve: "{{actor}}は{{to}}を{{what}}に進化させました。",
    "evolve-onto": "{{actor}}は{{target}}を{{what}}に進化させました（{{to}}）。",
  },
  swap: {
    retreat: "{{actor}}は{{card}}を{{to}}ににがし、{{other}}を{{from}}に出しました。",
    switch: "{{actor}}は{{whereFrom}}{{card}}と{{to}}の{{other}}を入れ替えました。",
  },
  counter: {
    checkup: "ポケモンチェック（{{condition}}）：{{stack}}に{{counter}}{{amount}}をのせました（合計{{total}}）。",
  },
  condition: {
    "checkup-off": "ポケモンチェック：{{stack}}の{{condition}}が回復しました。",
  },
  coins: {
    burn: "ポケモンチェック（やけど）：コインは{{results}}でした。",
    burn_heads: "ポケモンチェック（やけど）：コインはオモテでした。やけどが回復します。",
    burn_tails: "ポケモンチェック（やけど）：コインはウラでした。やけどのままです。",
    sleep: "ポケモンチェック（ねむり）：コインは{{results}}でした。",
    sleep_heads: "ポケモンチェック（ねむり）：コインはオモテでした。ねむりが回復します。",
    sleep_tails: "ポケモンチェック（ねむり）：コインはウラでした。ねむりのままです。",
  },
  attack: "{{actor}}は{{stack}}のワザ「{{attack}}」を使いました。",
  markers: {
    reset: "{{player}}のポケモンから「番に1回」のマーカーが外れました：{{markers}}。",
    reset_you: "あなたのポケモンから「番に1回」のマーカーが外れました：{{markers}}。",
  },
  phase: {
    setup: "対戦準備：各プレイヤーはたねポケモンをウラ向きで置き、準備をします。",
    playing: "両プレイヤーの準備が完了しました：ポケモンをオモテにして対戦開始です。",
  },
  mulligan_other: "{{actor}}はマリガンしました（{{count}}回目）。見せた手札：{{what}}。",
  reason: {
    prizes: "サイドをすべて取った",
    "no-pokemon": "相手の場にポケモンがいない",
  },
  note: {
    checkup: {
      start: "{{player}}のバトルポケモン{{card}}のポケモンチェック。",
      start_you: "あなたのバトルポケモン{{card}}のポケモンチェック。",
      "knocked-out": "{{player}}のバトルポケモン{{card}}は、きぜつするだけのダメージを受けています。",
      "knocked-out_you": "あなたのバトルポケモン{{card}}は、きぜつするだけのダメージを受けています。",
    },
  },
};

/** サイドの確認と、要求する操作のポケモンの言葉。 */
const prompts = {
  prompt: {
    "take-prizes_other": "{{player}}は{{card}}をきぜつさせたので、サイドを{{count}}枚取れます。",
    "take-prizes_you_other": "あなたは{{card}}をきぜつさせたので、サイドを{{count}}枚取れます。",
    dismissed: "{{player}}はサイドの確認を閉じました。",
    dismissed_you: "あなたはサイドの確認を閉じました。",
  },
  action: {
    "setup-mulligan": "マリガンする",
    "move-stack": "ポケモンを{{zone}}に移す",
    swap: "ポケモン2匹を入れ替える",
    "prize-take": "サイドを1枚取る",
    "stack-discard": "ポケモンをトラッシュする",
    counter: "ダメカンを変える",
    condition: "特殊状態を変える",
    attack: "ワザを宣言する",
  },
};

export const ja: GameStrings = {
  game,
  log: { ...places, ...lines, ...prompts, advisory },
  ui,
};
