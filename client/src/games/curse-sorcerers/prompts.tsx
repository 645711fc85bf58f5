/**
 * The game's own question (§4.1, "반응하겠는가? (O/X)"): when a card or an ability goes on the
 * stack, the other player is asked whether to respond. "Respond" says so (the player then puts
 * a reaction on the stack); "Don't respond" passes. Neither resolves anything: "Resolve top" does.
 */
import { CurseSorcerers } from "@playmat/shared";
import { useTableCtx } from "../../table/TableContext";
import type { GamePrompt } from "../gameUi";
import { wordsOf } from "./words";

function Answers({ prompt, judge, answering }: { prompt: { id: string }; judge: boolean; answering(): void }) {
  const { t, send } = useTableCtx();
  const w = wordsOf(t);
  if (judge) return null;
  const answer = (accept: boolean) => () => {
    answering();
    void send({ type: "prompt.answer", prompt: prompt.id, accept });
  };
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={answer(true)}>
        {w("respond.yes")}
      </button>
      <button type="button" className="btn" onClick={answer(false)}>
        {w("respond.no")}
      </button>
    </>
  );
}

const respond: GamePrompt = {
  // The log's words for the question: "Do you respond to 유토 김?", or to a judge "Bob is asked whether to respond to 유토 김."
  text: (ctx, p, judge) =>
    ctx.t("prompt.respond", { ns: "log", name: String(p.data.name ?? ""), player: ctx.names[p.to as "p1" | "p2"] ?? p.to, ...(!judge && { context: "you" }) }),
  Answers,
};

export const sorcererPrompts: Record<string, GamePrompt> = { [CurseSorcerers.RESPOND]: respond };
