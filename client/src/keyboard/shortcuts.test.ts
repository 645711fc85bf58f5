import { describe, expect, it } from "vitest";
import { digitOf, isTypingTarget, shortcutFor, type KeyPress } from "./shortcuts";

const key = (k: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key: k,
  code: /^\d$/.test(k) ? `Digit${k}` : k.length === 1 ? `Key${k.toUpperCase()}` : k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...extra,
});
const selected = { hasSelection: true, stackSelected: false };
const none = { hasSelection: false, stackSelected: false };
const pokemon = { hasSelection: true, stackSelected: true };

describe("shortcutFor", () => {
  it("maps the zone letters for a selected card", () => {
    const zones: Record<string, string> = { h: "hand", d: "discard", b: "bench", a: "active", g: "stadium", l: "lost", p: "prize" };
    for (const [k, zone] of Object.entries(zones)) expect(shortcutFor(key(k), selected)).toEqual({ kind: "moveTo", zone });
  });

  it("ignores zone letters without a selection", () => {
    expect(shortcutFor(key("d"), none)).toBeNull();
    expect(shortcutFor(key("ArrowUp"), none)).toBeNull();
  });

  it("maps deck top / bottom, shuffle in, attach and evolve", () => {
    expect(shortcutFor(key("ArrowUp"), selected)).toEqual({ kind: "deck", at: "top" });
    expect(shortcutFor(key("ArrowDown"), selected)).toEqual({ kind: "deck", at: "bottom" });
    expect(shortcutFor(key("s"), selected)).toEqual({ kind: "shuffleIn" });
    expect(shortcutFor(key("q"), selected)).toEqual({ kind: "attach" });
    expect(shortcutFor(key("e"), selected)).toEqual({ kind: "evolve" });
  });

  it("reads upper-case letters (Caps Lock) like lower-case ones", () => {
    expect(shortcutFor(key("D"), selected)).toEqual({ kind: "moveTo", zone: "discard" });
  });

  it("draws, looks at the top and the bottom with digits", () => {
    expect(shortcutFor(key("3"), none)).toEqual({ kind: "draw", count: 3 });
    expect(shortcutFor(key("3", { altKey: true }), none)).toEqual({ kind: "lookTop", count: 3 });
    expect(shortcutFor(key("3", { ctrlKey: true }), none)).toEqual({ kind: "lookBottom", count: 3 });
    expect(shortcutFor(key("#", { code: "Digit3", altKey: true, shiftKey: true }), none)).toEqual({ kind: "lookBottom", count: 3 });
    expect(shortcutFor(key("0"), none)).toBeNull();
  });

  it("reads the numeric keypad", () => {
    expect(shortcutFor({ ...key("4"), code: "Numpad4" }, none)).toEqual({ kind: "draw", count: 4 });
  });

  it("changes damage on a selected Pokémon: digit adds 10×n, Alt+digit removes, 0 clears", () => {
    expect(shortcutFor(key("3"), pokemon)).toEqual({ kind: "damage", amount: 30 });
    expect(shortcutFor(key("2", { altKey: true }), pokemon)).toEqual({ kind: "damage", amount: -20 });
    expect(shortcutFor(key("0"), pokemon)).toEqual({ kind: "clearDamage" });
  });

  it("searches with v, toggles help with ?, escapes", () => {
    expect(shortcutFor(key("v"), none)).toEqual({ kind: "search" });
    expect(shortcutFor(key("?", { shiftKey: true, code: "Slash" }), none)).toEqual({ kind: "help" });
    expect(shortcutFor(key("Escape"), selected)).toEqual({ kind: "escape" });
  });

  it("leaves browser shortcuts alone", () => {
    expect(shortcutFor(key("d", { ctrlKey: true }), selected)).toBeNull();
    expect(shortcutFor(key("3", { metaKey: true }), none)).toBeNull();
    expect(shortcutFor(key("d", { altKey: true }), selected)).toBeNull();
  });
});

describe("digitOf / isTypingTarget", () => {
  it("reads digits from key codes", () => {
    expect(digitOf("Digit7")).toBe(7);
    expect(digitOf("Numpad0")).toBe(0);
    expect(digitOf("KeyA")).toBeNull();
  });

  it("treats text fields and menus as typing targets", () => {
    const input = document.createElement("input");
    const menu = document.createElement("div");
    menu.setAttribute("role", "menu");
    const item = document.createElement("button");
    menu.appendChild(item);
    document.body.append(input, menu);
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(item)).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it("leaves the table's keys to it on a checkbox or radio button, but not the keys those answer", () => {
    const box = document.createElement("input");
    box.type = "checkbox";
    const radio = document.createElement("input");
    radio.type = "radio";
    const text = document.createElement("input");
    document.body.append(box, radio, text);
    for (const choice of [box, radio]) {
      for (const key of ["1", "?", "d", "v"]) expect(isTypingTarget(choice, key), `${choice.type} ${key}`).toBe(false);
      for (const key of [" ", "Enter", "ArrowDown", "ArrowLeft"]) expect(isTypingTarget(choice, key), `${choice.type} ${key}`).toBe(true);
    }
    expect(isTypingTarget(text, "1")).toBe(true);
  });

  it("leaves a focused scrolling list (the game log) its scroll keys, and the other keys to the table", () => {
    const list = document.createElement("ol");
    list.tabIndex = 0;
    list.dataset.scrollKeys = "";
    document.body.append(list);
    for (const key of ["ArrowDown", "ArrowUp", "PageDown", "Home", "End", " "]) expect(isTypingTarget(list, key), key).toBe(true);
    for (const key of ["1", "?", "d", "Enter"]) expect(isTypingTarget(list, key), key).toBe(false);
    // Not a place to type in: a question may still take focus from it.
    expect(isTypingTarget(list)).toBe(false);
  });
});
