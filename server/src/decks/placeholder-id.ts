/** A placeholder card carries its name in its id, so any client can draw it without a lookup. */
import { type CardDef, placeholderCard } from "@playmat/shared";

export function placeholderFromId(id: string): CardDef | undefined {
  if (!id.startsWith("placeholder:")) return undefined;
  const [name = "", set, number] = id.slice("placeholder:".length).split("|");
  return placeholderCard(name, set || undefined, number || undefined);
}
