/**
 * A Pokémon in play inside a question, as the log names it: a request to move or discard one
 * says "your Active Voltkit" (GameTable.describeRequest), unless it lies face down.
 */
import type { ClientAction } from "@playmat/shared";
import type { SlotSnap } from "../../net/snapshot";
import { placePhrase, seatOfZone, zoneIdOf, type Perspective, type T } from "../../table/perspective";
import type { TableCtx } from "../../table/TableContext";

/**
 * A Pokémon in play inside a sentence, as the log says it: "your Active Voltkit", "Bob's Benched
 * Pidgey", named only when its top card is face up and this screen has its face ("your face-down
 * Active Pokémon" otherwise). `slot` is the slot as this viewer's snapshot holds it.
 */
export function pokemonPhrase(t: T, p: Perspective, names: { p1: string; p2: string }, key: string, slot: SlotSnap | undefined): string {
  const seat = seatOfZone(key);
  const id = zoneIdOf(key);
  const zone = t(`zone.${id}`, { ns: "game", defaultValue: id });
  const owner = seat === p.me ? t("owner.you", { ns: "log" }) : seat ? t("owner.named", { ns: "log", name: names[seat] }) : "";
  const top = slot?.cards[slot.cards.length - 1];
  const card = top && !top.faceDown ? top.face?.name : undefined;
  const known = id === "active" || id === "bench" ? id : "unknown";
  return t(`stackNamed.${known}`, { ns: "log", owner, card, zone, context: card ? undefined : "hidden" });
}

/** A request to move or discard a Pokémon in play, naming it; undefined for any other request. */
export function describeRequest(ctx: Pick<TableCtx, "t" | "persp" | "names" | "snap">, action: ClientAction): string | undefined {
  const { t, persp, names } = ctx;
  // A Pokémon in play is public: named as the log names it, unless it lies face down. A slot
  // emptied since the request keeps the unnamed wording: there is no face-down Pokémon to speak of.
  const pokemon = (ref: { zone: string; slot: number }) => {
    const slot = ctx.snap.zones[ref.zone]?.slots[ref.slot];
    return slot?.cards.length ? pokemonPhrase(t, persp, names, ref.zone, slot) : undefined;
  };
  if (action.type === "move.stack") {
    const named = pokemon(action.from);
    return named ? t("action.move-stack-named", { ns: "log", stack: named, zone: placePhrase(t, persp, names, action.to.zone) }) : undefined;
  }
  if (action.type === "stack.discard") {
    const named = pokemon(action.stack);
    return named ? t("action.stack-discard-named", { ns: "log", stack: named }) : undefined;
  }
  return undefined;
}
