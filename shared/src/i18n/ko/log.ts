/**
 * Every game's log lines (namespace `log`), in Korean, by the key describeEvent gives it. Korean
 * has one plural form: only the `_other` lines (i18next's rules for "ko"). Glossary: docs/i18n/ko.md.
 */
import type { log as en } from "../en/log";
import type { OtherOnly } from "../other-only";
import { phrases } from "./phrases";
import { prompts } from "./prompts";

export const log: OtherOnly<typeof en> = {
  ...phrases,
  ...prompts,
  deck: {
    loaded_other: "{{actor}}이(가) 카드 {{count}}장으로 된 덱을 불러왔습니다.",
    "loaded-placeholders_other": "{{actor}}이(가) 카드 {{count}}장으로 된 덱을 불러왔습니다 (카드 데이터베이스에 없는 카드: {{placeholders}}).",
  },
  move: {
    draw: "{{actor}}이(가) {{what}}을(를) 뽑았습니다.",
    deal: "{{actor}}이(가) 첫 손을 뽑았습니다: {{what}}.",
    "discard-stack": "{{actor}}이(가) {{from}}을(를) 위에 있는 모든 카드와 함께 버렸습니다: {{what}}.",
    "return-top": "{{actor}}이(가) {{what}}을(를) {{to}} 맨 위에 되돌려 놓았습니다.",
    "return-bottom": "{{actor}}이(가) {{what}}을(를) {{to}} 맨 아래에 되돌려 놓았습니다.",
    attach: "{{actor}}이(가) {{what}}을(를) {{to}}에 부착했습니다.",
    "attach-from": "{{actor}}이(가) {{from}}에서 {{what}}을(를) {{to}}에 부착했습니다.",
    evolve: "{{actor}}이(가) {{what}}을(를) {{to}} 위에 올려놓았습니다.",
    "attach-onto": "{{actor}}이(가) {{what}}을(를) {{target}}({{to}})에 부착했습니다.",
    "attach-from-onto": "{{actor}}이(가) {{from}}에서 {{what}}을(를) {{target}}({{to}})에 부착했습니다.",
    "evolve-onto": "{{actor}}이(가) {{what}}을(를) {{target}}({{to}}) 위에 올려놓았습니다.",
    under: "{{actor}}이(가) {{what}}을(를) {{to}} 아래에 넣었습니다.",
    place: "{{actor}}이(가) {{what}}을(를) {{to}}에 놓았습니다.",
    "place-from": "{{actor}}이(가) {{from}}에서 {{what}}을(를) {{to}}에 놓았습니다.",
    "place-face-down": "{{actor}}이(가) {{what}}을(를) {{to}}에 뒷면으로 놓았습니다.",
    "place-face-down-from": "{{actor}}이(가) {{from}}에서 {{what}}을(를) {{to}}에 뒷면으로 놓았습니다.",
    discard: "{{actor}}이(가) {{from}}에서 {{what}}을(를) 버렸습니다.",
    "discard-into": "{{actor}}이(가) {{from}}에서 {{what}}을(를) {{to}}에 버렸습니다.",
    play: "{{actor}}이(가) {{what}}을(를) 사용했습니다.",
    top: "{{actor}}이(가) {{from}}에서 {{what}}을(를) {{to}} 맨 위에 놓았습니다.",
    bottom: "{{actor}}이(가) {{from}}에서 {{what}}을(를) {{to}} 맨 아래에 놓았습니다.",
    any: "{{actor}}이(가) {{what}}을(를) {{from}}에서 {{to}}(으)로 옮겼습니다.",
    "discard-random": "{{actor}}이(가) {{from}}에서 무작위로 고른 {{what}}을(를) 버렸습니다.",
    "top-random": "{{actor}}이(가) {{from}}에서 무작위로 고른 {{what}}을(를) {{to}} 맨 위에 놓았습니다.",
    "bottom-random": "{{actor}}이(가) {{from}}에서 무작위로 고른 {{what}}을(를) {{to}} 맨 아래에 놓았습니다.",
    "any-random": "{{actor}}이(가) {{from}}에서 무작위로 고른 {{what}}을(를) {{to}}(으)로 옮겼습니다.",
  },
  stack: {
    moved: "{{actor}}이(가) {{card}}을(를) {{from}}에서 {{to}}(으)로 옮겼습니다.",
    reslotted: "{{actor}}이(가) {{card}}을(를) {{whereTo}} {{slot}}번 슬롯으로 옮겼습니다.",
  },
  swap: {
    any: "{{actor}}이(가) {{whereFrom}} {{card}}와(과) {{whereTo}} {{other}}의 자리를 바꿨습니다.",
  },
  shuffle_other: "{{actor}}이(가) {{zone}}을(를) 섞었습니다 (카드 {{count}}장).",
  search_other: "{{actor}}이(가) {{zone}}을(를) 살펴봤습니다 (카드 {{count}}장).",
  look: {
    top_other: "{{actor}}이(가) {{zone}} 위에서 카드 {{count}}장을 봤습니다.",
    bottom_other: "{{actor}}이(가) {{zone}} 아래에서 카드 {{count}}장을 봤습니다.",
    stopped: "{{actor}}이(가) {{zone}}을(를) 그만 봤습니다.",
    reordered: "{{actor}}이(가) {{zone}}의 순서를 바꿨습니다.",
  },
  flip: {
    up: "{{where}} {{what}}이(가) 앞면이 되었습니다.",
    down: "{{actor}}이(가) {{where}} {{what}}을(를) 뒷면으로 뒤집었습니다.",
  },
  reveal: "{{actor}}이(가) {{where}} {{what}}을(를) 공개했습니다.",
  hide: "{{actor}}이(가) {{where}} {{what}}의 공개를 그만두었습니다.",
  counter: {
    add: "{{actor}}이(가) {{stack}}에 {{counter}} {{amount}}을(를) 올렸습니다 (모두 {{total}}).",
    remove: "{{actor}}이(가) {{stack}}에서 {{counter}} {{amount}}을(를) 없앴습니다 (남은 양 {{total}}).",
    clear: "{{actor}}이(가) {{stack}}의 {{counter}}을(를) 모두 없앴습니다.",
    "player-add": "{{actor}}이(가) {{counter}}에 {{amount}}을(를) 더했습니다 (모두 {{total}}).",
    "player-remove": "{{actor}}이(가) {{counter}}에서 {{amount}}을(를) 뺐습니다 (남은 양 {{total}}).",
    "player-clear": "{{actor}}이(가) {{counter}}을(를) 0으로 만들었습니다.",
  },
  condition: {
    on: "{{actor}}이(가) {{stack}}을(를) {{condition}} 상태로 만들었습니다.",
    replace: "{{actor}}이(가) {{stack}}을(를) {{replaced}} 대신 {{condition}} 상태로 만들었습니다.",
    off: "{{actor}}이(가) {{stack}}의 {{condition}} 상태를 풀었습니다.",
  },
  marker: {
    on: "{{actor}}이(가) {{stack}}에 “{{marker}}” 마커를 놓았습니다.",
    off: "{{actor}}이(가) {{stack}}에서 “{{marker}}” 마커를 치웠습니다.",
    "player-on": "{{actor}}이(가) “{{marker}}” 마커를 놓았습니다.",
    "player-off": "{{actor}}이(가) “{{marker}}” 마커를 치웠습니다.",
  },
  coins: {
    flip_other: "{{actor}}이(가) 코인을 {{count}}번 던졌습니다: {{results}} (앞면 {{heads}}번).",
  },
  turn: {
    began: "{{number}}턴: {{player}}의 턴.",
    began_you: "{{number}}턴: 당신의 턴.",
  },
  markers: {
    reset: "{{player}}의 카드에서 턴에 1번 마커가 치워졌습니다: {{markers}}.",
    reset_you: "당신의 카드에서 턴에 1번 마커가 치워졌습니다: {{markers}}.",
  },
  phase: {
    setup: "준비: 각 플레이어가 게임을 준비합니다.",
    playing: "두 플레이어 모두 준비를 마쳤습니다: 게임을 시작합니다.",
    finished: "게임이 끝났습니다.",
  },
  first: {
    chosen: "코인은 {{coin}}: {{player}}이(가) 코인 토스에서 이겨 선공합니다.",
    chosen_you: "코인은 {{coin}}: 당신이 코인 토스에서 이겨 선공합니다.",
    second: "{{actor}}이(가) 후공을 골랐습니다: {{player}}이(가) 선공합니다.",
    second_you: "{{actor}}이(가) 후공을 골랐습니다: 당신이 선공합니다.",
    first: "{{actor}}이(가) 결국 선공을 골랐습니다.",
    won: "코인은 {{coin}}: {{player}}이(가) 코인 토스에서 이겨 선공과 후공 중 하나를 고릅니다.",
    won_you: "코인은 {{coin}}: 당신이 코인 토스에서 이겨 선공과 후공 중 하나를 고릅니다.",
    go: "{{actor}}이(가) 선공을 골랐습니다.",
  },
  setup: { ready: "{{actor}}이(가) 준비를 마쳤습니다." },
  conceded: "{{actor}}이(가) 기권했습니다.",
  game: {
    won: "{{player}}이(가) 게임에서 이겼습니다 ({{reason}}).",
    won_you: "당신이 게임에서 이겼습니다 ({{reason}}).",
    draw: "게임이 무승부로 끝났습니다 ({{reason}}).",
  },
  reason: {
    "deck-out": "상대가 카드를 뽑을 수 없었음",
    concede: "상대가 기권함",
    "sudden-death": "서든데스",
  },
  note: {
    draw: {
      short_other: "{{player}}은(는) 카드 {{count}}장 중 {{drawn}}장만 뽑을 수 있었습니다: 덱이 다 떨어졌습니다.",
      short_you_other: "당신은 카드 {{count}}장 중 {{drawn}}장만 뽑을 수 있었습니다: 덱이 다 떨어졌습니다.",
    },
  },
  table: {
    "turn-set": "턴이 정해졌습니다: {{number}}턴, {{player}}의 턴.",
    "turn-set_you": "턴이 정해졌습니다: {{number}}턴, 당신의 턴.",
    paused: "게임이 일시 정지되었습니다.",
    resumed: "게임이 계속됩니다.",
  },
  sharing: {
    "hands-on": "{{actor}}이(가) 관전자에게 두 플레이어의 손을 보여 주는 데 동의했습니다 (다른 플레이어도 동의해야 합니다).",
    "hands-on-both": "{{actor}}도 동의했습니다: 이제 관전자가 두 플레이어의 손을 봅니다.",
    "hands-off": "{{actor}}이(가) 관전자에게 손을 보여 주는 데 더 이상 동의하지 않습니다: 관전자는 손을 볼 수 없습니다.",
  },
  practice: {
    viewed: "연습 중인 플레이어가 {{player}} 쪽으로 돌아갔습니다.",
    viewed_you: "당신 쪽으로 돌아갔습니다.",
  },
  record: {
    "reveal-on": "{{actor}}이(가) 게임 기록에 모든 카드를 보여 주는 데 동의했습니다 (다른 플레이어도 동의해야 합니다).",
    "reveal-both": "{{actor}}도 동의했습니다: 이제 게임 기록에 모든 카드가 보입니다.",
    "reveal-off": "{{actor}}이(가) 게임 기록 공개에 더 이상 동의하지 않습니다.",
  },
  history: {
    undone_other: "{{actor}}이(가) {{player}}의 마지막 행동 {{count}}개를 되돌리는 데 동의했습니다.",
    undone_you_other: "{{actor}}이(가) 당신의 마지막 행동 {{count}}개를 되돌리는 데 동의했습니다.",
    // {{agreedBy}}: the player the undo was asked of; context "you": the asker reads, "agreed-you": the player asked reads.
    "undone-by-judge_other": "심판이 {{agreedBy}} 대신 {{player}}의 마지막 행동 {{count}}개를 되돌리는 데 동의했습니다.",
    "undone-by-judge_you_other": "심판이 {{agreedBy}} 대신 당신의 마지막 행동 {{count}}개를 되돌리는 데 동의했습니다.",
    "undone-by-judge_agreed-you_other": "심판이 당신 대신 {{player}}의 마지막 행동 {{count}}개를 되돌리는 데 동의했습니다.",
    rewound_other: "게임을 되감았습니다: 행동 {{count}}개가 되돌려졌습니다.",
  },
  chat: {
    player: "{{actor}}: {{text}}",
    spectator: "{{name}} (관전자): {{text}}",
    judge: "{{name}}: {{text}}",
  },
  advisory: { table: { "not-your-turn": "상대 플레이어의 턴에 한 행동입니다." } },
};
