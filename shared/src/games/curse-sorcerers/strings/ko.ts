/** 저주술사 게임의 한국어 문구 (GameStrings): 영어(en.ts)와 같은 키. 용어는 시드 004의 것이다. */
import type { GameStrings } from "../../game";
import { advisory } from "./ko-advisory";
import { table } from "./ko-table";
import { shellWords } from "./ko-shell";

const kindWords = { sorcerer: "저주술사", spell: "주술", "cursed-object": "저주물", event: "사건", reaction: "반응" };
const keywordWords = { piercing: "관통", evasion: "회피", indestructible: "불굴", lifelink: "생명력 흡수" };

const game = {
  zone: { deck: "덱", hand: "손패", field: "필드", graveyard: "무덤", stack: "스택", looking: "보고 있는 카드" },
  counter: { life: "생명", curse: "저주력", loop: "루프 반복", "loop-declared": "선언한 반복 횟수", mulligans: "멀리건", damage: "손상", "clock-start": "시계 시작", "clock-overruns": "시간 초과" },
  marker: {
    attacking: "공격 중",
    blocking: "블록 중",
    "phase-main-a": "메인 단계 A",
    "phase-combat": "전투",
    "phase-main-b": "메인 단계 B",
    "phase-end": "종료 단계",
  },
  phase: { draw: "드로우 단계", "main-a": "메인 단계 A", combat: "전투", "main-b": "메인 단계 B", end: "종료 단계" },
  kind: kindWords,
  keyword: keywordWords,
  priority: { reaction: "반응", "player-ability": "플레이어 능력", "passive-ability": "수동 능력", card: "플레이한 카드" },
  option: {
    startingLife: "시작 생명",
    handSize: "첫 손패",
    mulligan: "멀리건",
    firstPlayerDraws: "선공 플레이어가 첫 턴에 뽑기",
    startingCurse: "시작 저주력",
    cursePerTurn: "턴마다 회복하는 저주력",
    curseMax: "최대 저주력",
    cardList: "카드 목록",
    gameClock: "40분 게임 시계 (§8.2)",
  },
  clock: {
    region: "게임 시계",
    left: "{{time}} 남음",
    over: "시간 종료: {{time}} 초과",
    off: "게임 시계 없음",
    overruns: "{{player}}: 초과 {{count}}회",
  },
  cardList: {
    upload: "카드 목록 올리기",
    demo: "데모 세트",
    uploading: "카드 목록을 올리는 중…",
    uploaded: "카드 목록을 올렸습니다: 카드 {{cards}}장 ({{hash}})",
    useDemo: "데모 세트로 플레이",
    problems: "카드 목록의 문제",
  },
  mulligan: { none: "없음", "free-once": "1회 무료 재분배", "one-fewer": "1장 적게 재분배" },
  /** How the shell's text card names a card's kinds, numbers and ability kinds (client cards/TextCard.tsx). */
  cardText: {
    subtype: { ...kindWords, ...keywordWords, highlight: "하이라이트", ability: "능력", player: "플레이어 능력", passive: "패시브 능력" },
    stat: { cost: "비용", attack: "공격력", defence: "방어력" },
    ability: { player: "플레이어 능력", passive: "패시브 능력" },
  },
  table,
};

const lines = {
  place: { field: "{{owner}} 필드", graveyard: "{{owner}} 무덤", stack: "스택" },
  inSlot: { field: "{{owner}} {{slot}}번 칸의 저주술사" },
  stackNamed: { field: "{{owner}} {{card}}", field_hidden: "{{owner}} 뒷면 저주술사" },
  note: {
    judge: {
      "explain": "1단계, 재설명: {{text}}",
      "cite": "2단계, 공식 규칙 (종합 규칙 {{section}}): {{text}}",
      "correction-begin": "3단계: 게임 상태 정정을 시작합니다. {{text}}",
      "correction-end": "3단계: 게임 상태 정정을 마칩니다. {{text}}",
      "loss": "4단계: {{player}} 패배 처리. {{text}}",
    },
    phase: {
      draw: "{{actor}}이(가) 단계 표시를 드로우 단계로 되돌렸습니다.",
      "main-a": "{{actor}}이(가) 메인 단계 A로 넘어갔습니다.",
      combat: "{{actor}}이(가) 전투 단계로 넘어갔습니다.",
      "main-b": "{{actor}}이(가) 메인 단계 B로 넘어갔습니다.",
      end: "{{actor}}이(가) 종료 단계로 넘어갔습니다.",
    },
    ability: {
      player: "{{actor}}이(가) {{card}}(플레이어 능력)을(를) 사용했습니다: 스택에 올라갑니다.",
      passive: "{{actor}}이(가) {{card}}(수동 능력)을(를) 스택에 올렸습니다.",
    },
    "resolve-ability": "{{actor}}이(가) {{card}}을(를) 해결했습니다: 능력이 스택에서 사라집니다.",
    combat:
      "{{actor}}이(가) 전투 손상을 처리했습니다: 블록한 저주술사에 {{toBlocker}}, 공격자에 {{toAttacker}}, {{player}}에게 {{toPlayer}}; " +
      "생명력 흡수로 {{healAttacker}}와 {{healBlocker}} 회복.",
    "loop-declared": "{{actor}}이(가) 루프를 {{times}}회 반복하겠다고 선언했습니다.",
    "loop-ended_other": "{{actor}}이(가) {{count}}회 반복 후 루프를 끝냈습니다.",
    mulligan_other: "{{actor}}이(가) 멀리건(#{{number}})을 하고 카드 {{count}}장을 새로 받았습니다.",
  },
  prompt: {
    respond: "{{player}}에게 {{name}}에 반응할지 묻습니다.",
    respond_you: "{{name}}에 반응하겠습니까?",
    responds: "{{player}}이(가) 반응합니다.",
    responds_you: "반응합니다.",
    passes: "{{player}}은(는) 반응하지 않습니다.",
    passes_you: "반응하지 않습니다.",
  },
  reason: { life: "상대의 생명이 0이 됨", "deck-out": "상대가 드로우 단계에 카드를 뽑지 못함", clock: "상대가 게임 시간을 두 번 넘김", judge: "심판이 패배를 판정함" },
  advisory,
};

// Its name in the lobby (GameUi.nameKey) and the Game over panel's words for its endings (namespace `<id>/ui`).
export const ko: GameStrings = {
  log: lines, game,
  ui: {
    ...shellWords,
    gameName: { "curse-sorcerers": "저주술사 (Curse Sorcerers)" },
    gameOver: {
      reason: {
        life: "상대의 생명이 0이 됨",
        clock: "상대가 게임 시간을 두 번 넘김",
        judge: "심판이 패배를 판정함",
      },
    },
  },
};
