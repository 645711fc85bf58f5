/**
 * The pieces a log line is built from (namespace `log`), in Korean. "당신" is the reader, "자신" the
 * actor (as Korean card text says 자신/상대). Particles after a name or a card name, whose last
 * sound is not known, are written both ways: 이(가), 을(를), 은(는), (으)로.
 */
import type { phrases as en } from "../en/phrases";
import type { OtherOnly } from "../other-only";

export const phrases: OtherOnly<typeof en> = {
  actor: { you: "당신", none: "게임" },
  owner: { you: "당신의", they: "자신의", named: "{{name}}의" },
  place: {
    deck: "{{owner}} 덱",
    hand: "{{owner}} 손",
    discard: "{{owner}} Discard Pile",
    looking: "{{owner}} 보고 있는 카드",
    looking_you: "당신이 보고 있는 카드",
    looking_they: "자신이 보고 있는 카드",
    looking_named: "{{name}}이(가) 보고 있는 카드",
    unknown: "{{owner}} {{zone}}",
    "unknown-shared": "{{zone}}",
  },
  where: { default: "{{place}}에 있는" },
  inSlot: {
    unknown: "{{owner}} {{zone}} {{slot}}번 슬롯의 카드",
  },
  stackNamed: {
    unknown: "{{owner}} {{card}} ({{zone}})",
    unknown_hidden: "{{owner}} 뒷면 카드 ({{zone}})",
  },
  cards: {
    named: "{{cards, list}}",
    copies: "{{name}} {{count}}장",
    hidden_other: "카드 {{count}}장",
    mixed_other: "{{cards}} 외 카드 {{count}}장",
    "face-down": "뒷면 카드 1장",
  },
  list: "{{items, list}}",
  judge: "[심판] {{line}}",
};
