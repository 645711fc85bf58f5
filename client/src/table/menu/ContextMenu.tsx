/**
 * The right-click / "…" menu. Submenus open in place ("Move to…" shows the zones and a Back
 * item). Arrow keys move, Enter picks, Escape closes (or goes back), focus returns to the opener.
 * A checkable item (a Special Condition, a marker) is toggled in place: the menu stays open with
 * focus on it, so a stack can take several conditions in one visit; `items` are
 * the menu's entries as the table holds them now, so the checks follow the table's reply.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useT } from "../../i18n/useT";
import type { MenuRequest } from "../TableContext";
import type { MenuItem } from "./types";

export function ContextMenu({ menu, items: current = menu.items, onClose }: { menu: MenuRequest; items?: MenuItem[]; onClose: () => void }) {
  const t = useT();
  // The submenus opened, by label: found again in the items as they are now.
  const [path, setPath] = useState<string[]>([]);
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState({ x: menu.x, y: menu.y });
  const levels = submenus(current, path);
  const level = levels.at(-1) ?? null;
  const items = level ? (level.items ?? []) : current;
  const title = level ? level.label : menu.label;

  const close = () => {
    onClose();
    menu.returnFocus?.focus?.();
  };

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    const x = Math.max(4, Math.min(menu.x, window.innerWidth - r.width - 4));
    const y = Math.max(4, Math.min(menu.y, window.innerHeight - r.height - 4));
    if (x !== pos.x || y !== pos.y) setPos({ x, y });
    el.querySelector<HTMLElement>("[role^=menuitem]:not([aria-disabled=true])")?.focus();
  }, [path, menu]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const away = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) onClose();
    };
    document.addEventListener("mousedown", away);
    return () => document.removeEventListener("mousedown", away);
  }, [onClose]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const list = [...(ref.current?.querySelectorAll<HTMLElement>("[role^=menuitem]") ?? [])];
    const i = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const next = list[(i + (e.key === "ArrowDown" ? 1 : list.length - 1)) % list.length];
      next?.focus();
    } else if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      list[e.key === "Home" ? 0 : list.length - 1]?.focus();
    } else if (e.key === "Escape" || ((e.key === "ArrowLeft" || e.key === "Backspace") && levels.length > 0)) {
      e.preventDefault();
      e.stopPropagation();
      if (levels.length > 0) setPath(path.slice(0, levels.length - 1));
      else close();
    } else if (e.key === "Tab") {
      e.preventDefault();
    }
    e.stopPropagation();
  };

  const pick = (item: MenuItem) => {
    if (item.disabled) return;
    if (item.items) {
      setPath([...path, item.label]);
      return;
    }
    // A toggle keeps the menu open: the next condition is one click or Enter away.
    if (item.checked === undefined) close();
    item.onSelect?.();
  };

  return (
    <div
      ref={ref}
      role="menu"
      aria-label={title}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
      style={{ left: pos.x, top: pos.y }}
      className="fixed z-50 max-h-[80vh] min-w-56 overflow-y-auto rounded-lg border border-slate-600 bg-slate-800 py-1 text-sm shadow-2xl"
    >
      <div className="px-3 pb-1 pt-0.5 text-xs font-semibold uppercase tracking-wide text-slate-400" aria-hidden="true">
        {title}
      </div>
      {levels.length > 0 ? (
        <button type="button" role="menuitem" onClick={() => setPath(path.slice(0, levels.length - 1))} className="menu-item text-slate-300">
          <span aria-hidden="true">← </span>
          {t("menu.back")}
        </button>
      ) : null}
      {items.map((item, i) => (
        <button
          key={`${item.label}-${i}`}
          type="button"
          role={item.checked === undefined ? "menuitem" : "menuitemcheckbox"}
          aria-checked={item.checked === undefined ? undefined : item.checked}
          aria-disabled={item.disabled || undefined}
          aria-haspopup={item.items ? "menu" : undefined}
          aria-keyshortcuts={item.items ? undefined : item.hint}
          onClick={() => pick(item)}
          className={`menu-item ${item.disabled ? "opacity-40" : ""}`}
        >
          <span className="flex items-center gap-2">
            {item.checked !== undefined ? <span aria-hidden="true">{item.checked ? "☑" : "☐"}</span> : null}
            {item.label}
          </span>
          {item.items ? <span aria-hidden="true">›</span> : item.hint ? <kbd aria-hidden="true" className="text-xs text-slate-400">{item.hint}</kbd> : null}
        </button>
      ))}
    </div>
  );
}

/** The submenu items along `path`, as far as they are still there. */
function submenus(items: MenuItem[], path: readonly string[]): MenuItem[] {
  const found: MenuItem[] = [];
  let list = items;
  for (const label of path) {
    const next = list.find((item) => item.label === label && item.items);
    if (!next) break;
    found.push(next);
    list = next.items ?? [];
  }
  return found;
}
