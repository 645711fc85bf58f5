/**
 * The players' muscle memory (shared/notes/peers.md): select a card, press a key.
 * shortcutFor reads a key press into a Shortcut; the table turns Shortcuts into actions.
 * Digits are read from `code` (Digit1, Numpad1) so Shift/Alt layouts don't change them.
 */

export type ZoneShortcut = "hand" | "discard" | "bench" | "active" | "stadium" | "lost" | "prize";

export type Shortcut =
  | { kind: "moveTo"; zone: ZoneShortcut }
  | { kind: "deck"; at: "top" | "bottom" }
  | { kind: "shuffleIn" }
  | { kind: "attach" }
  | { kind: "evolve" }
  | { kind: "draw"; count: number }
  | { kind: "lookTop"; count: number }
  | { kind: "lookBottom"; count: number }
  | { kind: "search" }
  | { kind: "damage"; amount: number }
  | { kind: "clearDamage" }
  | { kind: "toggleSelect" }
  | { kind: "help" }
  | { kind: "escape" };

export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

export interface ShortcutContext {
  /** Cards or a stack in play are selected (or focused). */
  hasSelection: boolean;
  /** The selection is one stack in play whose counter digits change (a Pokémon's damage). */
  stackSelected: boolean;
}

const LETTERS: Record<string, ZoneShortcut> = {
  h: "hand",
  d: "discard",
  b: "bench",
  a: "active",
  g: "stadium",
  l: "lost",
  p: "prize",
};

export function digitOf(code: string): number | null {
  const m = /^(?:Digit|Numpad)(\d)$/.exec(code);
  return m ? Number(m[1]) : null;
}

export function shortcutFor(e: KeyPress, ctx: ShortcutContext): Shortcut | null {
  if (e.key === "Escape") return { kind: "escape" };
  if (e.key === "?") return { kind: "help" };
  if (e.metaKey) return null;

  const digit = digitOf(e.code);
  if (digit !== null) {
    if (ctx.stackSelected && !e.ctrlKey) {
      if (digit === 0) return e.altKey ? null : { kind: "clearDamage" };
      return { kind: "damage", amount: (e.altKey ? -10 : 10) * digit };
    }
    if (digit === 0) return null;
    // Ctrl+digit switches tabs in most browsers: Alt+Shift+digit does the same here.
    if (e.ctrlKey || (e.altKey && e.shiftKey)) return { kind: "lookBottom", count: digit };
    if (e.altKey) return { kind: "lookTop", count: digit };
    if (e.shiftKey) return null;
    return { kind: "draw", count: digit };
  }

  if (e.ctrlKey || e.altKey) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (key === "v") return { kind: "search" };
  if (!ctx.hasSelection) return null;
  if (key === "ArrowUp") return { kind: "deck", at: "top" };
  if (key === "ArrowDown") return { kind: "deck", at: "bottom" };
  if (e.shiftKey) return null;
  if (key === "x") return { kind: "toggleSelect" };
  if (key === "s") return { kind: "shuffleIn" };
  if (key === "q") return { kind: "attach" };
  if (key === "e") return { kind: "evolve" };
  const zone = LETTERS[key];
  return zone ? { kind: "moveTo", zone } : null;
}

/** Rows for the help sheet: [keys, i18n key of the description]. */
export const HELP_ROWS: [string, string][] = [
  ["h", "help.hand"],
  ["d", "help.discard"],
  ["b", "help.bench"],
  ["a", "help.active"],
  ["g", "help.stadium"],
  ["l", "help.lost"],
  ["p", "help.prize"],
  ["↑", "help.top"],
  ["↓", "help.bottom"],
  ["s", "help.shuffleIn"],
  ["q", "help.attach"],
  ["e", "help.evolve"],
  ["x", "help.select"],
  ["1–9", "help.draw"],
  ["Alt+1–9", "help.lookTop"],
  ["Ctrl+1–9 / Alt+Shift+1–9", "help.lookBottom"],
  ["v", "help.search"],
  ["1–9 (Pokémon)", "help.damageAdd"],
  ["Alt+1–9 (Pokémon)", "help.damageRemove"],
  ["0 (Pokémon)", "help.damageClear"],
  ["Space / Enter", "help.drag"],
  ["Shift+F10 / ContextMenu", "help.menu"],
  ["Esc", "help.escape"],
  ["?", "help.toggle"],
];

/** Keys a checkbox or a radio button answers itself: toggling, and moving between radios. */
const CHOICE_KEYS = new Set([" ", "Enter", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]);

/** Keys a focused scrolling list (`data-scroll-keys`: the game log) scrolls itself with. */
const SCROLL_KEYS = new Set([" ", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"]);

/**
 * True when a key press belongs to a text field (or a menu, a modal dialog), not to the table.
 * A checkbox or a radio button ("Show hands to spectators", "Act as", "Follow") keeps only the
 * keys it answers itself (`key`): after a click on one, `1` still draws and `?` opens the sheet.
 * So does the game log's list, focused to scroll it (`data-scroll-keys`): its scroll keys, not
 * ArrowDown sending a selected card to the bottom of the deck. Without `key`, any focused form
 * control counts.
 */
export function isTypingTarget(target: EventTarget | null, key?: string): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.closest !== "function") return false;
  if (key !== undefined && el.matches('input[type="checkbox"], input[type="radio"]')) return CHOICE_KEYS.has(key);
  if (key !== undefined && el.matches("[data-scroll-keys]")) return SCROLL_KEYS.has(key);
  return Boolean(el.closest("input, textarea, select, [contenteditable=true], [role=menu], [role=dialog][aria-modal=true]"));
}
