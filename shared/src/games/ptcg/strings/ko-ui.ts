/** 포켓몬 카드 게임의 브라우저 문구 (namespace `ptcg/ui`): en-ui.ts와 같은 키, 같은 인자. Plurals: only `_other`. */
export const ui = {
  // Its zones' names (table/perspective.ts zoneLabel, the zone headers' zoneShort, the Move to… menu): the shell's strings name only hand, deck, discard and looking.
  zones: {
    own: {
      active: "내 액티브 포켓몬",
      bench: "내 벤치",
      prize: "내 프라이즈",
      lost: "내 로스트존",
      resolving: "내 사용 중인 카드 자리",
    },
    opponent: {
      active: "상대의 액티브 포켓몬",
      bench: "상대의 벤치",
      prize: "상대의 프라이즈",
      lost: "상대의 로스트존",
      resolving: "상대의 사용 중인 카드 자리",
    },
    seat: {
      active: "{{player}}의 액티브 포켓몬",
      bench: "{{player}}의 벤치",
      prize: "{{player}}의 프라이즈",
      lost: "{{player}}의 로스트존",
      resolving: "{{player}}의 사용 중인 카드 자리",
    },
    shared: { stadium: "스타디움" },
  },
  zoneShort: {
    active: "액티브",
    bench: "벤치",
    prize: "프라이즈",
    lost: "로스트존",
    resolving: "사용 중",
    stadium: "스타디움",
  },
  move: {
    bench: "{{zone}}",
    active: "{{zone}}",
    lost: "{{zone}}",
    prize: "{{zone}}",
    stadium: "{{zone}}",
    resolving: "{{zone}}",
  },
  // Its own refusals' words by code (client/src/i18n/refusal.ts looks them up here first at its table).
  errors: {
    setup: {
      choice: "코인 토스에서 이긴 플레이어가 선공이나 후공을 고르면 손을 나눕니다: 그때까지 덱은 닫혀 있습니다.",
      first: {
        _: "코인 토스에서 이긴 플레이어만 누가 선공할지 고릅니다.",
        same: "그 플레이어가 이미 선공입니다.",
        final: "선공은 손을 나누기 전에 정해졌습니다: 이제 바꿀 수 없습니다.",
      },
    },
  },
  /** Its name in the lobby (GameUi.nameKey). */
  gameName: { ptcg: "포켓몬 카드 게임" },
  /** Pokémon's create-room option (the lobby's form, BenchSizeField). */
  lobby: {
    benchSize: "벤치 크기",
  },
  controls: {
    takePrize: "프라이즈 가져가기",
    attack: "공격",
    noAttacks: "내 액티브 포켓몬에게 기술이 없습니다",
    /** An attack an attached card gives the Pokémon. */
    attackFrom: "{{attack}} — {{card}}에서",
    checkup: "포켓몬 체크",
    ready: "준비 완료",
    readyConfirm: "액티브 스팟이 빈 채로 준비를 마칠까요?",
    readyConfirmWhy: "먼저 그곳에 Basic 포켓몬을 놓으세요: 두 플레이어가 준비를 마치면 게임이 시작되고, 플레이에 포켓몬이 없는 플레이어가 집니다.",
    readyAnyway: "그래도 준비 완료",
    mulligan: "멀리건",
  },
  prompt: {
    takePrizes_other: "{{card}}을(를) 기절시켰으므로 프라이즈 카드 {{count}}장을 가져갈 수 있습니다.",
    // A judge sees every player's questions: each names the player it is put to ({{to}}), never "you".
    takePrizesFor_other: "{{to}}은(는) {{card}}을(를) 기절시켰으므로 프라이즈 카드 {{count}}장을 가져갈 수 있습니다.",
  },
  setup: {
    mulliganExtra_other: "{{player}}이(가) 멀리건을 {{count}}번 했습니다: 게임이 시작되기 전에 카드를 최대 {{count}}장 더 뽑을 수 있습니다 (수를 정하고 뽑기).",
  },
  status: {
    emptyActive: "액티브 스팟이 비었습니다: 벤치에서 포켓몬을 옮기세요 (그곳으로 끌거나, 포켓몬 메뉴에서 “액티브 스팟으로 교체”를 고르세요).",
  },
  menu: {
    movePokemon: "포켓몬을 옮길 곳…",
    attachTo: "부착할 곳…",
    attachPokemonTo: "이 포켓몬을 부착할 곳…",
    evolve: "진화…",
    putUnder: "아래에 넣을 곳…",
    pokemonAt: "{{name}} ({{zone}}, {{slot}}번 슬롯)",
    damageAdd: "데미지 +10",
    damageRemove: "데미지 −10",
    damageSet: "데미지 정하기…",
    damageSetLabel: "데미지",
    conditions: "특수 상태…",
    attack: "공격…",
    retreat: "후퇴…",
    switchWith: "교체할 포켓몬…",
    benchSlot: "벤치 {{slot}}: {{name}}",
    toActive: "액티브 스팟으로 교체",
    devolve: "맨 위 카드를 손으로 (진화 되돌리기)",
    knockout: "기절시키기",
    discardPokemon: "부착된 카드와 함께 버리기",
  },
  slot: {
    active: "{{zone}} 자리",
    activeOf: "{{zone}} 자리 {{slot}}/{{total}}",
    activeShort: "액티브",
    bench: "{{zone}} 슬롯 {{slot}}/{{total}}",
    damage: "데미지 {{count}}",
    /** The cards under a Pokémon's top card (what it evolved from, cards put under it), nearest first. */
    beneath: "{{names}} 위에 있음",
  },
  markerShort: { "ability-used": "특성", "vstar-used": "VS", "gx-used": "GX" },
  /** The Game over panel's words for the ends of its own (log reasons prizes, no-pokemon; {{loser}}, _you for the reader). */
  gameOver: {
    reason: {
      prizes: "프라이즈 카드를 모두 가져감",
      "no-pokemon": "{{loser}}의 플레이에 포켓몬이 없음",
      "no-pokemon_you": "당신의 플레이에 포켓몬이 없음",
    },
  },
};
