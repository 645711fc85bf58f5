/**
 * §8.3's judge ladder in a judge's panel at a Curse Sorcerers table: level 1 and level 2 stamp
 * the judge's words (level 2 with the seed 004 section), level 3 stamps a correction's begin and
 * end, level 4 sends the game loss only once the judge confirms it. A player's panel has none.
 */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { JudgeTools } from "../../table/judge/JudgeTools";
import { playingTable, renderTable } from "../../table/testTable";
import { Controls } from "../../table/Controls";

afterEach(cleanup);

const sorcerers = () => playingTable((snap) => (snap.game = "curse-sorcerers"));
const ladder = () => screen.getByRole("group", { name: "Judge ladder (§8.3)" });
const judge = (step: Record<string, unknown>) => ({ type: "curse-sorcerers.judge", ...step });

function level(n: string) {
  fireEvent.change(within(ladder()).getByRole("combobox", { name: "Level" }), { target: { value: n } });
}
function say(text: string) {
  fireEvent.change(within(ladder()).getByRole("textbox", { name: "Judge's words" }), { target: { value: text } });
}

describe("the judge ladder", () => {
  it("stamps a level 1 explanation, and a level 2 citation with its section", () => {
    const { ctx } = renderTable(<JudgeTools />, { snap: sorcerers() });
    expect(within(ladder()).getByRole("button", { name: "Stamp in the log" })).toHaveProperty("disabled", true);
    say("스택의 순서는 이렇게 해석됩니다");
    fireEvent.click(within(ladder()).getByRole("button", { name: "Stamp in the log" }));
    expect(ctx.send).toHaveBeenLastCalledWith(judge({ level: 1, text: "스택의 순서는 이렇게 해석됩니다" }));
    level("2");
    fireEvent.change(within(ladder()).getByRole("combobox", { name: "Seed 004 section" }), { target: { value: "§5.2" } });
    say("종합 규칙 5.2절에 따르면");
    fireEvent.click(within(ladder()).getByRole("button", { name: "Stamp in the log" }));
    expect(ctx.send).toHaveBeenLastCalledWith(judge({ level: 2, section: "§5.2", text: "종합 규칙 5.2절에 따르면" }));
  });

  it("stamps a level 3 correction's begin and end", () => {
    const { ctx } = renderTable(<JudgeTools />, { snap: sorcerers() });
    level("3");
    say("현재 상태를 이렇게 정정합니다");
    fireEvent.click(within(ladder()).getByRole("button", { name: "Correction begins" }));
    expect(ctx.send).toHaveBeenLastCalledWith(judge({ level: 3, step: "begin", text: "현재 상태를 이렇게 정정합니다" }));
    fireEvent.click(within(ladder()).getByRole("button", { name: "Correction ends" }));
    expect(ctx.send).toHaveBeenLastCalledWith(judge({ level: 3, step: "end", text: "현재 상태를 이렇게 정정합니다" }));
  });

  it("sends a level 4 game loss only once the judge confirms it", () => {
    const { ctx } = renderTable(<JudgeTools />, { snap: sorcerers() });
    level("4");
    fireEvent.change(within(ladder()).getByRole("combobox", { name: "Loses the game" }), { target: { value: "p2" } });
    say("반복적인 규칙 위반");
    fireEvent.click(within(ladder()).getByRole("button", { name: "Game loss…" }));
    expect(ctx.send).not.toHaveBeenCalled();
    fireEvent.click(within(ladder()).getByRole("button", { name: "Cancel" }));
    expect(ctx.send).not.toHaveBeenCalled();
    fireEvent.click(within(ladder()).getByRole("button", { name: "Game loss…" }));
    fireEvent.click(within(ladder()).getByRole("button", { name: "Confirm: Bob loses the game" }));
    expect(ctx.send).toHaveBeenCalledWith(judge({ level: 4, loser: "p2", text: "반복적인 규칙 위반" }));
  });

  it("is in a judge's controls, and not in a player's", () => {
    const judged = renderTable(<Controls onChangeDeck={() => {}} />, { snap: sorcerers(), role: "judge" });
    expect(ladder()).toBeTruthy();
    judged.view.unmount();
    renderTable(<Controls onChangeDeck={() => {}} />, { snap: sorcerers(), role: "player", seat: "p1" });
    expect(screen.queryByRole("group", { name: "Judge ladder (§8.3)" })).toBeNull();
  });
});
