/** 修正と観戦の道具の日本語（namespace `ui`）: ジャッジの道具、番の設定、巻き戻し、一時停止、手札を見せる観戦。en-judging.ts と同じキー。 */
import type { judging as en } from "./en-judging";
import type { JaShape } from "./ja";

export const judging: JaShape<typeof en> = {
  judge: {
    tools: "ジャッジの道具",
    pause: "対戦を一時停止",
    resume: "対戦を再開",
    setTurn: "番を設定…",
  },
  setTurn: {
    title: "番を設定する",
    now: "現在：{{number}}ターン目、{{player}}の番。",
    number: "ターン数",
    whose: "だれの番か",
    submit: "番を設定",
  },
  rewind: {
    button: "ここまで巻き戻す（{{line}}行目）：{{text}}",
    title: "対戦を巻き戻しますか？",
    point: "テーブルはこの行の直後に戻ります：",
    counting: "取り消される操作を数えています…",
    actions_other: "この後の{{count}}個の操作が取り消されます。",
    lines_other: "ログの{{count}}行に取り消し線が引かれます。",
    estimate_other: "操作を数えられませんでした（{{reason}}）：この後のログの最大{{count}}行に取り消し線が引かれます。",
    stays: "チャット、一時停止、手札を見せる選択はそのまま残ります。ランダムな結果はやり直されません：次のシャッフルやコイン投げは新しいものです。",
    confirm: "巻き戻す",
  },
  paused: {
    player: "ジャッジが対戦を一時停止しました。ジャッジが再開するまで操作はできません。チャットは使えます。",
    watcher: "ジャッジが対戦を一時停止しました。",
    judge: "対戦は一時停止中です：ジャッジが再開するまでプレイヤーは操作できません。",
  },
  spectating: {
    region: "観戦",
    follow: "追いかける",
    share: "観戦者に手札を見せる",
    consents: "観戦者に手札を見せること",
    agrees: "{{player}}：同意",
    notYet: "{{player}}：同意していない",
    shown: "観戦者には両者の手札が見えています。",
    hidden: "観戦者には手札が見えません：両プレイヤーの同意が必要です。",
    shownToYou: "両プレイヤーがあなたに手札を見せています。",
    hiddenFromYou: "手札は非公開です：見せるには両プレイヤーの同意が必要です。",
  },
};
