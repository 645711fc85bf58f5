/** A placeholder card carries its name in its id, so any client can draw it without a lookup. */
import type { CardDef } from "@playmat/shared";
import { placeholderCard } from "@playmat/shared/decks/index";

export function placeholderFromId(id: string): CardDef | undefined {
  if (!id.startsWith("placeholder:")) return undefined;
  const [name = "", set, number] = id.slice("placeholder:".length).split("|");
  return placeholderCard(name, set || undefined, number || undefined);
}
