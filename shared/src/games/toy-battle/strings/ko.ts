/** 토이 배틀의 말 (한국어, GameStrings): 영어판(en.ts)과 같은 키. 병정 이름은 시드 003의 원래 이름. */
import type { GameStrings } from "../../game";
import { tileCardNames } from "../tiles";
import { ui } from "./ko-ui";
import { shellWords } from "./ko-shell";

const game = {
  zone: {
    supply: "공급처",
    "set-aside": "제외한 병정",
    stand: "받침대",
    discard: "버림 더미",
    looking: "보고 있는 병정",
    board: "전장",
  },
  counter: { medals: "훈장" },
  marker: { "place-anywhere": "어디든 배치" },
  tile: {
    1: "해골이",
    2: "캡틴",
    3: "거인병",
    4: "코코 선장",
    5: "XB-42",
    6: "레인보우",
    7: "렉시",
    8: "꽉스",
  },
  effect: {
    "draw-two": "병정 2개 뽑기",
    "extra-placement": "병정 하나 더 배치",
    "remove-adjacent": "인접한 맨 위 병정 제거",
    "discard-random": "상대 받침대의 무작위 병정 버리기",
    "draw-one": "병정 1개 뽑기",
    "place-anywhere": "어디든 배치",
  },
  map: {
    "first-skirmish": "첫 번째 교전",
    "two-fronts": "두 개의 전선",
    "medal-fields": "훈장 평원",
  },
};

const lines = {
  place: {
    supply: "{{owner}} 공급처",
    "set-aside": "{{owner}} 제외한 병정",
    stand: "{{owner}} 받침대",
    board: "전장",
  },
  inSlot: { board: "전장" },
  cards: {
    hidden_other: "병정 {{count}}개",
    mixed_other: "{{cards}} 외 병정 {{count}}개",
    "face-down": "뒷면인 병정",
  },
  shuffle_other: "{{actor}}이(가) {{zone}}을(를) 섞었습니다 (병정 {{count}}개).",
  note: {
    supply_other: "{{actor}}이(가) 병정 {{count}}개를 공급처에 넣었습니다.",
    placed: "{{actor}}이(가) {{card}}을(를) {{spot}}에 배치했습니다.",
    "placed-onto": "{{actor}}이(가) {{card}}을(를) {{spot}}에 배치했습니다. 이제 {{height}}층입니다.",
    effect: {
      "draw-two": "효과: {{actor}}이(가) 병정 2개를 뽑습니다 (받침대는 최대 8개).",
      "draw-one": "효과: {{actor}}이(가) 병정 1개를 뽑습니다 (받침대는 최대 8개).",
      "extra-placement": "효과: {{actor}}은(는) 이번 차례에 병정을 하나 더 배치할 수 있습니다.",
      "remove-adjacent": "효과: {{actor}}이(가) {{spot}}의 맨 위 병정 {{card}}을(를) 제거합니다.",
      "discard-random": "효과({{actor}}): 상대 받침대에서 무작위로 고른 병정 1개가 버림 더미로 갑니다.",
      "place-anywhere": "효과: {{actor}}은(는) 이번 차례에 어디든 배치할 수 있습니다. 단, 상대 본부에는 불가합니다.",
    },
  },
  tiles: {
    "set-aside_other": "{{actor}}이(가) 병정 {{count}}개를 아무도 보지 않고 제외했습니다.",
    opening: "{{actor}}이(가) {{what}}을(를) 받침대에 올려놓았습니다.",
    revealed: "{{player}}의 제외한 병정: {{what}}.",
    revealed_you: "내가 제외한 병정: {{what}}.",
  },
  medals: {
    now_other: "{{player}}의 훈장: {{count}}개.",
    now_you_other: "내 훈장: {{count}}개.",
  },
  reason: {
    headquarters: "본부 점령",
    medals: "목표 훈장 수 달성",
    stuck: "병정을 뽑을 수도 배치할 수도 없음",
  },
  advisory: {
    "toy-battle": {
      placement: {
        unconnected: "{{spot}}은(는) 자신의 병정으로 이어진 경로로 본부와 연결되어 있지 않습니다: 코코 선장(4)만 놓을 수 있습니다.",
        "anywhere-headquarters": "코코 선장은 본부와 연결되지 않은 칸에도 놓을 수 있지만, 상대 본부({{spot}})에는 놓을 수 없습니다.",
        outpowered: "{{power}}은(는) {{spot}}의 상대 맨 위 병정보다 강하지 않습니다: 더 강한 병정이나 꽉스(8)만 올려놓을 수 있습니다.",
      },
      turn: {
        "two-actions": "한 차례에는 뽑기나 배치 중 하나만 합니다 (캡틴은 배치를 한 번 더 줍니다): 이번 차례의 {{count}}번째 행동입니다.",
        "not-yours": "상대 차례에 한 행동입니다.",
      },
      stand: { "past-eight": "받침대에는 병정을 8개까지만 놓을 수 있습니다: 지금 {{count}}개입니다." },
    },
  },
};

// The tiles' card names (the log's and the table's) in these words: "7 Rexy" reads as its translated name.
// Its name in the lobby (GameUi.nameKey) and the Game over panel's words for its endings (namespace `<id>/ui`).
export const ko: GameStrings = {
  log: lines, game: { ...game, ui, cardName: tileCardNames(game.tile) },
  ui: {
    ...shellWords,
    gameName: { "toy-battle": "토이배틀" },
    gameOver: {
      reason: {
        headquarters: "본부 점령",
        medals: "목표 훈장 수 달성",
        stuck: "병정을 뽑을 수도 배치할 수도 없음",
      },
    },
  },
};
