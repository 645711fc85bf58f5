/**
 * Korean strings of the correction and watching tools (namespace `ui`): the judge's tools,
 * setting the turn, rewinding, the paused banner, and spectating with hands shown; the keys of
 * en-judging.ts (only `_other` plurals).
 */
import type { judging as en } from "./en-judging";
import type { OtherOnly } from "./other-only";

export const judging: OtherOnly<typeof en> = {
  judge: {
    tools: "심판 도구",
    pause: "게임 일시 정지",
    resume: "게임 재개",
    setTurn: "턴 정하기…",
  },
  setTurn: {
    title: "턴 정하기",
    now: "지금: {{number}}턴, {{player}}의 차례.",
    number: "턴 번호",
    whose: "누구의 턴",
    submit: "턴 정하기",
  },
  rewind: {
    // The line's place tells apart lines that read the same ("Alice drew a card.").
    button: "여기로 되감기 ({{line}}번째 줄): {{text}}",
    title: "게임을 되감을까요?",
    point: "테이블이 이 줄 바로 뒤로 돌아갑니다:",
    counting: "되돌릴 것을 세는 중…",
    actions_other: "그 뒤의 행동 {{count}}개가 되돌려집니다.",
    lines_other: "로그 {{count}}줄에 취소선이 그어집니다.",
    estimate_other: "행동을 셀 수 없었습니다 ({{reason}}): 그 뒤의 로그 최대 {{count}}줄에 취소선이 그어집니다.",
    stays: "채팅, 일시 정지, 손 공개 선택은 그대로입니다. 무작위는 다시 굴리지 않습니다: 다음 섞기나 코인 던지기는 새로 합니다.",
    confirm: "되감기",
  },
  paused: {
    player: "심판이 게임을 일시 정지했습니다. 심판이 재개할 때까지 행동이 거부됩니다. 채팅은 됩니다.",
    watcher: "심판이 게임을 일시 정지했습니다.",
    judge: "게임이 일시 정지되었습니다: 심판이 재개할 때까지 플레이어는 행동할 수 없습니다.",
  },
  spectating: {
    region: "관전",
    follow: "따라가기",
    share: "관전자에게 손 보여 주기",
    consents: "관전자에게 손 보여 주기 동의",
    agrees: "{{player}}: 동의함",
    notYet: "{{player}}: 동의하지 않음",
    shown: "이제 관전자가 두 플레이어의 손을 봅니다.",
    hidden: "관전자는 손을 볼 수 없습니다: 두 플레이어가 모두 동의해야 합니다.",
    shownToYou: "두 플레이어가 당신에게 손을 보여 줍니다.",
    hiddenFromYou: "손이 숨겨져 있습니다: 두 플레이어가 모두 동의해야 보입니다.",
  },
};
