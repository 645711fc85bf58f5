/**
 * Two 40-card decks of the demo set (cards/demo-set.ts), as a player would paste them, each
 * within §8.1's rules and near its suggested mix (sorcerers 12–15, spells 15–20, cursed objects
 * 8–12, events and reactions 4–8).
 */
import type { DemoDeck } from "../../../decks/types";

/** 유토 김's deck: cursed objects to break and to guard (§2.1, §2.3). 13 / 15 / 8 / 4. */
const RAIN_CHILD = `# 비의 자 — 유토 김
1 유토 김
3 메이
3 불꽃 견습생
3 그림자 추적자
3 강철 수호자
3 대알
3 저주 화살
3 정화
3 저주력 샘
3 예지
3 검
3 갑옷
2 저주의 가면
3 카운터 주술
1 신비한 보호막
`;

/** Piercing, lifelink and the looping pair of §5.2. 15 / 14 / 8 / 3, with a sideboard. */
const RED_MOON = `# 붉은 달
3 사야
3 흡혈 귀족
3 폭풍 무녀
2 바위 거인
2 메아리 쌍둥이
2 무덤지기
3 대알
3 흑염
3 기억 회수
3 저주력 샘
2 예지
3 검
3 피의 반지
2 갑옷
1 붉은 달
2 매복

Sideboard
2 정화
2 카운터 주술
`;

export const DEMO_DECKS: readonly DemoDeck[] = [
  { id: "curse-sorcerers-rain-child", name: "비의 자 (Rain Child)", list: RAIN_CHILD },
  { id: "curse-sorcerers-red-moon", name: "붉은 달 (Red Moon)", list: RED_MOON },
];
