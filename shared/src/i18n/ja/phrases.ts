/**
 * ログの文の部品（namespace `log`）: en/phrases.ts の日本語。`owner` は「の」まで含む
 * （「あなたの山札」「自分の手札」「Aliceのトラッシュ」）: the places put it straight before the zone.
 * `they` is the actor's own zone, 自分の as Japanese rules say it (seed 001 §6, §11).
 */
import type { phrases as en } from "../en/phrases";
import type { JaShape } from "./shape";

export const phrases: JaShape<typeof en> = {
  actor: { you: "あなた", none: "ゲーム" },
  owner: { you: "あなたの", they: "自分の", named: "{{name}}の" },
  place: {
    deck: "{{owner}}山札",
    hand: "{{owner}}手札",
    discard: "{{owner}}トラッシュ",
    looking: "{{owner}}見たカード",
    looking_you: "あなたが見ているカード",
    looking_they: "自分が見ているカード",
    looking_named: "{{name}}が見ているカード",
    unknown: "{{owner}}{{zone}}",
    "unknown-shared": "{{zone}}",
  },
  where: { default: "{{place}}の" },
  inSlot: {
    unknown: "{{owner}}{{zone}}の{{slot}}番目のカード",
  },
  stackNamed: {
    unknown: "{{owner}}{{card}}（{{zone}}）",
    unknown_hidden: "{{owner}}ウラ向きのカード（{{zone}}）",
  },
  cards: {
    named: "{{cards, list}}",
    copies: "{{name}}×{{count}}",
    hidden_other: "カード{{count}}枚",
    mixed_other: "{{cards}}とほかのカード{{count}}枚",
    "face-down": "ウラ向きのカード",
  },
  list: "{{items, list}}",
  judge: "［ジャッジ］{{line}}",
};
