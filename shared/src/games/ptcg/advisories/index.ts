/** Every Pokémon TCG advisory: warnings with a stable code, never refusals. */
import type { AdvisoryRule } from "../../../engine/definition";

export const PTCG_ADVISORIES: AdvisoryRule[] = [];
