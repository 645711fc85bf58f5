/**
 * The battlefield (SharedZones at a Toy Battle table): the map as SVG that scales with the
 * table — paths, headquarters in their side's colour, bases with their medal value — and over
 * it each spot as a drop target holding its tower (Spot.tsx). Anyone may look through a tower.
 */
import { useState } from "react";
import { Dialog } from "../../table/Dialog";
import { useTableCtx } from "../../table/TableContext";
import { gameWord, tileName, ui } from "./words";
import { BOARD, mapOfSnap } from "./moves";
import { Spot } from "./Spot";
import { ToyBattle } from "@playmat/shared";

const FILL: Record<string, string> = { red: "#dc2626", blue: "#2563eb" };

function mapLabel(t: (k: string, o?: Record<string, unknown>) => string, map: ToyBattle.ToyBattleMap): string {
  const id = Object.entries(ToyBattle.TOY_BATTLE_MAPS).find(([, m]) => m.name === map.name)?.[0];
  return id ? gameWord(t, `map.${id}`, map.name) : map.name;
}

function MapDrawing({ map }: { map: ToyBattle.ToyBattleMap }) {
  const at = new Map(map.spots.map((s) => [s.id, s]));
  return (
    <svg aria-hidden="true" viewBox="0 0 100 100" preserveAspectRatio="none" className="absolute inset-0 h-full w-full">
      {map.paths.map(([a, b]) => {
        const from = at.get(a);
        const to = at.get(b);
        return from && to ? <line key={`${a}-${b}`} x1={from.x} y1={from.y} x2={to.x} y2={to.y} stroke="#94a3b8" strokeWidth={0.8} strokeDasharray="2 1" /> : null;
      })}
      {map.spots.map((s) => (
        <g key={s.id} data-map-spot={s.id}>
          {s.kind === "headquarters" ? (
            <rect x={s.x - 7} y={s.y - 9} width={14} height={18} rx={2} fill={FILL[s.side]} opacity={0.55} stroke={FILL[s.side]} strokeWidth={0.8} />
          ) : (
            <circle cx={s.x} cy={s.y} r={7.5} fill={s.kind === "base" ? "#78350f" : "#1e293b"} stroke={s.kind === "base" ? "#fbbf24" : "#475569"} strokeWidth={0.8} />
          )}
          <text x={s.x - 6} y={s.y - 7.5} fontSize={3} fill="#e2e8f0">
            {s.id}
          </text>
          {s.kind === "base" ? (
            <text x={s.x + 3} y={s.y + 9} fontSize={3.2} fill="#fbbf24">
              {`★${s.medals}`}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

export function Board() {
  const ctx = useTableCtx();
  const { t, snap } = ctx;
  const map = mapOfSnap(snap);
  const slots = snap.zones[BOARD]?.slots ?? [];
  const [looking, setLooking] = useState<number | null>(null);
  const tower = looking === null ? undefined : slots[looking];
  const lookedSpot = looking === null ? undefined : map.spots[looking];
  return (
    <section aria-label={ui(t, "board", { map: mapLabel(t, map) })} data-zone={BOARD} data-map={map.name} className="relative aspect-square h-full max-h-full shrink-0 self-stretch">
      <MapDrawing map={map} />
      {map.spots.map((spot, slot) => (
        <Spot key={spot.id} spot={spot} slot={slot} tower={slots[slot]} onLook={setLooking} />
      ))}
      {tower && lookedSpot ? (
        <Dialog name="tower" label={ui(t, "towerTiles", { spot: lookedSpot.id })} onClose={() => setLooking(null)}>
          <ol className="flex flex-col gap-1">
            {tower.cards.map((card) => (
              <li key={card.pid}>{tileName(t, card)}</li>
            ))}
          </ol>
          <button type="button" className="btn self-end" onClick={() => setLooking(null)}>
            {ui(t, "close")}
          </button>
        </Dialog>
      ) : null}
    </section>
  );
}
