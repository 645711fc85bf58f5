/** 샌드박스의 말 (한국어, GameStrings): 영어판(en.ts)과 같은 키. */
import type { GameStrings } from "../../game";

const game = {
  zone: {
    deck: "덱",
    hand: "손",
    row: "줄",
    discard: "버린 카드 더미",
    looking: "보고 있는 카드",
  },
  counter: { points: "점수" },
};

const lines = {
  place: {
    deck: "덱",
    row: "줄",
    discard: "버린 카드 더미",
  },
  note: {
    deal_other: "{{actor}}이(가) 카드를 나눠 주었습니다: 숫자 카드 {{count}}장을 덱에 넣고 섞었습니다.",
  },
  reason: {
    points: "승리 점수에 도달함",
  },
};

export const ko: GameStrings = { log: lines, game };
