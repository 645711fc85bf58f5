/** dnd-kit wiring: the sensors, which drop zone a card is over, and what screen readers hear. */
import {
  closestCenter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type Collision,
  type CollisionDetection,
  type DndContextProps,
} from "@dnd-kit/core";
import { useMemo } from "react";
import { zoneHopCoordinates } from "../keyboard/zoneHop";
import type { DragInfo } from "./TableCard";
import type { DropInfo } from "./zones/Droppable";

type Rect = { left: number; top: number; width: number; height: number };
const area = (r: Rect) => r.width * r.height;

/**
 * The innermost drop zone under the pointer (a bench slot rather than the bench), or under the
 * dragged card's centre for keyboard drags; the closest one otherwise.
 */
export const innermostCollision: CollisionDetection = (args) => {
  const { droppableRects, droppableContainers, collisionRect, pointerCoordinates } = args;
  const smallest = (hits: Collision[]): Collision[] => {
    const sorted = [...hits].sort((a, b) => area(droppableRects.get(a.id) ?? { left: 0, top: 0, width: 1e9, height: 1 }) - area(droppableRects.get(b.id) ?? { left: 0, top: 0, width: 1e9, height: 1 }));
    return sorted.slice(0, 1);
  };
  if (pointerCoordinates) {
    const hits = pointerWithin(args);
    return hits.length > 0 ? smallest(hits) : [];
  }
  const c = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  const containing: Collision[] = [];
  for (const container of droppableContainers) {
    const r = droppableRects.get(container.id);
    if (r && c.x >= r.left && c.x <= r.left + r.width && c.y >= r.top && c.y <= r.top + r.height) {
      containing.push({ id: container.id, data: { droppableContainer: container, value: area(r) } });
    }
  }
  return containing.length > 0 ? smallest(containing) : closestCenter(args);
};

type T = (key: string, options?: Record<string, unknown>) => string;

const dragLabel = (data: unknown) => (data as DragInfo | undefined)?.label ?? "";
const dropLabel = (data: unknown) => (data as DropInfo | undefined)?.label ?? "";

/**
 * What dnd-kit's live region says. A pick-up is at once followed by the first "over" (the card's
 * own zone), which would replace it before a screen reader reads it: the first "over" after a
 * pick-up says both ("Picked up Cindle from Your hand. Over Your hand."). The card is named as
 * this viewer names it (a hidden card is "face-down card": TableCard's label).
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
 * The table's DndContext settings: the pointer after 5 px, the keyboard hopping from zone to
 * zone, the innermost drop zone, and the announcements (kept for the table's life: they
 * remember a pick-up until the first "over").
 */
export function useTableDnd(t: T): Pick<DndContextProps, "sensors" | "collisionDetection" | "accessibility"> {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: zoneHopCoordinates }),
  );
  const accessibility = useMemo(() => ({ announcements: announcements(t), screenReaderInstructions: { draggable: t("announce.instructions") } }), [t]);
  return { sensors, collisionDetection: innermostCollision, accessibility };
}
