/**
 * The centre line at a Curse Sorcerers table: before play, the table's options as both players
 * read them (what seed 004 leaves to the rulebook); during play, the phase marker and, once an
 * attacker is marked, the combat damage assist.
 */
import { CurseSorcerers } from "@playmat/shared";
import { useTableCtx } from "../../table/TableContext";
import { CombatPanel } from "./CombatPanel";
import { PhaseMarker } from "./PhaseMarker";
import { wordsOf } from "./words";

function TableOptions() {
  const { t, snap } = useTableCtx();
  const w = wordsOf(t);
  const parsed = CurseSorcerers.SorcererOptions.safeParse(snap.options);
  if (!parsed.success) return null;
  const o = parsed.data;
  const value = (name: keyof typeof o): string =>
    name === "mulligan" ? t(`mulligan.${o.mulligan}`, { ns: "game" }) : typeof o[name] === "boolean" ? w(`options.${o[name] ? "yes" : "no"}`) : String(o[name]);
  return (
    <dl aria-label={w("options.region")} data-table-options className="flex shrink-0 flex-wrap gap-x-3 self-start rounded bg-slate-800 px-3 py-1 text-xs text-slate-300">
      {(Object.keys(o) as (keyof typeof o)[]).map((name) => (
        <div key={name} className="flex gap-1">
          <dt>{t(`option.${name}`, { ns: "game" })}:</dt>
          <dd className="font-semibold text-slate-100">{value(name)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Hints() {
  const { snap } = useTableCtx();
  if (snap.phase === "waiting" || snap.phase === "setup") return <TableOptions />;
  return (
    <>
      <PhaseMarker />
      <CombatPanel />
    </>
  );
}
