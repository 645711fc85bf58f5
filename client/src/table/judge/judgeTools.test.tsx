import type { LogEntry } from "@playmat/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gameTableById } from "../../games";
import { ownSender } from "../LiveTableContext";
import { playingTable, renderTable } from "../testTable";
import { JudgeTools } from "./JudgeTools";
import { RewindDialog } from "./RewindDialog";
import { SetTurnDialog } from "./SetTurnDialog";

afterEach(cleanup);

describe("JudgeTools", () => {
  it("labels the Act as radios by seat and nickname and switches seats", () => {
    const { ctx } = renderTable(<JudgeTools />, { chosenSeat: "p1" });
    const actAs = screen.getByRole("radiogroup", { name: "Act as" });
    expect(within(actAs).getByRole("radio", { name: "Player 1 (Alice)" })).toHaveProperty("checked", true);
    fireEvent.click(within(actAs).getByRole("radio", { name: "Player 2 (Bob)" }));
    expect(ctx.setJudgeSeat).toHaveBeenCalledWith("p2");
  });

  it("pauses and resumes as the judge's own action, and opens the set-turn dialog", () => {
    const { live, view } = renderTable(<JudgeTools />);
    fireEvent.click(screen.getByRole("button", { name: "Pause game" }));
    expect(live.sendOwn).toHaveBeenCalledWith({ type: "table.pause", paused: true });
    fireEvent.click(screen.getByRole("button", { name: "Set turn…" }));
    expect(live.openDialog).toHaveBeenCalledWith({ kind: "set-turn" });
    view.unmount();

    const paused = renderTable(<JudgeTools />, { snap: playingTable((s) => (s.paused = true)) });
    fireEvent.click(screen.getByRole("button", { name: "Resume game" }));
    expect(paused.live.sendOwn).toHaveBeenCalledWith({ type: "table.pause", paused: false });
  });

  it("draws the table's game's own judge tools after the shell's, for a judge", () => {
    const game = { ...gameTableById("ptcg")!, JudgeTools: () => <p>The game's ruling tools</p> };
    renderTable(<JudgeTools />, { ctx: { game } });
    const panel = screen.getByRole("group", { name: "Judge tools" }).parentElement!;
    expect(within(panel).getByText("The game's ruling tools")).toBeTruthy();
  });

  it("offers Set turn only while the game is being played", () => {
    renderTable(<JudgeTools />, { snap: playingTable((s) => (s.phase = "setup")) });
    expect(screen.queryByRole("button", { name: "Set turn…" })).toBeNull();
  });
});

describe("ownSender", () => {
  it("sends without `as` and reports refusals and advisories", async () => {
    const act = vi.fn(async () => ({ ok: false as const, error: { code: "turn.same", message: "same" } }));
    const refused = vi.fn();
    const advised = vi.fn();
    const send = ownSender({ act, refused, advised });
    expect(await send({ type: "turn.set", number: 2, current: "p2" })).toBe(false);
    expect(act.mock.calls[0]).toEqual([{ type: "turn.set", number: 2, current: "p2" }]);
    expect(refused).toHaveBeenCalledWith({ code: "turn.same", message: "same" });
    const ok = ownSender({ act: async () => ({ ok: true as const, seq: 9, advisories: [{ code: "x", source: "test", params: {} }] }), refused, advised });
    expect(await ok({ type: "table.pause", paused: true })).toBe(true);
    expect(advised).toHaveBeenCalledWith({ code: "x", source: "test", params: {} });
  });
});

describe("SetTurnDialog", () => {
  it("sets the number and whose turn, starting from the current turn", async () => {
    const onClose = vi.fn();
    const { live } = renderTable(<SetTurnDialog onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Set the turn" });
    const number = within(dialog).getByRole("spinbutton", { name: "Turn number" });
    expect(number).toHaveProperty("value", "3");
    expect(within(dialog).getByRole("radio", { name: "Player 1 (Alice)" })).toHaveProperty("checked", true);
    fireEvent.change(number, { target: { value: "7" } });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Player 2 (Bob)" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Set turn" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(live.sendOwn).toHaveBeenCalledWith({ type: "turn.set", number: 7, current: "p2" });
  });

  it("won't send a turn number out of range", () => {
    renderTable(<SetTurnDialog onClose={() => {}} />);
    fireEvent.change(screen.getByRole("spinbutton", { name: "Turn number" }), { target: { value: "0" } });
    expect(screen.getByRole("button", { name: "Set turn" })).toHaveProperty("disabled", true);
  });
});

const entry = (seq: number, key: string, params: Record<string, string | number> = {}): LogEntry => ({ seq, key, params, seat: "p1", judge: false });

describe("RewindDialog", () => {
  const log = [entry(1, "coins.flip", { results: "heads", count: 1, heads: 1 }), entry(2, "turn.began", { player: "p2", number: 2 }), entry(3, "coins.flip", { results: "tails", count: 1, heads: 0 })];
  const steps = [
    { kind: "action" as const, seq: 1, type: "coin", lines: [log[0]!] },
    { kind: "action" as const, seq: 2, type: "turn.end", lines: [log[1]!] },
    { kind: "action" as const, seq: 3, type: "coin", lines: [log[2]!] },
  ];
  const record = vi.fn(async () => ({ ok: true as const, record: { steps } }));

  it("says what the rewind takes back, then rewinds to the line", async () => {
    const rewind = vi.fn(async () => ({ ok: true as const, seq: 4, advisories: [] }));
    const onClose = vi.fn();
    renderTable(<RewindDialog line={log[0]!} onClose={onClose} />, { conn: { log, record, rewind } as never });
    const dialog = screen.getByRole("alertdialog", { name: "Rewind the game?" });
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe("2 later actions will be taken back. 2 log lines will be struck through."));
    fireEvent.click(within(dialog).getByRole("button", { name: "Rewind" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rewind).toHaveBeenCalledWith(1);
  });

  it("can't be confirmed when the server would refuse", async () => {
    renderTable(<RewindDialog line={log[2]!} onClose={() => {}} />, { conn: { log, record, rewind: vi.fn() } as never });
    const dialog = screen.getByRole("alertdialog", { name: "Rewind the game?" });
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe("Nothing was played after that point: there is nothing to rewind."));
    expect(screen.getByRole("button", { name: "Rewind" })).toHaveProperty("disabled", true);
  });

  it("falls back to counting later lines when the record can't be had", async () => {
    const failing = vi.fn(async () => ({ ok: false as const, error: { code: "network", message: "offline" } }));
    renderTable(<RewindDialog line={log[0]!} onClose={() => {}} />, { conn: { log, record: failing, rewind: vi.fn() } as never });
    const dialog = screen.getByRole("alertdialog", { name: "Rewind the game?" });
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe("Could not count the actions (offline): up to 2 later log lines will be struck through."));
    expect(screen.getByRole("button", { name: "Rewind" })).toHaveProperty("disabled", false);
  });
});
