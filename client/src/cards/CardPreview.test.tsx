/**
 * The "Card preview" follows the hovered or focused card (cards/preview.ts): a new face on it
 * shows at once, and it goes when the card leaves, when the viewer may no longer see it, or on
 * Escape.
 */
import type { CardDef } from "@playmat/shared";
import { T } from "@playmat/shared/testing";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyTable, type CardSnap, type TableSnap, type ZoneSnap } from "../net/snapshot";
import { renderTable } from "../table/testTable";
import { HandZone } from "../table/zones/HandZone";
import { SlotsZone } from "../games/ptcg/zones/SlotsZone";
import { CardPreview } from "./CardPreview";
import { clearPreview } from "./preview";

/** The invented test cards, each with a picture, so the preview shows an image named after the card. */
const DEFS: CardDef[] = Object.values(T).map((def) => ({ ...def, image: { small: `/img/${def.id}.png`, large: `/img/${def.id}-large.png` } }));

beforeEach(() => {
  vi.stubGlobal("fetch", async (url: string) => {
    const ids = new URL(url, "http://test").searchParams.get("ids")?.split(",") ?? [];
    return new Response(JSON.stringify(url.startsWith("/api/cards") ? { cards: DEFS.filter((d) => ids.includes(d.id)) } : { cardImageBase: "", demoDecks: [] }));
  });
});
afterEach(() => {
  cleanup();
  clearPreview();
  vi.unstubAllGlobals();
});

const card = (pid: string, def: CardDef, extra: Partial<CardSnap> = {}): CardSnap => ({ pid, faceDown: false, revealed: false, face: { defId: def.id, name: def.name }, ...extra });
const pile = (key: string, cards: CardSnap[]): ZoneSnap => ({ key, owner: key.split(".")[0]!, spec: key.split(".")[1]!, count: cards.length, cards, slots: [] });
const active = (cards: CardSnap[]): ZoneSnap => ({
  key: "p1.active",
  owner: "p1",
  spec: "active",
  count: 1,
  cards: [],
  slots: [{ sid: "s1", cards, attached: [], counters: {}, conditions: [], markers: [], enteredTurn: 1, toppedTurn: -1 }],
});

/** Alice's view: Sprout Active; Bloom and Quick Ball in her hand; Bob's hand holds a card he revealed. */
function table(change: (zones: Record<string, ZoneSnap>) => void = () => {}): TableSnap {
  const snap = emptyTable();
  snap.game = "ptcg";
  snap.phase = "playing";
  snap.zones = {
    "p1.hand": pile("p1.hand", [card("c1", T.bloom), card("c2", T.ball)]),
    "p1.active": active([card("c3", T.sprout)]),
    "p2.hand": pile("p2.hand", [card("c4", T.park, { revealed: true })]),
  };
  change(snap.zones);
  return snap;
}

function renderAlice() {
  return renderTable(
    <>
      <HandZone seat="p1" compact={false} />
      <SlotsZone zone="p1.active" size="lg" />
      <HandZone seat="p2" compact />
      <CardPreview />
    </>,
    { snap: table(), role: "player", seat: "p1" },
  );
}

/** The card the preview shows (its picture's name), or "(none)". */
const previewed = () => screen.queryByRole("complementary", { name: "Card preview" })?.querySelector("img")?.getAttribute("alt") ?? "(none)";
const expectPreview = (name: string) => waitFor(() => expect(previewed()).toBe(name));
const zone = (name: string) => screen.getByRole("region", { name });

describe("the card preview", () => {
  it("shows the evolution once it is put on the hovered Pokémon", async () => {
    const { update } = renderAlice();
    fireEvent.mouseEnter(within(zone("Your active Pokémon")).getByRole("button", { name: "Sprout" }));
    await expectPreview("Sprout");
    act(() => update(table((z) => ((z["p1.active"] = active([card("c3", T.sprout), card("c9", T.bloom)])), (z["p1.hand"] = pile("p1.hand", [card("c2", T.ball)]))))));
    expect(within(zone("Your active Pokémon")).getByRole("button", { name: "Bloom" })).toBeTruthy();
    await expectPreview("Bloom");
  });

  it("goes when the card it shows leaves (moved: it is drawn anew elsewhere)", async () => {
    const { update } = renderAlice();
    within(zone("Your hand")).getByRole("button", { name: "Quick Ball" }).focus();
    await expectPreview("Quick Ball");
    act(() => update(table((z) => (z["p1.hand"] = pile("p1.hand", [card("c1", T.bloom)])))));
    await expectPreview("(none)");
  });

  it("goes on Escape", async () => {
    renderAlice();
    const ball = within(zone("Your hand")).getByRole("button", { name: "Quick Ball" });
    ball.focus();
    fireEvent.mouseEnter(within(zone("Your active Pokémon")).getByRole("button", { name: "Sprout" }));
    await expectPreview("Sprout");
    fireEvent.keyDown(ball, { key: "Escape" });
    await expectPreview("(none)");
  });

  it("never shows a card once this viewer may no longer see it", async () => {
    const { update } = renderAlice();
    fireEvent.mouseEnter(within(zone("Opponent's hand")).getByRole("button", { name: "Sunny Park" }));
    await expectPreview("Sunny Park");
    // Bob hides it again: the same card, now a back for Alice.
    act(() => update(table((z) => (z["p2.hand"] = pile("p2.hand", [{ pid: "c4", faceDown: false, revealed: false }])))));
    expect(within(zone("Opponent's hand")).getByRole("button", { name: "face-down card" })).toBeTruthy();
    await expectPreview("(none)");
    fireEvent.mouseEnter(within(zone("Opponent's hand")).getByRole("button", { name: "face-down card" }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(previewed()).toBe("(none)");
  });

  it("shows the hovered card over the focused one, and the focused one again when the pointer leaves", async () => {
    renderAlice();
    within(zone("Your hand")).getByRole("button", { name: "Quick Ball" }).focus();
    await expectPreview("Quick Ball");
    const sprout = within(zone("Your active Pokémon")).getByRole("button", { name: "Sprout" });
    fireEvent.mouseEnter(sprout);
    await expectPreview("Sprout");
    fireEvent.mouseLeave(sprout);
    await expectPreview("Quick Ball");
  });
});
