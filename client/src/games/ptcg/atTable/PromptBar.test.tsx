/** A question put to this player takes focus on its first answer; once answered, a line says who the table waits for. */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PromptSnap, TableSnap } from "../../../net/snapshot";
import { ChatBox } from "../../../log/ChatBox";
import { PromptBar } from "../../../table/PromptBar";
import { playingTable, renderTable } from "../../../table/testTable";

afterEach(cleanup);

const winFor = (to: "p1" | "p2"): PromptSnap => ({ id: `win-${to}`, kind: "confirm-win", to, from: "", data: { winner: "p1", reason: "prizes", group: 1 } });
const withPrompts = (...prompts: PromptSnap[]): TableSnap => playingTable((snap) => void (snap.prompts = prompts));

/** A card on the table, which may have focus. */
function tableCard() {
  const card = document.createElement("div");
  card.tabIndex = 0;
  card.setAttribute("role", "button");
  document.body.append(card);
  return card;
}

const questions = () => screen.getByRole("region", { name: "Questions for you" });

/** Bob's table (Player 2), with the chat box beside the questions as on the page. */
function bobsTable(snap: TableSnap = withPrompts()) {
  return renderTable(
    <>
      <PromptBar />
      <ChatBox />
    </>,
    { snap, role: "player", seat: "p2" },
  );
}

describe("a question for this player", () => {
  it("takes focus on its first answer when it appears", () => {
    const table = bobsTable();
    screen.getByRole("textbox", { name: "Chat message" }).blur();
    act(() => table.update(withPrompts(winFor("p1"), winFor("p2"))));
    const question = screen.getByRole("alertdialog", { name: "Alice may have won (all prize cards taken). Is that right?" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Confirm" }));
    expect(question.contains(document.activeElement)).toBe(true);
  });

  it("takes focus from a card on the table", () => {
    const table = bobsTable();
    const card = tableCard();
    card.focus();
    act(() => table.update(withPrompts({ id: "undo-1", kind: "approve-undo", to: "p2", from: "p1", data: { count: 1, takes: [] } })));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Approve" }));
    card.remove();
  });

  it("leaves focus in the chat box while the player types", () => {
    const table = bobsTable();
    const chat = screen.getByRole("textbox", { name: "Chat message" });
    chat.focus();
    fireEvent.change(chat, { target: { value: "good ga" } });
    act(() => table.update(withPrompts(winFor("p1"), winFor("p2"))));
    expect(document.activeElement).toBe(chat);
  });

  it("takes focus once: the same question drawn again leaves focus where the player put it", () => {
    const table = bobsTable();
    act(() => table.update(withPrompts(winFor("p1"), winFor("p2"))));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Confirm" }));
    const card = tableCard();
    card.focus();
    act(() => table.update(withPrompts(winFor("p1"), winFor("p2"))));
    expect(document.activeElement).toBe(card);
    card.remove();
  });

  it("does not take a judge's focus: the question is a player's", () => {
    const table = renderTable(<PromptBar />, { snap: withPrompts(), role: "judge" });
    act(() => table.update(withPrompts(winFor("p1"), winFor("p2"))));
    expect(screen.getAllByRole("alertdialog")).toHaveLength(2);
    expect(document.activeElement).toBe(document.body);
  });
});

describe("a request from the other player", () => {
  it("says the card is chosen at random and goes to the bottom of the deck", () => {
    const ask = (action: object): PromptSnap => ({ id: "ask-1", kind: "approve-action", to: "p2", from: "p1", data: { action } });
    const table = bobsTable();
    act(() => table.update(withPrompts(ask({ type: "move", cards: [{ zone: "p2.hand", random: true }], to: { zone: "p2.deck", at: "bottom" } }))));
    expect(screen.getByRole("alertdialog").getAttribute("aria-label")).toBe("Alice asks you to put a card chosen at random on the bottom of your deck.");
    act(() => table.update(withPrompts(ask({ type: "move", cards: [{ zone: "p2.hand", random: true }], to: { zone: "p2.discard" } }))));
    expect(screen.getByRole("alertdialog").getAttribute("aria-label")).toBe("Alice asks you to move a card chosen at random to your discard pile.");
  });
});

describe("a request to move cards names them only for a screen that sees them", () => {
  const faceUp = (pid: string, name: string) => ({ pid, faceDown: false, revealed: false, face: { defId: `demo-${pid}`, name } });
  /** Bob's hand as his own screen shows it: two faces he sees, and one card drawn without a face. */
  const bobsHand = playingTable((snap) => {
    snap.zones["p2.hand"] = { key: "p2.hand", owner: "p2", spec: "hand", count: 3, cards: [faceUp("h1", "Voltkit"), faceUp("h2", "Pidgey"), { pid: "h3", faceDown: true, revealed: false }], slots: [] };
  });
  const ask = (...pids: string[]): PromptSnap => ({
    id: "ask-1",
    kind: "approve-action",
    to: "p2",
    from: "p1",
    data: { action: { type: "move", cards: pids.map((pid) => ({ zone: "p2.hand", pid })), to: { zone: "p2.discard" } } },
  });
  const question = () => screen.getByRole("alertdialog").getAttribute("aria-label");

  it("the approver reads the card's name", () => {
    const table = bobsTable();
    act(() => table.update({ ...bobsHand, prompts: [ask("h1")] }));
    expect(question()).toBe("Alice asks you to move Voltkit to your discard pile.");
  });

  it("a card without a face on this screen stays \"a card\"", () => {
    const table = bobsTable();
    act(() => table.update({ ...bobsHand, prompts: [ask("h3")] }));
    expect(question()).toBe("Alice asks you to move a card to your discard pile.");
  });

  it("two cards are named together, and an unseen one among them is \"a card\"", () => {
    const table = bobsTable();
    act(() => table.update({ ...bobsHand, prompts: [ask("h1", "h2")] }));
    expect(question()).toBe("Alice asks you to move Voltkit and Pidgey to your discard pile.");
    act(() => table.update({ ...bobsHand, prompts: [ask("h1", "h3")] }));
    expect(question()).toBe("Alice asks you to move Voltkit and a card to your discard pile.");
  });

  it("a judge reads the names the judge's screen shows", () => {
    renderTable(<PromptBar />, { snap: { ...bobsHand, prompts: [{ ...ask("h2"), to: "p2" }] }, role: "judge" });
    expect(question()).toBe("Alice asks Bob to approve: move Pidgey to Bob's discard pile.");
  });
});

describe("a request about a Pokémon in play names it, as the log does, unless it lies face down", () => {
  const faceUp = (pid: string, name: string) => ({ pid, faceDown: false, revealed: false, face: { defId: `demo-${pid}`, name } });
  const slot = (sid: string, cards: object[], attached: object[] = []) => ({ sid, cards, attached, counters: {}, conditions: [], markers: [], enteredTurn: 1, toppedTurn: -1 });
  /** Bob's side as his screen shows it: Voltkit Active with an Energy, a face-down Pidgey (setup) on the Bench. */
  const bobsPokemon = playingTable((snap) => {
    const zone = (key: string, slots: object[]) => ({ key, owner: "p2", spec: key.split(".")[1]!, count: slots.length, cards: [], slots }) as unknown as TableSnap["zones"][string];
    snap.zones["p2.active"] = zone("p2.active", [slot("s1", [faceUp("v1", "Voltkit")], [faceUp("e1", "Fire Energy")])]);
    snap.zones["p2.bench"] = zone("p2.bench", [slot("s2", [{ ...faceUp("p1", "Pidgey"), faceDown: true }])]);
  });
  const ask = (action: object): PromptSnap => ({ id: "ask-1", kind: "approve-action", to: "p2", from: "p1", data: { action } });
  const question = () => screen.getByRole("alertdialog").getAttribute("aria-label");

  it("moving a Pokémon to another spot: “your Active Voltkit”", () => {
    const table = bobsTable();
    act(() => table.update({ ...bobsPokemon, prompts: [ask({ type: "move.stack", from: { zone: "p2.active", slot: 0 }, to: { zone: "p2.bench", slot: 1 } })] }));
    expect(question()).toBe("Alice asks you to move your Active Voltkit to your bench.");
  });

  it("discarding a Pokémon with everything attached names it", () => {
    const table = bobsTable();
    act(() => table.update({ ...bobsPokemon, prompts: [ask({ type: "stack.discard", stack: { zone: "p2.active", slot: 0 } })] }));
    expect(question()).toBe("Alice asks you to discard your Active Voltkit and everything attached to it.");
  });

  it("moving a Pokémon's cards to a pile names the face-up ones", () => {
    const table = bobsTable();
    const cards = [{ zone: "p2.active", pid: "e1" }, { zone: "p2.active", pid: "v1" }];
    act(() => table.update({ ...bobsPokemon, prompts: [ask({ type: "move", cards, to: { zone: "p2.hand" } })] }));
    expect(question()).toBe("Alice asks you to move Fire Energy and Voltkit to your hand.");
  });

  it("a face-down Pokémon is not named, even on its owner's screen", () => {
    const table = bobsTable();
    act(() => table.update({ ...bobsPokemon, prompts: [ask({ type: "move.stack", from: { zone: "p2.bench", slot: 0 }, to: { zone: "p2.active", slot: 0 } })] }));
    expect(question()).toBe("Alice asks you to move your face-down Benched Pokémon to your Active Spot.");
    act(() => table.update({ ...bobsPokemon, prompts: [ask({ type: "move", cards: [{ zone: "p2.bench", pid: "p1" }], to: { zone: "p2.hand" } })] }));
    expect(question()).toBe("Alice asks you to move a card to your hand.");
  });

  it("a Pokémon no longer in its spot is not called face-down: the question keeps its unnamed words", () => {
    const table = bobsTable();
    act(() => table.update({ ...bobsPokemon, prompts: [ask({ type: "stack.discard", stack: { zone: "p2.bench", slot: 3 } })] }));
    expect(question()).toBe("Alice asks you to discard a Pokémon.");
    act(() => table.update({ ...bobsPokemon, prompts: [ask({ type: "move.stack", from: { zone: "p2.bench", slot: 3 }, to: { zone: "p2.active", slot: 0 } })] }));
    expect(question()).toBe("Alice asks you to move a Pokémon to your Active Spot.");
  });

  it("a judge reads the owner's name", () => {
    renderTable(<PromptBar />, { snap: { ...bobsPokemon, prompts: [ask({ type: "stack.discard", stack: { zone: "p2.active", slot: 0 } })] }, role: "judge" });
    expect(question()).toBe("Alice asks Bob to approve: discard Bob's Active Voltkit and everything attached to it.");
  });
});

describe("after confirming a result", () => {
  it("says the table waits for the other player, and that line has focus", () => {
    const table = bobsTable(withPrompts(winFor("p1"), winFor("p2")));
    const confirm = screen.getByRole("button", { name: "Confirm" });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    expect(table.ctx.send).toHaveBeenCalledWith({ type: "prompt.answer", prompt: "win-p2", accept: true });
    // The server takes Bob's question away; Alice's is still open.
    act(() => table.update(withPrompts(winFor("p1"))));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    const waiting = within(questions()).getByRole("status");
    expect(waiting.textContent).toBe("Waiting for Alice to confirm the result…");
    expect(document.activeElement).toBe(waiting);
  });

  it("shows no waiting line once both have answered, nor to a player who has not answered yet", () => {
    const table = bobsTable(withPrompts(winFor("p1"), winFor("p2")));
    expect(within(questions()).queryByRole("status")).toBeNull();
    act(() => table.update(withPrompts()));
    expect(screen.queryByRole("region", { name: "Questions for you" })).toBeNull();
  });
});

describe("after answering, with nothing left to wait for", () => {
  const prize: PromptSnap = { id: "prize-1", kind: "take-prizes", to: "p2", from: "p1", data: { count: 1, name: "Pidgey" } };

  /** Bob's table with the first of the table's controls, as on the page. */
  function withControls() {
    return renderTable(
      <>
        <section aria-label="Controls">
          <button type="button">Draw</button>
        </section>
        <PromptBar />
      </>,
      { snap: withPrompts(), role: "player", seat: "p2" },
    );
  }

  it("focus goes back to the card that had it when the question came", () => {
    const table = withControls();
    const card = tableCard();
    card.focus();
    act(() => table.update(withPrompts(prize)));
    fireEvent.click(screen.getByRole("button", { name: "Take prize" }));
    act(() => table.update(withPrompts()));
    expect(document.activeElement).toBe(card);
    card.remove();
  });

  it("focus goes to the first control when what had it is gone (the knocked-out Pokémon), not to the page", () => {
    const table = withControls();
    const card = tableCard();
    card.focus();
    act(() => table.update(withPrompts(prize)));
    card.remove();
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    act(() => table.update(withPrompts()));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Draw" }));
  });

  it("another question still open takes focus on its first answer", () => {
    const table = withControls();
    act(() => table.update(withPrompts(prize, winFor("p2"))));
    fireEvent.click(screen.getByRole("button", { name: "Take prize" }));
    act(() => table.update(withPrompts(winFor("p2"))));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Confirm" }));
  });
});

describe("while a judge has paused the game", () => {
  it("a player's answers are disabled and point at the paused banner; a judge's are not", () => {
    const paused = playingTable((snap) => {
      snap.prompts = [winFor("p1"), winFor("p2")];
      snap.paused = true;
    });
    bobsTable(paused);
    for (const name of ["Confirm", "Not yet"]) {
      const button = within(questions()).getByRole("button", { name });
      expect(button.matches(":disabled"), name).toBe(true);
      expect(button.closest("fieldset")?.getAttribute("aria-describedby")).toBe("paused-banner");
    }
    cleanup();
    renderTable(<PromptBar />, { snap: paused, role: "judge" });
    expect(screen.getAllByRole("button", { name: "Confirm" }).some((b) => b.matches(":disabled"))).toBe(false);
  });
});

describe("a judge's view of the players' questions", () => {
  it("names the player each question is put to, never \"you\"", () => {
    const prompts: PromptSnap[] = [
      { id: "prizes", kind: "take-prizes", to: "p1", from: "", data: { count: 2, name: "Voltkit" } },
      winFor("p1"),
      winFor("p2"),
      { id: "undo", kind: "approve-undo", to: "p2", from: "p1", data: { count: 2, takes: [] } },
      { id: "ask", kind: "approve-action", to: "p1", from: "p2", data: { action: { type: "shuffle", zone: "p1.deck" } } },
    ];
    renderTable(<PromptBar />, { snap: withPrompts(...prompts), role: "judge" });
    const names = screen.getAllByRole("alertdialog").map((q) => q.getAttribute("aria-label"));
    expect(names).toEqual([
      "Alice may take 2 prize cards for knocking out Voltkit.",
      "Alice may have won (all prize cards taken). Does Alice agree?",
      "Alice may have won (all prize cards taken). Does Bob agree?",
      "Alice asks Bob to approve taking back Alice's last 2 actions.",
      "Bob asks Alice to approve: shuffle Alice's deck.",
    ]);
    // What the judge reads on screen is the same sentence.
    expect(screen.getAllByRole("alertdialog").map((q) => q.querySelector("span")!.textContent)).toEqual(names);
  });

  it("a player still reads its own questions as put to \"you\"", () => {
    bobsTable(withPrompts({ id: "undo", kind: "approve-undo", to: "p2", from: "p1", data: { count: 1, takes: [] } }));
    expect(screen.getByRole("alertdialog").getAttribute("aria-label")).toBe("Alice asks you to take back their last action.");
  });
});
