/** dnd-kit wiring: which drop zone a card is over, and what screen readers hear. */
import { closestCenter, pointerWithin, type Announcements, type Collision, type CollisionDetection } from "@dnd-kit/core";
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

export function announcements(t: T): Announcements {
  return {
    onDragStart: ({ active }) => t("announce.start", { card: dragLabel(active.data.current) }),
    onDragOver: ({ over }) => (over ? t("announce.over", { target: dropLabel(over.data.current) }) : t("announce.nowhere")),
    onDragEnd: ({ over }) => (over ? t("announce.drop", { target: dropLabel(over.data.current) }) : t("announce.dropNowhere")),
    onDragCancel: () => t("announce.cancel"),
  };
}
