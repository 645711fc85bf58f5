/** The Pocket game's words in Korean, over the Pokémon TCG's (build.ts); the same keys as en.ts. Seed 000 keeps Energy Zone in English. */
import { ko as ptcgKo } from "../../ptcg/strings/ko";
import { pocketStrings } from "./build";
import type { own as english } from "./en";

export const own: typeof english = {
  ui: {
    // Its Energy Zone's places (Pokémon's zone names come with ptcg's ui).
    zones: {
      own: {
        energy: "내 에너지 존",
        "energy-next": "내 다음 에너지",
        "energy-types": "내 에너지 타입",
      },
      opponent: {
        energy: "상대 에너지 존",
        "energy-next": "상대 다음 에너지",
        "energy-types": "상대 에너지 타입",
      },
      seat: {
        energy: "{{player}}의 에너지 존",
        "energy-next": "{{player}}의 다음 에너지",
        "energy-types": "{{player}}의 에너지 타입",
      },
    },
    /** The Game over panel's words for its own endings. */
    gameOver: { reason: { points: "3포인트 획득", both: "두 플레이어가 동시에 승리" } },
    /** Its name in the lobby (GameUi.nameKey). */
    gameName: { "ptcg-pocket": "포켓몬 카드 게임 Pocket" },
    /** Its table's and create form's own words (client/src/games/ptcg-pocket). */
    pocket: {
      firstTurnDraw: "선공 플레이어는 첫 턴에 카드를 뽑는다",
      energyFade: "에너지 사라지게 하기",
      pointsShort: "포인트",
      pointsOf: "{{points}}/{{target}}",
      points: { own: "내 포인트", opponent: "상대 포인트", seat: "{{player}}의 포인트" },
    },
  },
  game: {
    zone: { energy: "Energy Zone", "energy-next": "다음 에너지", "energy-types": "에너지 타입" },
    counter: { points: "포인트" },
  },
  log: {
    place: { energy: "{{owner}} Energy Zone", "energy-next": "{{owner}} 다음 에너지", "energy-types": "{{owner}} 에너지 타입" },
    note: {
      energy: {
        next: "{{player}}의 Energy Zone 다음 에너지: {{card}}.",
        next_you: "내 Energy Zone 다음 에너지: {{card}}.",
        faded: "{{player}}의 사용하지 않은 {{card}}이(가) Energy Zone에서 사라졌습니다.",
        faded_you: "사용하지 않은 {{card}}이(가) 내 Energy Zone에서 사라졌습니다.",
        none: "{{player}}의 Energy Zone에 사용하지 않은 에너지가 없습니다.",
        none_you: "내 Energy Zone에 사용하지 않은 에너지가 없습니다.",
        types: "{{player}}의 덱 에너지 타입: {{types}}.",
        types_you: "내 덱 에너지 타입: {{types}}.",
        "types-inferred": "{{player}}의 리스트에 에너지 타입이 없어 포켓몬의 타입을 사용합니다: {{types}}.",
        "types-inferred_you": "내 리스트에 에너지 타입이 없어 포켓몬의 타입을 사용합니다: {{types}}.",
        "no-types": "{{player}}의 덱에 에너지 타입이 없습니다: Energy Zone이 아무것도 만들지 않습니다.",
        "no-types_you": "내 덱에 에너지 타입이 없습니다: Energy Zone이 아무것도 만들지 않습니다.",
      },
      knockout: {
        points: "{{player}}이(가) {{card}}을(를) 기절시켜 {{points}}포인트 획득 (합계 {{total}}).",
        points_you: "{{card}}을(를) 기절시켜 {{points}}포인트 획득 (합계 {{total}}).",
      },
    },
    reason: {
      points: "3포인트 획득",
      "no-pokemon": "상대 필드에 포켓몬이 없음",
      both: "두 플레이어가 동시에 승리",
    },
    advisory: {
      "ptcg-pocket": {
        deck: {
          size: "덱 규칙 위반: {{total}}장입니다. 덱은 정확히 {{size}}장입니다.",
          copies: "덱 규칙 위반: 같은 이름의 카드가 {{limit}}장을 넘습니다 (저지가 확인할 수 있습니다).",
          copies_detail: "덱 규칙 위반: 같은 이름의 카드가 {{limit}}장을 넘습니다 ({{copies}}).",
          "no-basic": "덱 규칙 위반: Basic 포켓몬이 없습니다. 최소 1장이 필요합니다.",
          "energy-card": "덱 규칙 위반: 에너지 카드가 있습니다. 에너지는 Energy Zone에서 나옵니다 (저지가 확인할 수 있습니다).",
          "energy-card_detail": "덱 규칙 위반: 에너지 카드({{names}})가 있습니다. 에너지는 Energy Zone에서 나옵니다.",
        },
        setup: { "not-basic": "준비 중에는 Basic 포켓몬만 필드에 놓을 수 있습니다." },
        draw: { "first-turn": "이 테이블에서는 선공 플레이어가 첫 턴에 카드를 뽑지 않습니다." },
        supporter: {
          "first-turn": "이 테이블에서는 선공 플레이어가 첫 턴에 서포터를 사용할 수 없습니다.",
          second: "서포터는 턴당 1장만 사용할 수 있습니다.",
        },
        attack: {
          "first-turn": "선공 플레이어는 첫 턴에 공격할 수 없습니다.",
          "not-active": "Active Spot의 포켓몬만 공격할 수 있습니다.",
        },
        energy: {
          second: "Energy Zone의 에너지는 턴당 1개만 붙일 수 있습니다 (이번 턴 {{count}}개).",
          unused: "사용하지 않은 에너지가 Energy Zone에 남은 채 턴이 끝났습니다: 사라집니다 (“에너지 버리기”를 사용하세요).",
        },
        retreat: { second: "후퇴는 턴당 1번만 할 수 있습니다." },
        play: { "non-basic-to-bench": "손에서 벤치로는 Basic 포켓몬만 놓을 수 있습니다. 진화 카드는 진화 전 포켓몬 위에 놓습니다." },
        evolve: {
          "same-turn": "필드에 나온 턴이나 이미 진화한 턴에는 진화할 수 없습니다.",
          "first-turn": "첫 턴에는 포켓몬을 진화할 수 없습니다.",
          "wrong-stage": "그 카드는 이 포켓몬에서 진화하지 않습니다.",
        },
        "rare-candy": {
          "first-turn": "Rare Candy는 첫 턴에 사용할 수 없습니다.",
          "new-basic": "Rare Candy는 이번 턴에 필드에 나온 Basic 포켓몬에 사용할 수 없습니다.",
        },
        tool: { second: "포켓몬에는 Tool을 1개만 붙일 수 있습니다." },
        "after-attack": "공격하면 턴이 끝납니다: 이것은 공격 후에 한 것입니다.",
        hand: { "over-limit": "손패는 최대 {{limit}}장입니다: 지금 {{count}}장입니다." },
      },
    },
  },
};

export const ko = pocketStrings(ptcgKo, own);
