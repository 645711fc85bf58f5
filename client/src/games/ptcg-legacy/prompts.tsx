/**
 * The legacy table's own questions: the Pokémon TCG's "take prize cards", and Sudden Death
 * (seed 002: both players won at once by as many conditions; a new game to one Prize card),
 * put to both players — "Play Sudden Death" accepts; the shell's "Dismiss" declines, and the
 * game goes on as it stands.
 */
import { SUDDEN_DEATH } from "@playmat/shared";
import { useTableCtx } from "../../table/TableContext";
import type { GamePrompt } from "../gameUi";
import { ptcgPrompts } from "../ptcg/prompts";

const suddenDeath: GamePrompt = {
  // The log's own words for the question, as both players read it.
  text: (ctx) => ctx.t("prompt.sudden-death", { ns: "log" }),
  Answers: PlaySuddenDeath,
};

/** "Play Sudden Death", for the player asked (a judge may only dismiss the question). */
function PlaySuddenDeath({ prompt, judge, answering }: { prompt: { id: string }; judge: boolean; answering(): void }) {
  const { t, send } = useTableCtx();
  if (judge) return null;
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => {
        answering();
        void send({ type: "prompt.answer", prompt: prompt.id, accept: true });
      }}
    >
      {t("legacy.suddenDeath")}
    </button>
  );
}

export const legacyPrompts: Record<string, GamePrompt> = { ...ptcgPrompts, [SUDDEN_DEATH]: suddenDeath };
