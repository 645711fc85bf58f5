/** 「対戦終了」パネルの日本語（`gameOver.*`）: だれが、なぜ勝ったか。en-game-over.ts と同じキー。 */
import type { gameOver as en } from "./en-game-over";
import type { JaShape } from "./ja";

export const gameOver: JaShape<typeof en> = {
  title: "対戦終了",
  youWin: "あなたの勝ち！",
  wins: "{{player}}の勝ち！",
  draw: "引き分けです。",
  youWinWhy: "あなたの勝ち：{{reason}}。",
  winsWhy: "{{player}}の勝ち：{{reason}}。",
  drawWhy: "引き分け：{{reason}}。",
  reason: {
    "deck-out": "{{loser}}が山札を引けなかった",
    "deck-out_you": "あなたが山札を引けなかった",
    concede: "{{loser}}が投了した",
    concede_you: "あなたが投了した",
    "sudden-death": "両プレイヤーが同時に勝利条件を満たした",
  },
  over: "対戦が終了しました。",
  playAgain: "もう一度対戦",
  playAgainHint: "同じ席と同じデッキで新しいテーブルを作ります。コインはもう一度投げます。",
  wantsAgain: "{{player}}がもう一度対戦したがっています。",
  nextStarted: "{{player}}が次の対戦を始めました。",
  followNext: "次の対戦へ",
  goingToNext: "次の対戦へ移動しています…",
  lobby: "ロビーに戻る",
};
