/**
 * The Pokémon TCG's words in Korean, i18next resources by namespace (GameStrings), shaped as
 * en.ts. Seed 000 (Pokémon TCG Pocket rules as Korean players write them) gives 액티브 스팟,
 * 벤치, 기절, Basic 포켓몬 and keeps "Energy Zone" and "Discard Pile" in English; other terms as
 * the Korean releases write them, "unverified" in docs/i18n/ko.md. Card names stay English.
 */
import type { GameStrings } from "../../game";
import { advisory } from "./ko-advisory";
import { ui } from "./ko-ui";

const game = {
  zone: {
    active: "액티브 스팟",
    bench: "벤치",
    prize: "프라이즈",
    lost: "로스트존",
    stadium: "스타디움",
    resolving: "사용 중",
  },
  condition: {
    poisoned: "독",
    burned: "화상",
    asleep: "잠듦",
    confused: "혼란",
    paralyzed: "마비",
  },
  marker: {
    "ability-used": "특성 사용함",
    "vstar-used": "VSTAR 파워 사용함",
    "gx-used": "GX 기술 사용함",
    attacked: "기술 사용함",
  },
  counter: { damage: "데미지", mulligans: "멀리건" },
};

/** Places on the Pokémon playmat, and a Pokémon by where it is (contexts as in the shared phrases). */
const places = {
  place: {
    active: "{{owner}} 액티브 스팟",
    bench: "{{owner}} 벤치",
    prize: "{{owner}} 프라이즈",
    lost: "{{owner}} 로스트존",
    resolving: "{{owner}} 사용 중인 카드 자리",
    stadium: "스타디움",
  },
  where: { bench: "{{place}}에 있는" },
  /** A Pokémon by where it is, when its name isn't part of the event (attach, evolve targets). */
  inSlot: {
    active: "{{owner}} 액티브 포켓몬",
    bench: "{{owner}} 벤치 {{slot}}번 슬롯의 포켓몬",
    unknown: "{{owner}} {{zone}} {{slot}}번 슬롯의 포켓몬",
  },
  /** A Pokémon by name and place; context `hidden` when the viewer can't see its face. */
  stackNamed: {
    active: "{{owner}} 액티브 {{card}}",
    active_hidden: "{{owner}} 뒷면인 액티브 포켓몬",
    bench: "{{owner}} 벤치의 {{card}}",
    bench_hidden: "{{owner}} 뒷면인 벤치 포켓몬",
  },
};

const lines = {
  move: {
    "set-prizes": "{{actor}}이(가) {{what}}을(를) {{to}}에 놓았습니다.",
    "take-prize": "{{actor}}이(가) {{from}}에서 {{what}}을(를) 가져갔습니다.",
    knockout: "{{actor}}이(가) {{from}}을(를) 기절시켰습니다: {{what}}이(가) {{to}}(으)로 갔습니다.",
    evolve: "{{actor}}이(가) {{to}}을(를) {{what}}(으)로 진화시켰습니다.",
    "evolve-onto": "{{actor}}이(가) {{target}}을(를) {{what}}(으)로 진화시켰습니다 ({{to}}).",
  },
  swap: {
    retreat: "{{actor}}이(가) {{card}}을(를) {{to}}(으)로 후퇴시키고 {{other}}을(를) {{from}}에 내보냈습니다.",
    switch: "{{actor}}이(가) {{whereFrom}} {{card}}을(를) {{to}}의 {{other}}와(과) 교체했습니다.",
  },
  counter: {
    checkup: "포켓몬 체크, {{condition}}: {{stack}}에 {{counter}} {{amount}}을(를) 올렸습니다 (모두 {{total}}).",
  },
  condition: {
    "checkup-off": "포켓몬 체크: {{stack}}은(는) 더 이상 {{condition}} 상태가 아닙니다.",
  },
  coins: {
    burn: "포켓몬 체크, 화상: 코인은 {{results}}.",
    burn_heads: "포켓몬 체크, 화상: 코인이 앞면이므로 화상이 회복됩니다.",
    burn_tails: "포켓몬 체크, 화상: 코인이 뒷면이므로 화상 상태가 그대로입니다.",
    sleep: "포켓몬 체크, 잠듦: 코인은 {{results}}.",
    sleep_heads: "포켓몬 체크, 잠듦: 코인이 앞면이므로 잠에서 깹니다.",
    sleep_tails: "포켓몬 체크, 잠듦: 코인이 뒷면이므로 잠듦 상태가 그대로입니다.",
  },
  attack: "{{actor}}이(가) {{stack}}의 {{attack}}을(를) 사용했습니다.",
  markers: {
    reset: "{{player}}의 포켓몬에서 턴에 1번 마커가 치워졌습니다: {{markers}}.",
    reset_you: "당신의 포켓몬에서 턴에 1번 마커가 치워졌습니다: {{markers}}.",
  },
  phase: {
    setup: "준비: 각 플레이어가 Basic 포켓몬을 뒷면으로 놓고 준비합니다.",
    playing: "두 플레이어 모두 준비를 마쳤습니다: 포켓몬을 앞면으로 뒤집고 게임을 시작합니다.",
  },
  mulligan_other: "{{actor}}이(가) {{count}}번째 멀리건을 하고 {{what}}을(를) 공개했습니다.",
  reason: {
    prizes: "프라이즈 카드를 모두 가져감",
    "no-pokemon": "상대의 플레이에 포켓몬이 없음",
  },
  note: {
    checkup: {
      start: "{{player}}의 액티브 {{card}}의 포켓몬 체크.",
      start_you: "당신의 액티브 {{card}}의 포켓몬 체크.",
      "knocked-out": "{{player}}의 액티브 {{card}}은(는) 기절할 만큼 데미지를 받았습니다.",
      "knocked-out_you": "당신의 액티브 {{card}}은(는) 기절할 만큼 데미지를 받았습니다.",
    },
  },
};

/** The prize reminder, and the Pokémon words of what a request asks for. */
const prompts = {
  prompt: {
    "take-prizes_other": "{{player}}은(는) {{card}}을(를) 기절시켰으므로 프라이즈 카드 {{count}}장을 가져갈 수 있습니다.",
    "take-prizes_you_other": "당신은 {{card}}을(를) 기절시켰으므로 프라이즈 카드 {{count}}장을 가져갈 수 있습니다.",
    dismissed: "{{player}}이(가) 프라이즈 알림을 닫았습니다.",
    dismissed_you: "당신이 프라이즈 알림을 닫았습니다.",
  },
  action: {
    "setup-mulligan": "멀리건하기",
    "move-stack": "포켓몬을 {{zone}}(으)로 옮기기",
    swap: "포켓몬 2마리 교체하기",
    "prize-take": "프라이즈 카드 가져가기",
    "stack-discard": "포켓몬 버리기",
    counter: "데미지 카운터 바꾸기",
    condition: "특수 상태 바꾸기",
    attack: "공격 선언하기",
  },
};

// en.ts exports its words only as GameStrings (no key-by-key type): ko.test.ts compares the keys and parameters.
export const ko: GameStrings = {
  game,
  log: { ...places, ...lines, ...prompts, advisory },
  ui,
};
