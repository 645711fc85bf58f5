/**
 * Builds an advisory rule from its code, rule text, source and a check that says where and with
 * what (the Pokémon TCG's games/ptcg/advisories/define.ts, kept in this folder: a game imports
 * the engine, not another game). Judges' actions are corrections, not play: no rule warns of them.
 */
import type { Advisory, AdvisoryContext, AdvisoryRule } from "../../../engine/definition";

export type Finding = Omit<Advisory, "code" | "source">;

const NOTHING: readonly Advisory[] = Object.freeze([]);

export function advisory(code: string, source: string, rule: string, check: (ctx: AdvisoryContext) => Finding[]): AdvisoryRule {
  return {
    code,
    rule,
    source,
    check(ctx) {
      if (ctx.actor.judge || ctx.before.phase !== "playing") return NOTHING;
      const found = check(ctx);
      return found.length === 0 ? NOTHING : found.map((finding) => ({ code, source, ...finding }));
    },
  };
}

export const PLACING = "seed 003 §병정 배치 규칙 (placing soldiers)";
export const YOUR_TURN = "seed 003 §자신의 차례에 할 수 있는 행동 (on your turn)";
export const DRAW_TWO = "seed 003 §병정 2개 뽑기 (draw two)";
