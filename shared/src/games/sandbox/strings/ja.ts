/** サンドボックスのことば（日本語、GameStrings）: 英語版（en.ts）と同じキー。 */
import type { GameStrings } from "../../game";

const game = {
  zone: {
    deck: "山札",
    hand: "手札",
    row: "場の列",
    discard: "捨て札",
    looking: "見ているカード",
  },
  counter: { points: "点数" },
};

const lines = {
  place: {
    deck: "山札",
    row: "場の列",
    discard: "捨て札",
  },
  note: {
    deal_other: "{{actor}}がカードを配りました。数字カード{{count}}枚を山札に入れ、切りました。",
  },
  reason: {
    points: "勝利に必要な点数に達した",
  },
};

export const ja: GameStrings = { log: lines, game };
