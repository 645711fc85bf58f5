/**
 * A refused join reads in the player's language: the server's English sentence carries a code
 * and params after it (docs/protocol.md, "Join refusals"), and the join screen shows the words
 * for the code. A message without a code is shown as it came.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { tagRefusal } from "@playmat/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18next, { chooseLanguage } from "../i18n";
import { RoomGate } from "../lobby/RoomGate";
import { joinErrorMessage, joinTable } from "./connection";

/** What the server answers every join with, as Colyseus's SDK throws it (code 525 and the message). */
let refusal = "";
vi.mock("@colyseus/sdk", () => ({
  Client: class {
    async joinById() {
      throw Object.assign(new Error(refusal), { name: "ServerError", code: 525 });
    }
  },
}));
vi.mock("./api", () => ({ fetchRooms: async () => [], reopenTable: async () => ({ ok: false }) }));

afterEach(() => {
  cleanup();
  chooseLanguage("en");
});

/** The join screen after a join refused with `message`. */
async function refusedWith(message: string): Promise<string> {
  refusal = message;
  const error = await joinTable("room1", { role: "player", name: "Ola", seat: "p1" }).catch((failure: unknown) => failure);
  render(<RoomGate roomId="room1" busy={false} error={joinErrorMessage(error)} onJoin={() => {}} onBack={() => {}} />);
  return (await screen.findByRole("alert")).textContent ?? "";
}

describe("a refused join", () => {
  it("shows a Polish player the Polish words for its code, with its seat", async () => {
    chooseLanguage("pl");
    expect(i18next.language).toBe("pl");
    expect(await refusedWith(tagRefusal("Seat p1 is taken.", "join.seat.taken", { seat: "p1" }))).toBe(
      "Miejsce p1 jest zajęte: dołącz na drugie albo jako widz.",
    );
  });

  it("shows the wrong password and the full server in Polish too", async () => {
    chooseLanguage("pl");
    expect(await refusedWith(tagRefusal("Wrong room password.", "join.password.wrong"))).toBe("Złe hasło pokoju.");
    cleanup();
    expect(await refusedWith(tagRefusal("This server is full: it holds 3 tables, the most it takes.", "table.server-full", { max: 3 }))).toBe(
      "Ten serwer ma już tyle stołów, ile przyjmuje (3). Spróbuj ponownie, gdy któraś gra się skończy.",
    );
  });

  it("shows an English player the English, and an untagged message (an older server's) as it came", async () => {
    expect(await refusedWith(tagRefusal("Wrong room password.", "join.password.wrong"))).toBe("Wrong room password.");
    cleanup();
    chooseLanguage("pl");
    expect(await refusedWith("Wrong room password.")).toBe("Wrong room password.");
  });
});
