/**
 * The damage assist (seed 002, "Atakowanie"): the player picks the attack and the Defending
 * Pokémon, reads what the card data proposes — the printed damage, then Weakness, then
 * Resistance, each as the card prints it, or ×2 and −30 where an old card prints none
 * (proposeDamage, shared games/ptcg-legacy/damage.ts) — and confirms the amount or changes it.
 * Only the confirmed amount is put, through the `damage` assist, whose log line names the attack
 * and, when the player changed it, what was proposed. The table never puts damage on its own.
 */
import { proposeDamage, type DamageStep, type Seat } from "@playmat/shared";
import { useId, useMemo, useState } from "react";
import { Dialog } from "../../table/Dialog";
import { useTableCtx } from "../../table/TableContext";

/** What the dialog opens on: an Active Spot of the player's, and the attack just declared (or none yet). */
export interface DamageChoice {
  slot: number;
  attack: string | null;
}

const other = (seat: Seat): Seat => (seat === "p1" ? "p2" : "p1");
/** The most the damage assist takes in one go (the assist's bound). */
const MAX = 990;

export function DamageDialog({ initial, onClose }: { initial: DamageChoice; onClose(): void }) {
  const ctx = useTableCtx();
  const { t, snap, actingSeat: seat } = ctx;
  const id = useId();
  const mine = snap.zones[`${seat}.active`]?.slots ?? [];
  const theirs = snap.zones[`${other(seat)}.active`]?.slots ?? [];
  // Every attack of the player's Active Pokémon, as "slot:name".
  const attacks = mine.flatMap((slot, i) => {
    const top = slot.cards[slot.cards.length - 1];
    if (!slot.sid || !top) return [];
    const defs = [ctx.defOf(top.face?.defId), ...slot.attached.map((c) => ctx.defOf(c.face?.defId))];
    return defs.flatMap((def) => (def?.attacks ?? []).map((a) => ({ key: `${i}:${a.name}`, slot: i, attacker: ctx.defOf(top.face?.defId), attack: a, pokemon: top.face?.name ?? "" })));
  });
  const targets = theirs.flatMap((slot, i) => (slot.sid ? [{ slot: i, top: slot.cards[slot.cards.length - 1] }] : []));
  const first = attacks.find((a) => a.slot === initial.slot && a.attack.name === initial.attack) ?? attacks.find((a) => a.slot === initial.slot) ?? attacks[0];
  const [attackKey, setAttackKey] = useState(first?.key ?? "");
  const [target, setTarget] = useState(targets[0]?.slot ?? 0);
  const chosen = attacks.find((a) => a.key === attackKey);
  const defender = targets.find((x) => x.slot === target)?.top;
  const proposal = useMemo(
    () => (chosen ? proposeDamage(chosen.attacker, chosen.attack.name, ctx.defOf(defender?.face?.defId)) : null),
    [chosen, defender, ctx],
  );
  // The amount follows the proposal until the player types one of their own.
  const [typed, setTyped] = useState<string | null>(null);
  const amountText = typed ?? String(proposal?.amount ?? "");
  const amount = amountText.trim() === "" ? NaN : Number(amountText);
  const valid = Number.isInteger(amount) && amount >= 0 && amount <= MAX && amount % 10 === 0;
  const [error, setError] = useState(false);

  const stepText = (step: DamageStep): string => {
    if (step.kind === "base") return t("legacy.stepBase", { attack: chosen?.attack.name ?? "", amount: step.amount });
    const key = step.kind === "weakness" ? "legacy.stepWeakness" : "legacy.stepResistance";
    const text = t(key, { type: step.type, value: step.value, amount: step.amount });
    return step.printed ? text : t("legacy.stepDefault", { text });
  };

  const submit = () => {
    if (!chosen || !defender || !valid) return setError(true);
    void ctx.send({
      type: "assist",
      assist: "damage",
      params: { target: { zone: `${other(seat)}.active`, slot: target }, amount, attack: chosen.attack.name, proposed: proposal?.amount ?? null },
    });
    onClose();
  };

  return (
    <Dialog label={t("legacy.damageTitle")} name="legacy-damage" describedBy={`${id}-proposal`} onClose={onClose} onSubmit={submit}>
      {attacks.length === 0 ? <p role="status">{t("legacy.damageNoAttacks")}</p> : null}
      {targets.length === 0 ? <p role="status">{t("legacy.damageNoTarget")}</p> : null}
      <label className="flex flex-col gap-1">
        {t("legacy.damageAttack")}
        <select className="input" value={attackKey} onChange={(e) => (setAttackKey(e.target.value), setTyped(null))}>
          {attacks.map((a) => (
            <option key={a.key} value={a.key}>
              {`${a.pokemon}: ${a.attack.name}${a.attack.damage ? ` (${a.attack.damage})` : ""}`}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        {t("legacy.damageTarget")}
        <select className="input" value={target} onChange={(e) => (setTarget(Number(e.target.value)), setTyped(null))}>
          {targets.map((x) => (
            <option key={x.slot} value={x.slot}>
              {x.top?.face?.name ?? t("card.faceDown")}
            </option>
          ))}
        </select>
      </label>
      <p id={`${id}-proposal`} data-damage-proposal={proposal?.amount ?? ""} className="text-xs text-slate-300">
        {proposal && proposal.amount !== null ? t("legacy.proposal", { steps: proposal.steps.map(stepText).join(", ") }) : t("legacy.proposalNone")}
        {proposal?.readText ? ` ${t("legacy.proposalText", { damage: chosen?.attack.damage ?? "" })}` : ""}
      </p>
      <label className="flex flex-col gap-1">
        {t("legacy.damageAmount")}
        <input
          type="number"
          min={0}
          max={MAX}
          step={10}
          className="input"
          value={amountText}
          aria-invalid={error && !valid ? true : undefined}
          onChange={(e) => (setTyped(e.target.value), setError(false))}
        />
      </label>
      {error ? (
        <p role="alert" className="text-xs text-rose-300">
          {t("dialog.numberRange", { max: MAX })}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn" onClick={onClose}>
          {t("controls.cancel")}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!chosen || !defender}>
          {t("legacy.damagePut")}
        </button>
      </div>
    </Dialog>
  );
}
