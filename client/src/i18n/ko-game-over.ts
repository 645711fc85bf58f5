/** The "Game over" panel's words in Korean, under `gameOver.*`: the keys of en-game-over.ts. */
import type { gameOver as en } from "./en-game-over";
import type { OtherOnly } from "./other-only";

export const gameOver: OtherOnly<typeof en> = {
  title: "게임 종료",
  youWin: "승리했습니다!",
  wins: "{{player}} 승리!",
  draw: "무승부입니다.",
  // {{reason}}: one of gameOver.reason, naming the player who lost ({{loser}}; _you when that is the reader).
  youWinWhy: "승리했습니다: {{reason}}.",
  winsWhy: "{{player}} 승리: {{reason}}.",
  drawWhy: "무승부입니다: {{reason}}.",
  reason: {
    "deck-out": "{{loser}}이(가) 카드를 뽑을 수 없었음",
    "deck-out_you": "당신이 카드를 뽑을 수 없었음",
    concede: "{{loser}}이(가) 기권함",
    concede_you: "당신이 기권함",
    "sudden-death": "두 플레이어가 동시에 승리 조건을 채움",
  },
  over: "게임이 끝났습니다.",
  // The next game ("Play again"): a new table, the same seats and decks, a new coin flip (table/NextGame.tsx).
  playAgain: "한 번 더",
  playAgainHint: "같은 자리와 덱으로 새 테이블을 엽니다. 코인은 다시 던집니다.",
  wantsAgain: "{{player}}이(가) 한 번 더 하고 싶어 합니다.",
  nextStarted: "{{player}}이(가) 다음 게임을 시작했습니다.",
  followNext: "다음 게임으로 가기",
  goingToNext: "다음 게임으로 가는 중…",
  lobby: "로비로 돌아가기",
};
