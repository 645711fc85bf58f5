/** The maps Toy Battle ships, by id: a table's creator picks one, or uploads a map file of their own (map/checks.ts parseMap). */
import type { ToyBattleMap } from "../map/schema";
import { FIRST_SKIRMISH } from "./first-skirmish";
import { MEDAL_FIELDS } from "./medal-fields";
import { TWO_FRONTS } from "./two-fronts";

export const TOY_BATTLE_MAPS: Readonly<Record<string, ToyBattleMap>> = {
  "first-skirmish": FIRST_SKIRMISH,
  "two-fronts": TWO_FRONTS,
  "medal-fields": MEDAL_FIELDS,
};

/** The map a table gets when its creator picks none: the small one, for a first game. */
export const DEFAULT_MAP_ID = "first-skirmish";

export { FIRST_SKIRMISH, MEDAL_FIELDS, TWO_FRONTS };
