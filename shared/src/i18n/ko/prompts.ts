/** Questions put to players and the actions a player may ask the other to approve (namespace `log`), in Korean. */
import type { prompts as en } from "../en/prompts";
import type { OtherOnly } from "../other-only";

export const prompts: OtherOnly<typeof en> = {
  prompt: {
    "approve-action": "{{actor}}이(가) {{player}}에게 승인을 요청했습니다: {{action}}.",
    "approve-action_you": "{{actor}}이(가) 당신에게 승인을 요청했습니다: {{action}}.",
    "confirm-win": "{{player}}이(가) 이겼을 수 있습니다 ({{reason}}): 두 플레이어 모두 확인해야 합니다.",
    "confirm-win_you": "당신이 이겼을 수 있습니다 ({{reason}}): 두 플레이어 모두 확인해야 합니다.",
    "confirm-draw": "두 플레이어가 동시에 승리 조건을 채웠습니다 ({{reason}}): 두 플레이어 모두 무승부를 확인해야 합니다.",
    approved: "{{player}}이(가) 요청을 승인했습니다.",
    approved_you: "당신이 요청을 승인했습니다.",
    declined: "{{player}}이(가) 요청을 거절했습니다.",
    declined_you: "당신이 요청을 거절했습니다.",
    confirmed: "{{player}}이(가) 결과를 확인했습니다.",
    confirmed_you: "당신이 결과를 확인했습니다.",
    disputed: "{{player}}이(가) 결과를 확인하지 않았습니다: 게임이 계속됩니다.",
    disputed_you: "당신이 결과를 확인하지 않았습니다: 게임이 계속됩니다.",
    // The asker may be the reader ("You asked Alice…"): no "their" that would mean the reader.
    "approve-undo_other": "{{actor}}이(가) {{player}}에게 마지막 행동 {{count}}개를 되돌리는 데 승인을 요청했습니다.",
    "approve-undo_you_other": "{{actor}}이(가) 당신에게 자신의 마지막 행동 {{count}}개를 되돌려 달라고 요청했습니다.",
    "approve-undo-revealing_other":
      "{{actor}}이(가) {{player}}에게 마지막 행동 {{count}}개를 되돌리는 데 승인을 요청했습니다. 그중에는 숨겨진 정보를 보여 주거나 무작위를 쓴 행동이 있습니다.",
    "approve-undo-revealing_you_other":
      "{{actor}}이(가) 당신에게 자신의 마지막 행동 {{count}}개를 되돌려 달라고 요청했습니다. 그중에는 숨겨진 정보를 보여 주거나 무작위를 쓴 행동이 있습니다.",
    "undo-declined": "{{player}}이(가) 행동을 되돌리는 것을 거절했습니다.",
    "undo-declined_you": "당신이 행동을 되돌리는 것을 거절했습니다.",
    "undo-lapsed": "되돌리기 요청이 무효가 되었습니다: 게임이 이미 진행되었습니다.",
  },
  /** What a request asks for, by action type ("move.stack" is "move-stack"); a game words its own moves. */
  action: {
    "setup-ready": "준비 마치기",
    "setup-first": "선공 정하기",
    draw: "카드 뽑기",
    move_other: "카드 {{count}}장을 {{zone}}(으)로 옮기기",
    "move-bottom_other": "카드 {{count}}장을 {{zone}} 맨 아래에 놓기",
    "move-random_other": "무작위로 고른 카드 {{count}}장을 {{zone}}(으)로 옮기기",
    "move-random-bottom_other": "무작위로 고른 카드 {{count}}장을 {{zone}} 맨 아래에 놓기",
    // The approver's own screen names the cards it shows ("Voltkit and a card"); the log never does.
    "move-named": "{{cards}}을(를) {{zone}}(으)로 옮기기",
    "move-named-bottom": "{{cards}}을(를) {{zone}} 맨 아래에 놓기",
    "unseen-card": "카드 1장",
    "move-stack": "카드 1장을 그 위의 모든 카드와 함께 {{zone}}(으)로 옮기기",
    // The approver's screen names a card in play as the log does ("your Active Voltkit"), never a face-down one by name.
    "move-stack-named": "{{stack}}을(를) {{zone}}(으)로 옮기기",
    swap: "플레이 중인 카드 2장의 자리 바꾸기",
    shuffle: "{{zone}} 섞기",
    look: "{{zone}}의 카드 보기",
    search: "{{zone}} 살펴보기",
    "look-end": "보고 있는 카드 되돌려 놓기",
    "look-order": "보고 있는 카드의 순서 바꾸기",
    reveal: "카드 공개하기",
    hide: "카드 공개 그만두기",
    flip: "카드 뒤집기",
    "stack-discard": "카드 1장을 그 위의 모든 카드와 함께 버리기",
    "stack-discard-named": "{{stack}}와(과) 부착된 모든 카드를 버리기",
    counter: "카운터 바꾸기",
    condition: "상태 바꾸기",
    marker: "마커 바꾸기",
    coin: "코인 던지기",
    "turn-end": "턴 끝내기",
    concede: "기권하기",
    assist: "도우미 실행하기",
  },
};
