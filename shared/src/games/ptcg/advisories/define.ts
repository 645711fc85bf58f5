/**
 * Builds an advisory rule from its code, rule text, source and a check that only says where
 * and with what. Judges' actions are corrections, not play: no rule warns about them.
 */
import type { Advisory, AdvisoryContext, AdvisoryRule } from "../../../engine/definition";

/** One warning before it gets its code and source: which Pokémon or zone, and message parameters. */
export type Finding = Omit<Advisory, "code" | "source">;

/** What a rule returns when it has nothing to say: one shared, frozen list (most actions, most rules). */
const NOTHING: readonly Advisory[] = Object.freeze([]);

export function advisory(code: string, source: string, rule: string, check: (ctx: AdvisoryContext) => Finding[]): AdvisoryRule {
  return {
    code,
    rule,
    source,
    check(ctx) {
      if (ctx.actor.judge) return NOTHING;
      const found = check(ctx);
      return found.length === 0 ? NOTHING : found.map((finding) => ({ code, source, ...finding }));
    },
  };
}
