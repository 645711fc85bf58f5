/** Shortcut keys on the table (keyboard/shortcuts.ts): select a card, press a key. */
import { useEffect, useRef } from "react";
import type { ClientAction } from "@playmat/shared";
import { digitOf, isTypingTarget, shortcutFor } from "../keyboard/shortcuts";
import { type Selectable, selectionSource } from "./selection";
import type { TableCtx } from "./TableContext";

interface Options {
  ctx: TableCtx;
  focused: React.RefObject<Selectable | null>;
  blocked: boolean;
  toggleHelp(): void;
  closeAll(): void;
}

export function useShortcuts(options: Options): void {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { ctx, focused, blocked, toggleHelp, closeAll } = latest.current;
      if (e.defaultPrevented || ctx.dragging) return;
      if (isTypingTarget(e.target, e.key)) return;
      if (blocked && e.key !== "Escape") return;

      // Picking the stack for "q" or "e" by a digit: which stack each digit is, the game says.
      if (ctx.targetMode) {
        const digit = digitOf(e.code);
        const target = digit === null ? null : ctx.game.menus.slotByDigit(ctx, digit);
        if (target && !e.altKey && !e.ctrlKey) {
          e.preventDefault();
          void ctx.send(ctx.game.intentFor(ctx.targetMode.source, { kind: "slot", ...target, occupied: true, as: ctx.targetMode.as }));
          ctx.setTargetMode(null);
          return;
        }
      }

      const items = ctx.selection.length > 0 ? ctx.selection : focused.current ? [focused.current] : [];
      const source = selectionSource(items);
      // Digits change a selected stack's counter only in a game that gives its stacks one.
      const counter = ctx.game.keys.stackCounter;
      const shortcut = shortcutFor(e, { hasSelection: source !== null, stackSelected: source?.kind === "stack" && counter !== undefined });
      if (!shortcut) return;
      if (!ctx.persp.canAct && shortcut.kind !== "help" && shortcut.kind !== "escape") return;
      e.preventDefault();
      const seat = ctx.actingSeat;
      const game = ctx.game.definition;
      const deck = `${seat}.${game.setup.zones.deck}`;
      // A sealed deck (ZoneSpec.sealed) is looked into by nobody: its keys do nothing rather than ask for a refusal.
      const sealed = game.zones.find((z) => z.id === game.setup.zones.deck)?.sealed === true;
      const run = (actions: ClientAction[]) => void ctx.send(actions);

      switch (shortcut.kind) {
        case "escape":
          closeAll();
          return;
        case "help":
          toggleHelp();
          return;
        case "toggleSelect":
          if (focused.current) ctx.select(focused.current, true);
          return;
        case "draw":
          return run([{ type: "draw", count: shortcut.count }]);
        case "lookTop":
          if (sealed) return;
          return run([{ type: "look", zone: deck, from: "top", count: shortcut.count }]);
        case "lookBottom":
          if (sealed) return;
          return run([{ type: "look", zone: deck, from: "bottom", count: shortcut.count }]);
        case "search":
          if (sealed) return;
          return run([{ type: "search", zone: deck }]);
      }
      if (!source) return;
      // Arrow keys scroll and move focus too: they send cards to the deck only for an explicit selection.
      if (shortcut.kind === "deck" && ctx.selection.length === 0) return;
      // A key the game gives to putting the selection onto a stack: the table's status line says
      // which stack to pick, for as long as that holds (a notice too would say it twice, and stay
      // on after the pick).
      const onStack = ctx.game.keys.onStack[shortcut.kind];
      if (onStack) return void ctx.setTargetMode({ as: onStack, source });
      const owner = ctx.game.menus.ownerSeat(ctx, source);
      const moveActions = ctx.game.menus.moveTo;
      switch (shortcut.kind) {
        case "moveTo":
          return run(moveActions(ctx, source, owner, shortcut.zone));
        case "deck":
          return run(moveActions(ctx, source, owner, shortcut.at === "top" ? "deck-top" : "deck-bottom"));
        case "shuffleIn":
          return run(moveActions(ctx, source, owner, "deck-shuffle"));
        case "damage":
        case "clearDamage":
          if (source.kind !== "stack" || counter === undefined) return;
          return run([
            shortcut.kind === "damage"
              ? { type: "counter", stack: { zone: source.zone, slot: source.slot }, counter, mode: "add", amount: shortcut.amount }
              : { type: "counter", stack: { zone: source.zone, slot: source.slot }, counter, mode: "set", amount: 0 },
          ]);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
