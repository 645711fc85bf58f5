/**
 * The Pokémon TCG's own question: after a Knock Out, the player may take prize cards (its win
 * prompts, shared games/ptcg). The shell draws it among the others and adds "Dismiss".
 */
import type { GamePrompt } from "../gameUi";
import { useTableCtx } from "../../table/TableContext";

const takePrizes: GamePrompt = {
  text: (ctx, p, judge) =>
    ctx.t(judge ? "prompt.takePrizesFor" : "prompt.takePrizes", {
      count: Number(p.data.count ?? 1),
      card: String(p.data.name ?? ""),
      to: ctx.names[p.to as "p1" | "p2"] ?? p.to ?? "",
    }),
  Answers: TakePrize,
};

/** "Take prize", for the player asked (a judge may only dismiss the question). */
function TakePrize({ judge, answering }: { judge: boolean; answering(): void }) {
  const { t, send } = useTableCtx();
  if (judge) return null;
  return (
    <button
      type="button"
      className="btn btn-primary"
      onClick={() => {
        // The last prize to take closes the question: focus then goes on, not to the page.
        answering();
        void send({ type: "prize.take" });
      }}
    >
      {t("controls.takePrize")}
    </button>
  );
}

export const ptcgPrompts: Record<string, GamePrompt> = { "take-prizes": takePrizes };
