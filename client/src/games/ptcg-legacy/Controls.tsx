/**
 * The legacy table's controls (GameTable.controls), in seed 002's setup order: before the deal,
 * "Cut your opponent's deck" (the opponent asks; the server cuts, and the log says who cut whose
 * deck) and "Flip a coin / Roll dice for who starts" (the table's option); after the deal, the
 * Pokémon TCG's Ready and Mulligan, and "Draw an extra card" while the opponent's mulligans allow
 * one. While playing: "Attack" with each Active Pokémon (two "on 2 Active"), "Damage…" (the
 * damage assist's dialog), "Discard the replaced Stadium" when one lies under the Stadium in
 * play, and Pokémon Checkup. "Take prize" is the Pokémon TCG's.
 */
import { CUTS, EXTRA_DRAWS, MULLIGANS, type Seat } from "@playmat/shared";
import { useState } from "react";
import { counterOf } from "../../net/snapshot";
import type { MenuItem } from "../../table/menu/types";
import { useTableCtx } from "../../table/TableContext";
import type { GameTable } from "../gameUi";
import { ptcgControls, SetupButtons } from "../ptcg/Controls";
import { DamageDialog, type DamageChoice } from "./DamageDialog";

const other = (seat: Seat): Seat => (seat === "p1" ? "p2" : "p1");

/** Extra cards `seat` may still draw: one per mulligan of the opponent, less its own mulligans (both laid again: nobody draws). */
export function extraDrawsLeft(players: Record<string, { counters: Readonly<Record<string, number>> }>, seat: Seat): number {
  const allowed = Math.max(0, counterOf(players[other(seat)], MULLIGANS) - counterOf(players[seat], MULLIGANS));
  return Math.max(0, allowed - counterOf(players[seat], EXTRA_DRAWS));
}

function Setup({ onChangeDeck }: { onChangeDeck(): void }) {
  const ctx = useTableCtx();
  const { t, snap, actingSeat: seat } = ctx;
  const dealt = snap.turn.first !== "";
  const bothDecks = snap.phase === "setup";
  const cutDone = counterOf(snap.players[other(seat)], CUTS) > 0;
  const left = extraDrawsLeft(snap.players, seat);
  return (
    <div className="flex flex-col gap-1">
      {!dealt && bothDecks ? (
        <div className="flex flex-wrap gap-1">
          {cutDone ? null : (
            <button type="button" className="btn" onClick={() => void ctx.send({ type: "legacy.cut" })}>
              {t("legacy.cut")}
            </button>
          )}
          <button type="button" className="btn btn-primary" onClick={() => void ctx.send({ type: "legacy.first" })}>
            {t(snap.options.firstPlayerBy === "die" ? "legacy.firstDie" : "legacy.firstCoin")}
          </button>
        </div>
      ) : null}
      {dealt && left > 0 ? (
        <button type="button" className="btn self-start" onClick={() => void ctx.send({ type: "legacy.extra-draw" })}>
          {t("legacy.extraDraw", { count: left })}
        </button>
      ) : null}
      <SetupButtons onChangeDeck={onChangeDeck} dealt={dealt} />
    </div>
  );
}

function PlayButtons({ menuAt }: { menuAt(e: React.MouseEvent<HTMLButtonElement>, label: string, items: MenuItem[]): void }) {
  const ctx = useTableCtx();
  const { t, snap, actingSeat: seat } = ctx;
  const [damage, setDamage] = useState<DamageChoice | null>(null);
  const actives = snap.zones[`${seat}.active`]?.slots ?? [];
  // Each Active Pokémon's attacks (and those a card attached to it gives), named by the Pokémon
  // when there are two; declaring one opens the damage dialog on that attack.
  const attackMenu = (): MenuItem[] => {
    const items = actives.flatMap((slot, i): MenuItem[] => {
      if (!slot.sid) return [];
      const top = slot.cards[slot.cards.length - 1];
      const name = top?.face?.name ?? t("card.faceDown");
      const attacks = [ctx.defOf(top?.face?.defId), ...slot.attached.map((c) => ctx.defOf(c.face?.defId))].flatMap((def) => def?.attacks ?? []);
      return attacks.map((a) => {
        const label = a.damage ? `${a.name} (${a.damage})` : a.name;
        return {
          label: actives.length > 1 ? t("legacy.attackWith", { card: name, attack: label }) : label,
          onSelect: () => {
            void ctx.send({ type: "attack", stack: { zone: `${seat}.active`, slot: i }, name: a.name });
            setDamage({ slot: i, attack: a.name });
          },
        };
      });
    });
    return items.length > 0 ? items : [{ label: t("controls.noAttacks"), disabled: true }];
  };
  const replacedStadium = (snap.zones.stadium?.count ?? 0) > 1;
  return (
    <>
      <button type="button" className="btn" aria-haspopup="menu" onClick={(e) => menuAt(e, t("controls.attack"), attackMenu())}>
        {t("controls.attack")}
      </button>
      <button type="button" className="btn" aria-haspopup="dialog" onClick={() => setDamage({ slot: 0, attack: null })}>
        {t("legacy.damage")}
      </button>
      {replacedStadium ? (
        <button type="button" className="btn" onClick={() => void ctx.send({ type: "assist", assist: "stadium-discard", params: {} })}>
          {t("legacy.stadiumDiscard")}
        </button>
      ) : null}
      <button type="button" className="btn" onClick={() => void ctx.send({ type: "assist", assist: "checkup" })}>
        {t("controls.checkup")}
      </button>
      {damage ? <DamageDialog initial={damage} onClose={() => setDamage(null)} /> : null}
    </>
  );
}

export const legacyControls: GameTable["controls"] = { Setup, CardButtons: ptcgControls.CardButtons, PlayButtons };
