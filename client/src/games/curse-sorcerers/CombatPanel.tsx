/**
 * The combat damage assist (§3) on the centre line, once the turn's player marked an attacker:
 * the damage `proposeCombatDamage` works out from attack, defence, HP and keywords (piercing,
 * evasion, indestructible, lifelink), each number changeable, and "Propose this damage" — the
 * defending player then approves it (the shell's approval question) and it is dealt. A proposal,
 * never a ruling: nothing is dealt until approved.
 */
import { CurseSorcerers, type CardDef } from "@playmat/shared";
import { useState } from "react";
import { cardAccessibleName } from "../../cards/naming";
import { counterOf, type SlotSnap } from "../../net/snapshot";
import { useTableCtx } from "../../table/TableContext";
import { COUNTERS, fieldOf, MARKERS } from "./ids";
import { wordsOf } from "./words";

type Damage = CurseSorcerers.CombatDamage;
const FIELDS = ["toBlocker", "toAttacker", "toPlayer", "healAttacker", "healBlocker"] as const;

function fighter(slot: SlotSnap, def: CardDef | undefined): CurseSorcerers.Fighter {
  const card = CurseSorcerers.readCard(def);
  return { attack: card.attack, defence: card.defence, hp: card.hp, damage: counterOf(slot, COUNTERS.damage), keywords: card.keywords };
}

function marked(slots: readonly SlotSnap[] | undefined, marker: string): { slot: number; snap: SlotSnap } | null {
  const at = (slots ?? []).findIndex((s) => s.sid && s.markers.includes(marker));
  return at < 0 ? null : { slot: at, snap: slots![at]! };
}

export function CombatPanel() {
  const ctx = useTableCtx();
  const { t, snap } = ctx;
  const w = wordsOf(t);
  const [changed, setChanged] = useState<{ key: string; damage: Damage } | null>(null);
  const attackerSeat = snap.turn.current;
  if (snap.phase !== "playing" || !attackerSeat) return null;
  const defenderSeat = attackerSeat === "p1" ? "p2" : "p1";
  const attacker = marked(snap.zones[fieldOf(attackerSeat)]?.slots, MARKERS.attacking);
  if (!attacker) return null;
  const blocker = marked(snap.zones[fieldOf(defenderSeat)]?.slots, MARKERS.blocking);
  const defOf = (s: SlotSnap) => ctx.defOf(s.cards.at(-1)?.face?.defId);
  const proposal = CurseSorcerers.proposeCombatDamage(fighter(attacker.snap, defOf(attacker.snap)), blocker ? fighter(blocker.snap, defOf(blocker.snap)) : undefined);
  // A change is kept for the fight it was made for: another attacker or blocker starts again from the proposal.
  const key = `${attacker.snap.sid}/${blocker?.snap.sid ?? ""}/${JSON.stringify(proposal)}`;
  const damage = changed?.key === key ? changed.damage : proposal;
  const isChanged = FIELDS.some((f) => damage[f] !== proposal[f]);
  const mayPropose = ctx.persp.canAct && ctx.actingSeat === attackerSeat;
  const attackerRef = { zone: fieldOf(attackerSeat), slot: attacker.slot };
  const blockerRef = blocker ? { zone: fieldOf(defenderSeat), slot: blocker.slot } : undefined;
  const propose = () =>
    void ctx.send({ type: "assist", assist: CurseSorcerers.ASSIST_IDS.propose, params: { attacker: attackerRef, ...(blockerRef && { blocker: blockerRef }), ...(isChanged && { damage }) } });
  return (
    <section aria-label={w("combat.region")} data-combat-changed={isChanged || undefined} className="flex shrink-0 flex-col gap-1 self-start rounded border border-red-500/50 bg-red-950/60 px-3 py-1 text-xs">
      <div className="flex flex-wrap gap-3 font-semibold">
        <span>{w("combat.attacker", { card: cardAccessibleName(attacker.snap.cards.at(-1)!) })}</span>
        <span>{blocker ? w("combat.blocker", { card: cardAccessibleName(blocker.snap.cards.at(-1)!) }) : w("combat.noBlocker")}</span>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {FIELDS.map((f) => (
          <label key={f} className="flex w-24 flex-col gap-0.5">
            {w(`combat.${f}`)}
            <input
              type="number"
              min={0}
              max={99}
              value={damage[f]}
              disabled={!mayPropose}
              onChange={(e) => setChanged({ key, damage: { ...damage, [f]: Math.max(0, Math.min(99, Math.floor(Number(e.target.value)) || 0)) } })}
              className="input py-0.5"
            />
          </label>
        ))}
        {mayPropose ? (
          <button type="button" className="btn btn-primary" onClick={propose}>
            {w("combat.propose")}
          </button>
        ) : null}
      </div>
    </section>
  );
}
