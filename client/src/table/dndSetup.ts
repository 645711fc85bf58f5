/** dnd-kit wiring: the sensors, which drop zone a card is over, and what screen readers hear. */
import {
  closestCenter,
  KeyboardSensor,
  useSensor,
  useSensors,
  type Announcements,
  type Collision,
  type CollisionDetection,
  type DndContextProps,
} from "@dnd-kit/core";
import { useMemo } from "react";
import { zoneHopCoordinates } from "../keyboard/zoneHop";
import { showsTarget, topElementAt, type Point } from "./dropVisibility";
import { TableSensor } from "./tableSensor";
import type { DragInfo } from "./TableCard";
import type { DropInfo } from "./zones/Droppable";

type Rect = { left: number; top: number; width: number; height: number };
const area = (r: Rect) => r.width * r.height;
const contains = (r: Rect, p: Point) => p.x >= r.left && p.x <= r.left + r.width && p.y >= r.top && p.y <= r.top + r.height;

/**
 * The innermost drop zone under the pointer (a slot rather than its row), or under the
 * dragged card's centre for keyboard drags; the closest one otherwise. Only a zone the user sees
 * there counts: one hidden under a panel floating over the table (the cards being looked at) is
 * never chosen, so a card picked up and put down in that panel stays where it was.
 */
export const innermostCollision: CollisionDetection = (args) => {
  const { droppableRects, droppableContainers, collisionRect, pointerCoordinates } = args;
  const point = pointerCoordinates ?? { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  const top = topElementAt(point);
  const under: Collision[] = [];
  let hidden = false;
  for (const container of droppableContainers) {
    const r = droppableRects.get(container.id);
    if (!r || !contains(r, point)) continue;
    if (showsTarget(container.node.current, top)) under.push({ id: container.id, data: { droppableContainer: container, value: area(r) } });
    else hidden = true;
  }
  if (under.length > 0) return [under.sort((a, b) => (a.data!.value as number) - (b.data!.value as number))[0]!];
  // The pointer is over no zone, or over something drawn over the zones there: no target.
  if (pointerCoordinates || hidden) return [];
  // A keyboard-dragged card between zones: the closest zone the user can see.
  const seen = droppableContainers.filter((c) => {
    const r = droppableRects.get(c.id);
    return r !== undefined && showsTarget(c.node.current, topElementAt({ x: r.left + r.width / 2, y: r.top + r.height / 2 }));
  });
  return closestCenter({ ...args, droppableContainers: seen });
};

type T = (key: string, options?: Record<string, unknown>) => string;

const dragLabel = (data: unknown) => (data as DragInfo | undefined)?.label ?? "";
const dropLabel = (data: unknown) => (data as DropInfo | undefined)?.label ?? "";

/**
 * What dnd-kit's live region says. A pick-up is at once followed by the first "over" (the card's
 * own zone), which would replace it before a screen reader reads it: the first "over" after a
 * pick-up says both ("Picked up Cindle from Your hand. Over Your hand."). The card is named as
 * this viewer names it (a hidden card is "face-down card": TableCard's label). A drop says where the
 * card was dropped ("Dropped on Your hand."), never that it moved: the move is sent after it,
 * and a refused one is the refusal's alert (a moved card keeps keyboard focus in its new place).
 */
export function announcements(t: T): Announcements {
  let pickedUp: string | null = null;
  return {
    onDragStart: ({ active }) => (pickedUp = t("announce.start", { card: dragLabel(active.data.current) })),
    onDragOver: ({ over: target }) => {
      const text = target ? t("announce.over", { target: dropLabel(target.data.current) }) : t("announce.nowhere");
      const first = pickedUp;
      pickedUp = null;
      return first ? `${first} ${text}` : text;
    },
    onDragEnd: ({ over: target }) => {
      pickedUp = null;
      return target ? t("announce.drop", { target: dropLabel(target.data.current) }) : t("announce.dropNowhere");
    },
    onDragCancel: () => {
      pickedUp = null;
      return t("announce.cancel");
    },
  };
}

/**
 * The table's DndContext settings: the mouse after 5 px, a finger after a hold (tableSensor.ts),
 * the keyboard hopping from zone to zone, the innermost drop zone, and the announcements (kept
 * for the table's life: they remember a pick-up until the first "over").
 */
export function useTableDnd(t: T): Pick<DndContextProps, "sensors" | "collisionDetection" | "accessibility"> {
  const sensors = useSensors(
    useSensor(TableSensor),
    useSensor(KeyboardSensor, { coordinateGetter: zoneHopCoordinates }),
  );
  const accessibility = useMemo(() => ({ announcements: announcements(t), screenReaderInstructions: { draggable: t("announce.instructions") } }), [t]);
  return { sensors, collisionDetection: innermostCollision, accessibility };
}
