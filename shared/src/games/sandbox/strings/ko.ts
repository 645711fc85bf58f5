/** 샌드박스의 말 (한국어, GameStrings): 영어판(en.ts)과 같은 키. */
import type { GameStrings } from "../../game";

const game = {
  zone: {
    deck: "덱",
    hand: "손",
    row: "줄",
    discard: "버린 카드 더미",
    looking: "보고 있는 카드",
  },
  counter: { points: "점수" },
};

const lines = {
  place: {
    deck: "덱",
    row: "줄",
    discard: "버린 카드 더미",
  },
  note: {
    deal_other: "{{actor}}이(가) 카드를 나눠 주었습니다: 숫자 카드 {{count}}장을 덱에 넣고 섞었습니다.",
  },
  reason: {
    points: "승리 점수에 도달함",
  },
};

/** The words of the sandbox's client folder (client/src/games/sandbox/), namespace `sandbox/ui`: its name in the lobby, option fields, controls and hints. */
const ui = {
  // Its table-centre row's names (the shell's strings name only hand, deck, discard and looking).
  zones: {
    shared: { row: "줄" },
  },
  zoneShort: {
    row: "줄",
  },
  move: {
    row: "{{zone}}",
  },
  /** The Game over panel's words for its own end: a player's points reached the table's target, and both confirmed. */
  gameOver: { reason: { points: "승리 점수에 도달함" } },
  gameName: { sandbox: "샌드박스 (숫자 카드)" },
  sandbox: {
    handSize: "나눠 줄 카드 수",
    target: "승리 점수",
    deal: "나눠 주기",
    dealHint: "샌드박스는 자체 카드를 씁니다. 두 플레이어가 모두 앉으면 나눠 주세요.",
    draw: "덱에서 뽑기",
    addPoint: "+1점",
    removePoint: "−1점",
    pointsShort: "점수",
    points: { own: "내 점수", opponent: "상대의 점수", seat: "{{player}}의 점수" },
    targetHint_other: "{{count}}점에 이르면 승리했는지 두 플레이어에게 묻습니다.",
  },
};

export const ko: GameStrings = { log: lines, game, ui };
