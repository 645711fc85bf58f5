/**
 * 各ゲーム共通のものの名前（namespace `game`）: en/game.ts の日本語。Terms: docs/i18n/ja.md
 * (seed 001 §5: 山札, 手札; §4.1: トラッシュ; §8: オモテ).
 */
import type { game as en } from "../en/game";
import type { JaShape } from "./shape";

export const game: JaShape<typeof en> = {
  zone: {
    deck: "山札",
    hand: "手札",
    discard: "トラッシュ",
    looking: "見ているカード",
  },
  coin: { heads: "オモテ", tails: "ウラ" },
};
