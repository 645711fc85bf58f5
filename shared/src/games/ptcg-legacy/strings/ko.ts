/** The legacy table's words in Korean (en.ts has the same keys); the Pokémon TCG's come from ptcg/strings/ko.ts. */
import { ko as ptcg } from "../../ptcg/strings/ko";
import { withPtcg } from "./merge";

const game = {
  marker: { "power-used": "포켓파워 사용함" },
  counter: { cuts: "컷", "extra-draws": "추가로 뽑은 카드" },
};

const ui = {
  // Its own refusals' words by code (client/src/i18n/refusal.ts looks them up here first at its table).
  errors: {
    legacy: {
      setup: { undecided: "선공이 정해진 뒤에 카드를 나눕니다: 원하면 상대의 덱을 컷한 다음 선공을 정하세요." },
      cut: { dealt: "카드는 이미 나뉘었습니다: 덱은 선공을 정하기 전에 컷합니다.", again: "상대의 덱은 이미 컷했습니다." },
      first: { decided: "선공은 이미 정해졌습니다." },
      "extra-draw": { none: "상대의 멀리건으로 더 뽑을 수 있는 카드가 없습니다." },
      stadium: { none: "놓여 있는 스타디움 아래에 교체된 스타디움이 없습니다." },
      power: { "not-yours": "포켓파워는 그 포켓몬의 주인만 사용합니다." },
    },
  },
  /** Its name in the lobby (GameUi.nameKey). */
  gameName: { "ptcg-legacy": "포켓몬 카드 게임 (구 룰, 2007–2011)" },
  markerShort: { "power-used": "파워" },
  /** The Game over panel's words for the era's own endings (win.ts). */
  gameOver: {
    reason: {
      "no-replacement": "{{loser}}의 배틀 포켓몬이 기절했고 벤치가 비어 있었음",
      "no-replacement_you": "당신의 배틀 포켓몬이 기절했고 벤치가 비어 있었음",
      "more-conditions": "동시에 이겼지만 {{loser}}가 만족한 조건이 더 적었음",
      "more-conditions_you": "동시에 이겼지만 당신이 만족한 조건이 더 적었음",
    },
  },
  /** 구 룰 포켓몬 테이블(games/ptcg-legacy)의 말. */
  legacy: {
    firstPlayerBy: "선공 정하기",
    firstBy: { coin: "동전 (공식)", die: "주사위 (높은 눈)" },
    twoActive: "배틀 포켓몬 2마리 (벤치 4)",
    cut: "상대의 덱을 커트하기",
    firstCoin: "동전으로 선공 정하기",
    firstDie: "주사위로 선공 정하기",
    beforeDeal: "나누기 전에: 상대의 덱을 커트할 수 있고, 그다음 어느 플레이어든 선공을 정합니다. 이어서 7장과 프라이즈 카드가 놓입니다.",
    extraDraw_other: "카드 1장 더 뽑기 ({{count}}장 남음)",
    usePower: "{{card}}의 포켓파워 {{power}} 사용",
    powerUsed: "{{power}} (이번 턴에 사용함)",
    pokeBody: "포켓바디: {{name}}",
    attackWith: "{{card}}: {{attack}}",
    damage: "데미지…",
    damageTitle: "기술의 데미지 놓기",
    damageAttack: "기술",
    damageTarget: "방어 포켓몬",
    damageAmount: "놓을 데미지",
    damagePut: "데미지 놓기",
    damageNoAttacks: "배틀 포켓몬에게 기술이 없습니다.",
    damageNoTarget: "상대에게 배틀 포켓몬이 없습니다.",
    proposal: "카드 데이터의 제안: {{steps}}.",
    proposalNone: "카드 데이터에 이 기술의 숫자가 없습니다: 텍스트를 읽으세요.",
    proposalText: "기술에 더 적혀 있습니다 ({{damage}}): 나머지는 텍스트가 정합니다.",
    stepBase: "{{attack}} {{amount}}",
    stepWeakness: "약점 {{type}} {{value}} → {{amount}}",
    stepResistance: "저항력 {{type}} {{value}} → {{amount}}",
    stepDefault: "{{text}} (인쇄 없음: 당시 기본값)",
    stadiumDiscard: "교체된 스타디움 트래시하기",
    suddenDeath: "서든데스 하기",
  },
};

const log = {
  note: {
    "legacy-cut": "{{actor}}이(가) {{player}}의 덱을 컷했습니다.",
    "legacy-cut_you": "{{actor}}이(가) 당신의 덱을 컷했습니다.",
    "legacy-die": "선공을 정하는 주사위: 플레이어 1은 {{p1}}, 플레이어 2는 {{p2}}. {{player}}이(가) 선공입니다.",
    "legacy-die_you": "선공을 정하는 주사위: 플레이어 1은 {{p1}}, 플레이어 2는 {{p2}}. 당신이 선공입니다.",
    "legacy-die-tie": "두 주사위 모두 {{roll}}: 다시 굴립니다.",
    "legacy-power": "{{player}}의 {{card}}이(가) 포켓파워 {{power}}을(를) 사용했습니다.",
    "legacy-power_you": "당신의 {{card}}이(가) 포켓파워 {{power}}을(를) 사용했습니다.",
    "legacy-damage": "{{attack}}: {{actor}}이(가) {{player}}의 {{card}}에 데미지 {{amount}}을(를) 올렸습니다.",
    "legacy-damage_you": "{{attack}}: {{actor}}이(가) 당신의 {{card}}에 데미지 {{amount}}을(를) 올렸습니다.",
    "legacy-damage-changed": "{{attack}}: {{actor}}이(가) {{player}}의 {{card}}에 데미지 {{amount}}을(를) 올렸습니다 (카드 데이터로는 {{proposed}}).",
    "legacy-damage-changed_you": "{{attack}}: {{actor}}이(가) 당신의 {{card}}에 데미지 {{amount}}을(를) 올렸습니다 (카드 데이터로는 {{proposed}}).",
    "legacy-extra-draw": "{{player}}이(가) 상대의 멀리건만큼 카드를 1장 더 뽑았습니다 ({{allowed}}장 중 {{drawn}}장째).",
    "legacy-extra-draw_you": "상대의 멀리건만큼 카드를 1장 더 뽑았습니다 ({{allowed}}장 중 {{drawn}}장째).",
    "legacy-sudden-death": "서든데스: 모든 카드가 주인의 덱으로 돌아가고, 프라이즈 1장의 새 게임이 시작됩니다.",
  },
  prompt: {
    "sudden-death": "두 플레이어가 같은 수의 조건으로 동시에 이겼습니다: 프라이즈 1장의 서든데스를 할지 각자에게 묻습니다.",
    "sudden-death-accepted": "{{player}}이(가) 서든데스에 동의했습니다.",
    "sudden-death-accepted_you": "서든데스에 동의했습니다.",
    "sudden-death-declined": "{{player}}이(가) 서든데스를 거절했습니다: 게임은 그대로 계속됩니다.",
    "sudden-death-declined_you": "서든데스를 거절했습니다: 게임은 그대로 계속됩니다.",
  },
  reason: {
    "no-replacement": "상대의 배틀 포켓몬이 기절했고 벤치가 비어 있었다",
    "more-conditions": "동시에 이겼고, 이 플레이어가 더 많은 조건을 만족했다",
  },
  action: { "legacy-power": "포켓파워 사용", "legacy-cut": "덱 컷" },
  advisory: {
    legacy: {
      trainer: { "first-turn": "선공 플레이어는 첫 턴에 트레이너스, 서포트, 스타디움을 사용할 수 없습니다." },
      power: { second: "이 포켓몬은 이번 턴에 이미 포켓파워({{power}})를 사용했습니다: 대부분의 포켓파워는 턴에 한 번입니다." },
      "after-attack": "공격하면 턴이 끝납니다: 이것은 공격 후에 했습니다 (배틀 포켓몬 2마리일 때는 각각 한 번 공격할 수 있습니다).",
    },
  },
};

export const ko = withPtcg(ptcg, { log, game, ui });
