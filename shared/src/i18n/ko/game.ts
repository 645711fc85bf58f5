/**
 * 모든 게임에 있는 것의 이름 (namespace `game`), in Korean. Glossary: docs/i18n/ko.md; seed 000
 * keeps "Discard Pile" in English inside Korean sentences, and so does this file.
 */
import type { game as en } from "../en/game";
import type { OtherOnly } from "../other-only";

export const game: OtherOnly<typeof en> = {
  zone: {
    deck: "덱",
    hand: "손",
    discard: "Discard Pile",
    looking: "보고 있는 카드",
  },
  coin: { heads: "앞면", tails: "뒷면" },
};
