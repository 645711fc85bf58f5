import { describe, expect, it, vi } from "vitest";
import i18next from "../i18n";
import { ask, NOT_CONNECTED, UNANSWERED } from "./ask";

describe("a request to the table", () => {
  it("is not sent while the connection is down, and says so in the player's words", async () => {
    const request = vi.fn(() => Promise.reject(new Error('cannot send request "action": connection is not open.')));
    const reply = await ask({ request, connection: { isOpen: false } }, "action", { action: { type: "draw" } });
    expect(request).not.toHaveBeenCalled();
    expect(reply).toMatchObject({ ok: false, error: { code: NOT_CONNECTED } });
    expect(i18next.t(`errors.${NOT_CONNECTED}`)).toBe("You are not connected to the table right now: nothing was sent. Try again once the table is back.");
  });

  it("gives the server's answer while connected", async () => {
    expect(await ask({ request: async () => ({ ok: true, seq: 3 }), connection: { isOpen: true } }, "action", {})).toEqual({ ok: true, seq: 3 });
  });

  it("says a request sent but never answered may or may not have been made", async () => {
    for (const said of ["connection closed before a response was received.", 'request "action" timed out after 10000ms.']) {
      const reply = await ask({ request: () => Promise.reject(new Error(said)), connection: { isOpen: true } }, "action", {});
      expect(reply).toMatchObject({ ok: false, error: { code: UNANSWERED } });
    }
    expect(i18next.t(`errors.${UNANSWERED}`)).toContain("this may or may not have been done");
    const other = await ask({ request: () => Promise.reject(new Error("something else")), connection: { isOpen: true } }, "action", {});
    expect(other).toEqual({ ok: false, error: { code: "network", message: "something else" } });
  });
});
