/**
 * Toy Battle's words for what the table shell draws and says of it (namespace `toy-battle/ui`, looked up
 * before the client's own at its table: client/src/i18n/useT.ts withGameWords): its zones' names
 * (table/perspective.ts zoneLabel, the zone headers' zoneShort) and its moves' refusals by code
 * (client/src/i18n/refusal.ts). Other languages sit beside this file with the same keys.
 */
export const shellWords = {
  zones: {
    own: {
      stand: "내 받침대",
      supply: "내 공급처",
      "set-aside": "내 제외한 병정",
    },
    opponent: {
      stand: "상대의 받침대",
      supply: "상대의 공급처",
      "set-aside": "상대의 제외한 병정",
    },
    seat: {
      stand: "{{player}}의 받침대",
      supply: "{{player}}의 공급처",
      "set-aside": "{{player}}의 제외한 병정",
    },
    shared: { board: "전장" },
  },
  zoneShort: {
    stand: "받침대",
    supply: "공급처",
    "set-aside": "제외",
    board: "전장",
  },
  errors: {
    "toy-battle": {
      "stand-full": "받침대에 이미 병정이 8개 있습니다: 아무것도 뽑지 않았습니다. 대신 병정을 배치하세요.",
      "supply-empty": "공급처가 비었습니다: 뽑을 병정이 없습니다.",
      "nothing-to-draw": "아무것도 뽑지 않았습니다: 공급처가 비었거나 받침대에 이미 병정이 8개 있습니다.",
      "already-anywhere": "이번 차례에는 이미 어디든 배치할 수 있습니다.",
      "spot-unknown": "이 전장에는 그런 칸이 없습니다.",
      "spot-empty": "그 칸은 비어 있습니다: 제거할 병정이 없습니다.",
      "not-opponents": "그 칸의 맨 위 병정은 내 병정입니다: 이 효과는 상대 병정을 제거합니다.",
      "not-adjacent": "그 칸은 내 병정이 맨 위에 있는 칸과 인접하지 않습니다: 효과는 배치한 병정의 인접한 칸에만 미칩니다.",
      "stand-empty": "상대 받침대가 비었습니다: 버릴 병정이 없습니다.",
    },
  },
};
