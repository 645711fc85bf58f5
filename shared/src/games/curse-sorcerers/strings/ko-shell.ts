/**
 * Curse Sorcerers's words for what the table shell draws and says of it (namespace `curse-sorcerers/ui`, looked up
 * before the client's own at its table: client/src/i18n/useT.ts withGameWords): its zones' names
 * (table/perspective.ts zoneLabel, the zone headers' zoneShort) and its moves' refusals by code
 * (client/src/i18n/refusal.ts). Other languages sit beside this file with the same keys.
 */
export const shellWords = {
  zones: {
    own: {
      field: "내 필드",
      graveyard: "내 무덤",
    },
    opponent: {
      field: "상대의 필드",
      graveyard: "상대의 무덤",
    },
    seat: {
      field: "{{player}}의 필드",
      graveyard: "{{player}}의 무덤",
    },
    shared: { stack: "스택" },
  },
  zoneShort: {
    field: "필드",
    graveyard: "무덤",
    stack: "스택",
  },
  errors: {
    phase: {
      same: "이미 그 페이즈입니다.",
    },
    ability: {
      "not-in-play": "능력은 필드에 있는 카드에서 사용합니다.",
      "not-yours": "상대의 카드입니다: 능력은 그 주인만 사용합니다.",
      unknown: "그 카드에는 그런 능력이 없습니다.",
      token: "스택 위의 능력은 카드가 아닙니다: 옮기지 말고 해결하세요 (맨 위 해결).",
    },
    combat: {
      field: "자기 필드의 저주술사를 지정하세요.",
      "not-sorcerer": "저주술사만 싸웁니다.",
      "not-defender": "방어는 턴이 아닌 플레이어가 선언합니다.",
    },
    curse: { full: "저주력이 이미 이 테이블의 최대입니다." },
    field: { full: "필드의 저주술사 칸 3개가 모두 찼습니다: 먼저 자리를 만들거나 손으로 놓으세요." },
    loop: { times: "반복 횟수는 선언만 정하며, 선언에는 횟수가 필요합니다.", none: "세고 있는 루프가 없습니다." },
    mulligan: {
      none: "이 테이블은 멀리건이 없습니다: 손패를 유지하세요.",
      used: "이 테이블의 멀리건은 1회이며 이미 사용했습니다.",
      empty: "더 적은 손패에는 카드가 남지 않습니다: 이 손패를 유지하세요.",
    },
    resolve: {
      empty: "스택이 비어 있습니다: 해결할 것이 없습니다.",
      field: "저주술사는 주인의 필드에 들어갑니다.",
      target: "저주물을 장착할 저주술사를 지정하세요.",
    },
    turn: {
      "not-yours": "자기 턴인 플레이어만 할 수 있습니다.",
    },
  },
};
