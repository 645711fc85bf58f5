/**
 * 各ゲーム共通のログの文（namespace `log`）: en/log.ts の日本語、キーも引数も同じ。
 * Plurals: only `_other` (Japanese has no other category). Terms: docs/i18n/ja.md.
 */
import type { log as en } from "../en/log";
import { phrases } from "./phrases";
import { prompts } from "./prompts";
import type { JaShape } from "./shape";

export const log: JaShape<typeof en> = {
  ...phrases,
  ...prompts,
  deck: {
    loaded_other: "{{actor}}は{{count}}枚のデッキを読み込みました。",
    "loaded-placeholders_other": "{{actor}}は{{count}}枚のデッキを読み込みました（{{placeholders}}枚はカードデータベースにありません）。",
  },
  move: {
    draw: "{{actor}}は{{what}}を引きました。",
    deal: "{{actor}}は最初の手札を引きました：{{what}}。",
    "discard-stack": "{{actor}}は{{from}}を、付いているカードごとトラッシュしました：{{what}}。",
    "return-top": "{{actor}}は{{what}}を{{to}}の上に戻しました。",
    "return-bottom": "{{actor}}は{{what}}を{{to}}の下に戻しました。",
    attach: "{{actor}}は{{what}}を{{to}}に付けました。",
    "attach-from": "{{actor}}は{{from}}の{{what}}を{{to}}に付けました。",
    evolve: "{{actor}}は{{what}}を{{to}}の上に重ねました。",
    "attach-onto": "{{actor}}は{{what}}を{{target}}（{{to}}）に付けました。",
    "attach-from-onto": "{{actor}}は{{from}}の{{what}}を{{target}}（{{to}}）に付けました。",
    "evolve-onto": "{{actor}}は{{what}}を{{target}}（{{to}}）の上に重ねました。",
    under: "{{actor}}は{{what}}を{{to}}の下に置きました。",
    place: "{{actor}}は{{what}}を{{to}}に置きました。",
    "place-from": "{{actor}}は{{from}}の{{what}}を{{to}}に置きました。",
    "place-face-down": "{{actor}}は{{what}}をウラ向きで{{to}}に置きました。",
    "place-face-down-from": "{{actor}}は{{from}}の{{what}}をウラ向きで{{to}}に置きました。",
    discard: "{{actor}}は{{from}}の{{what}}をトラッシュしました。",
    "discard-into": "{{actor}}は{{from}}の{{what}}を{{to}}にトラッシュしました。",
    play: "{{actor}}は{{what}}を使いました。",
    top: "{{actor}}は{{from}}の{{what}}を{{to}}の上に置きました。",
    bottom: "{{actor}}は{{from}}の{{what}}を{{to}}の下に置きました。",
    any: "{{actor}}は{{from}}の{{what}}を{{to}}に移しました。",
    "discard-random": "{{actor}}は{{from}}からランダムに選ばれた{{what}}をトラッシュしました。",
    "top-random": "{{actor}}は{{from}}からランダムに選ばれた{{what}}を{{to}}の上に置きました。",
    "bottom-random": "{{actor}}は{{from}}からランダムに選ばれた{{what}}を{{to}}の下に置きました。",
    "any-random": "{{actor}}は{{from}}からランダムに選ばれた{{what}}を{{to}}に移しました。",
  },
  stack: {
    moved: "{{actor}}は{{card}}を{{from}}から{{to}}に移しました。",
    reslotted: "{{actor}}は{{whereTo}}{{card}}を{{slot}}番目の位置に移しました。",
  },
  swap: {
    any: "{{actor}}は{{whereFrom}}{{card}}と{{whereTo}}{{other}}を入れ替えました。",
  },
  shuffle_other: "{{actor}}は{{zone}}をシャッフルしました（{{count}}枚）。",
  search_other: "{{actor}}は{{zone}}を探しました（{{count}}枚）。",
  look: {
    top_other: "{{actor}}は{{zone}}の上から{{count}}枚を見ました。",
    bottom_other: "{{actor}}は{{zone}}の下から{{count}}枚を見ました。",
    stopped: "{{actor}}は{{zone}}を見るのをやめました。",
    reordered: "{{actor}}は{{zone}}の順番を並べ替えました。",
  },
  flip: {
    up: "{{where}}{{what}}がオモテになりました。",
    down: "{{actor}}は{{where}}{{what}}をウラ向きにしました。",
  },
  reveal: "{{actor}}は{{where}}{{what}}を公開しました。",
  hide: "{{actor}}は{{where}}{{what}}の公開をやめました。",
  counter: {
    add: "{{actor}}は{{stack}}に{{counter}}{{amount}}をのせました（合計{{total}}）。",
    remove: "{{actor}}は{{stack}}から{{counter}}{{amount}}を取り除きました（残り{{total}}）。",
    clear: "{{actor}}は{{stack}}の{{counter}}をすべて取り除きました。",
    "player-add": "{{actor}}は{{counter}}に{{amount}}を加えました（合計{{total}}）。",
    "player-remove": "{{actor}}は{{counter}}から{{amount}}を減らしました（残り{{total}}）。",
    "player-clear": "{{actor}}は{{counter}}を0にしました。",
  },
  condition: {
    on: "{{actor}}は{{stack}}を{{condition}}にしました。",
    replace: "{{actor}}は{{stack}}を{{replaced}}から{{condition}}にしました。",
    off: "{{actor}}は{{stack}}の{{condition}}を回復させました。",
  },
  marker: {
    on: "{{actor}}は{{stack}}に「{{marker}}」マーカーを置きました。",
    off: "{{actor}}は{{stack}}から「{{marker}}」マーカーを外しました。",
    "player-on": "{{actor}}は「{{marker}}」マーカーを置きました。",
    "player-off": "{{actor}}は「{{marker}}」マーカーを外しました。",
  },
  coins: {
    flip_other: "{{actor}}はコインを{{count}}回投げました：{{results}}（オモテ{{heads}}回）。",
  },
  turn: {
    began: "{{number}}ターン目：{{player}}の番です。",
    began_you: "{{number}}ターン目：あなたの番です。",
  },
  markers: {
    reset: "{{player}}のカードから「番に1回」のマーカーが外れました：{{markers}}。",
    reset_you: "あなたのカードから「番に1回」のマーカーが外れました：{{markers}}。",
  },
  phase: {
    setup: "対戦準備：各プレイヤーが準備をします。",
    playing: "両プレイヤーの準備が完了しました：対戦開始です。",
    finished: "対戦が終了しました。",
  },
  first: {
    chosen: "コインは{{coin}}でした：{{player}}がコイン投げに勝ち、先攻です。",
    chosen_you: "コインは{{coin}}でした：あなたがコイン投げに勝ち、先攻です。",
    second: "{{actor}}は後攻を選びました：{{player}}が先攻です。",
    second_you: "{{actor}}は後攻を選びました：あなたが先攻です。",
    first: "{{actor}}はやはり先攻を選びました。",
    won: "コインは{{coin}}でした：{{player}}がコイン投げに勝ち、先攻か後攻かを選びます。",
    won_you: "コインは{{coin}}でした：あなたがコイン投げに勝ち、先攻か後攻かを選びます。",
    go: "{{actor}}は先攻を選びました。",
  },
  setup: { ready: "{{actor}}は準備を完了しました。" },
  conceded: "{{actor}}は投了しました。",
  game: {
    won: "{{player}}の勝ちです（{{reason}}）。",
    won_you: "あなたの勝ちです（{{reason}}）。",
    draw: "対戦は引き分けで終わりました（{{reason}}）。",
  },
  reason: {
    "deck-out": "相手が山札を引けなかった",
    concede: "相手が投了した",
    "sudden-death": "サドンデス",
  },
  note: {
    draw: {
      short_other: "{{player}}は{{count}}枚中{{drawn}}枚しか引けませんでした：山札がなくなりました。",
      short_you_other: "あなたは{{count}}枚中{{drawn}}枚しか引けませんでした：山札がなくなりました。",
    },
  },
  table: {
    "turn-set": "番が設定されました：{{number}}ターン目、{{player}}の番です。",
    "turn-set_you": "番が設定されました：{{number}}ターン目、あなたの番です。",
    paused: "対戦は一時停止中です。",
    resumed: "対戦が再開されました。",
  },
  sharing: {
    "hands-on": "{{actor}}は観戦者に両者の手札を見せることに同意しました（もう一人のプレイヤーの同意も必要です）。",
    "hands-on-both": "{{actor}}も同意しました：観戦者には両者の手札が見えています。",
    "hands-off": "{{actor}}は観戦者に手札を見せることへの同意を取り消しました：観戦者には手札が見えません。",
  },
  practice: {
    viewed: "練習中のプレイヤーが{{player}}の側に切り替えました。",
    viewed_you: "あなたは自分の側に切り替えました。",
  },
  record: {
    "reveal-on": "{{actor}}は対戦記録ですべてのカードを公開することに同意しました（もう一人のプレイヤーの同意も必要です）。",
    "reveal-both": "{{actor}}も同意しました：対戦記録ですべてのカードが公開されます。",
    "reveal-off": "{{actor}}は対戦記録を公開することへの同意を取り消しました。",
  },
  history: {
    undone_other: "{{actor}}は{{player}}の直前の{{count}}個の操作の取り消しに同意しました。",
    undone_you_other: "{{actor}}はあなたの直前の{{count}}個の操作の取り消しに同意しました。",
    "undone-by-judge_other": "ジャッジが{{agreedBy}}に代わって、{{player}}の直前の{{count}}個の操作の取り消しに同意しました。",
    "undone-by-judge_you_other": "ジャッジが{{agreedBy}}に代わって、あなたの直前の{{count}}個の操作の取り消しに同意しました。",
    "undone-by-judge_agreed-you_other": "ジャッジがあなたに代わって、{{player}}の直前の{{count}}個の操作の取り消しに同意しました。",
    rewound_other: "対戦が巻き戻されました：{{count}}個の操作が取り消されました。",
  },
  chat: {
    player: "{{actor}}：{{text}}",
    spectator: "{{name}}（観戦者）：{{text}}",
    judge: "{{name}}：{{text}}",
  },
  advisory: { table: { "not-your-turn": "これは相手の番の間に行われました。" } },
};
