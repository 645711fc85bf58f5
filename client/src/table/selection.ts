/** What is selected on the table: cards (any zones) or one stack in play. */
import type { MovedCard, MoveSource } from "./intents";

export type StackSource = Extract<MoveSource, { kind: "stack" }>;

export type CardItem = { kind: "card"; id: string; card: MovedCard };
export type StackItem = { kind: "stack"; id: string; stack: StackSource };
export type Selectable = CardItem | StackItem;

export const cardItem = (card: MovedCard): CardItem => ({
  kind: "card",
  id: "pid" in card.ref ? `card:${card.ref.pid}` : `card:${card.zone}:${"at" in card.ref ? card.ref.at : "random"}`,
  card,
});

export const stackItem = (stack: StackSource): StackItem => ({ kind: "stack", id: `stack:${stack.zone}:${stack.slot}`, stack });

/** Click selects one; Ctrl/Cmd/Shift-click adds or removes. */
export function nextSelection(current: readonly Selectable[], item: Selectable, additive: boolean): Selectable[] {
  const has = current.some((s) => s.id === item.id);
  if (!additive) return has && current.length === 1 ? [] : [item];
  if (has) return current.filter((s) => s.id !== item.id);
  // A stack in play is moved alone; cards go together.
  if (item.kind === "stack") return [item];
  return [...current.filter((s) => s.kind === "card"), item];
}

/** The selection as one thing to move: a stack, or the cards. */
export function selectionSource(items: readonly Selectable[]): MoveSource | null {
  if (items.length === 0) return null;
  const stack = items.find((s) => s.kind === "stack");
  if (stack && stack.kind === "stack") return stack.stack;
  return { kind: "cards", cards: items.flatMap((s) => (s.kind === "card" ? [s.card] : [])) };
}

export function sourceName(source: MoveSource): string {
  return source.kind === "stack" ? source.name : source.cards.map((c) => c.name).join(", ");
}
