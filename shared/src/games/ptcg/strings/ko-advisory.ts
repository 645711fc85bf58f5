/**
 * One short warning per advisory code of the Pokémon TCG, in Korean (en-advisory.ts has the
 * English). Seed 000's words where it has them (Basic 포켓몬, Stage 2, 기절, Discard Pile, Tool);
 * the rest as the Korean releases write them (docs/i18n/ko.md, "unverified" there).
 */
import type { advisory as en } from "./en-advisory";
import type { OtherOnly } from "../../../i18n/other-only";

export const advisory: OtherOnly<typeof en> = {
  ptcg: {
    supporter: {
      "first-turn": "선공 플레이어는 자신의 첫 턴에 서포터를 사용할 수 없습니다.",
      second: "서포터는 턴마다 1장만 사용할 수 있습니다.",
    },
    attack: {
      "first-turn": "선공 플레이어는 자신의 첫 턴에 공격할 수 없습니다.",
      condition: "잠듦 또는 마비 상태의 포켓몬은 공격할 수 없습니다.",
      "not-active": "액티브 포켓몬만 공격할 수 있습니다.",
      confused: "혼란 상태의 포켓몬은 공격할 때 코인을 던집니다: 뒷면이면 공격이 실패하고 데미지 카운터 3개를 받습니다.",
    },
    evolve: {
      "same-turn": "포켓몬은 필드에 나온 턴이나 이미 진화한 턴에는 진화할 수 없습니다.",
      "first-turn": "플레이어의 첫 턴에는 어떤 포켓몬도 진화할 수 없습니다.",
      "wrong-stage": "그 카드는 이 포켓몬에서 진화하는 카드가 아닙니다.",
    },
    "rare-candy": {
      "first-turn": "Rare Candy는 플레이어의 첫 턴에 사용할 수 없습니다.",
      "new-basic": "Rare Candy로는 이번 턴에 필드에 나온 Basic 포켓몬을 진화시킬 수 없습니다.",
    },
    energy: { second: "손에서 에너지는 턴마다 1장만 부착할 수 있습니다." },
    stadium: {
      second: "스타디움은 턴마다 1장만 사용할 수 있습니다.",
      "same-name": "같은 이름의 스타디움이 나와 있는 동안에는 그 스타디움을 사용할 수 없습니다.",
      replaced: "이 스타디움에 밀려난 스타디움은 그 주인의 Discard Pile로 갑니다.",
    },
    retreat: {
      second: "포켓몬은 턴마다 1번만 후퇴할 수 있습니다.",
      condition: "잠듦 또는 마비 상태의 포켓몬은 후퇴할 수 없습니다.",
      cost: "후퇴하려면 그 포켓몬에서 후퇴 비용({{cost}})만큼 에너지를 버려야 합니다. 이번 턴에 그 포켓몬에서 버린 에너지: {{discarded}}.",
    },
    "after-attack": "공격하면 턴이 끝납니다: 이 행동은 공격한 뒤에 했습니다.",
    damage: { "knocked-out": "이 포켓몬의 데미지가 HP에 이르렀습니다: 기절입니다 (그 포켓몬의 메뉴에서 “기절시키기”를 고르면 상대가 프라이즈 카드를 가져갑니다)." },
    condition: { bench: "특수 상태는 액티브 포켓몬만 될 수 있습니다: 벤치 포켓몬에게는 특수 상태가 없습니다." },
    checkup: { twice: "포켓몬 체크는 턴과 턴 사이에 1번만 합니다: 이번이 또 한 번이었고, 모든 처리를 다시 했습니다." },
    bench: { full: "벤치에는 이미 놓을 수 있는 만큼 포켓몬이 있습니다." },
    pokemon: { "to-prize-or-stadium": "플레이 중인 포켓몬은 프라이즈나 스타디움으로 가지 않습니다: 플레이에서 Discard Pile로 가거나, 카드 효과로 손이나 덱으로 갑니다." },
    tool: { second: "포켓몬 1마리에는 Pokemon Tool을 1개만 부착할 수 있습니다." },
    deck: {
      "empty-draw": "덱이 비었습니다: 자신의 턴을 시작할 때 카드를 뽑을 수 없는 플레이어가 집니다.",
      // Deck rules, when a deck is loaded. The "_detail" wordings go to the deck's owner and judges only
      // (log/advisory.ts); everyone else reads the first, which names no card of the deck.
      size: "이 덱은 덱 규칙에 어긋납니다: 카드가 {{total}}장입니다. 덱은 정확히 {{size}}장이어야 합니다.",
      copies: "이 덱은 덱 규칙에 어긋납니다: 같은 카드가 {{limit}}장보다 많습니다 (어떤 카드인지는 심판이 볼 수 있습니다).",
      copies_detail: "이 덱은 덱 규칙에 어긋납니다: 같은 카드가 {{limit}}장보다 많습니다 ({{copies}}).",
      "ace-spec": "이 덱은 덱 규칙에 어긋납니다: ACE SPEC 카드가 허용된 {{limit}}장보다 많습니다 (어떤 카드인지는 심판이 볼 수 있습니다).",
      "ace-spec_detail": "이 덱은 덱 규칙에 어긋납니다: ACE SPEC 카드가 허용된 {{limit}}장보다 많습니다 ({{names}}).",
      "no-basic": "이 덱은 덱 규칙에 어긋납니다: 확인된 카드 중 Basic 포켓몬이 없습니다. 덱에는 적어도 1장이 있어야 합니다.",
    },
    setup: {
      "mulligan-with-basic": "멀리건은 Basic 포켓몬이 없는 손일 때만 합니다.",
      "not-basic": "준비 중에는 Basic 포켓몬만 플레이에 놓을 수 있습니다.",
      "no-active": "준비를 마치기 전에 액티브 스팟에 Basic 포켓몬이 있어야 합니다.",
      "new-hand": "덱을 다시 불러오면 아무도 보지 않은 새 첫 손을 받습니다: 손을 공개하는 멀리건만이 손을 다시 뽑습니다.",
    },
    play: { "non-basic-to-bench": "손에서 벤치로는 Basic 포켓몬만 놓습니다. 진화 카드는 그 카드가 진화하는 포켓몬 위에 놓습니다." },
  },
};
