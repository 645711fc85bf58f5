/**
 * A Pokémon TCG advisory played by the Pocket game: the same check (by import, never copied),
 * under this game's code, with the rule as Pocket words it and the source it has here (seed
 * 000 where it speaks; issue 29's reading of the app otherwise). The warning reads in this
 * game's strings (`advisory.ptcg-pocket.*`).
 */
import type { AdvisoryRule } from "../../../engine/definition";

export function retag(rule: AdvisoryRule, code: string, source: string, text: string): AdvisoryRule {
  return {
    code,
    rule: text,
    source,
    check(ctx) {
      const found = rule.check(ctx);
      return found.length === 0 ? found : found.map((advisory) => ({ ...advisory, code, source }));
    },
  };
}
