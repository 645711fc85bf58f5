/** Korean strings of practice tables (namespace `ui`): the keys of en-practice.ts. */
import type { practice as en } from "./en-practice";
import type { OtherOnly } from "./other-only";

export const practice: OtherOnly<typeof en> = {
  practice: {
    create: "혼자 연습하기",
    createHint: "한 사람이 두 자리를 모두 플레이합니다: 양쪽에 덱을 불러오고 둘 사이를 오가세요.",
    region: "연습",
    inView: "두 자리를 모두 플레이합니다. 보고 있는 쪽: {{player}}. 다른 쪽의 손은 바꿀 때까지 숨겨집니다.",
    switch: "자리 바꾸기",
    key: "O를 누르면 바뀝니다.",
  },
};
