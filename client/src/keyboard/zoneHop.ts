/**
 * Keyboard dragging that hops between drop zones (dnd-kit's KeyboardSensor): an arrow key
 * moves the card to the nearest zone in that direction instead of a few pixels.
 */
import { KeyboardCode, type KeyboardCoordinateGetter } from "@dnd-kit/core";
import { showsTarget, topElementAt } from "../table/dropVisibility";

export interface Box {
  id: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Direction = "up" | "down" | "left" | "right";

const DIRECTIONS: Record<string, Direction> = {
  [KeyboardCode.Up]: "up",
  [KeyboardCode.Down]: "down",
  [KeyboardCode.Left]: "left",
  [KeyboardCode.Right]: "right",
};

const center = (b: Omit<Box, "id">) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 });

/**
 * The box nearest to `from` in `direction`: its centre must lie that way (beyond a small
 * dead zone), and distance across the direction counts double so hops stay in line. A box
 * within 45° of the direction wins over one that lies more across it than along it (→ from the
 * prizes goes to the Active Spot, not to the Stadium above them); those are reached only when
 * nothing lies that way.
 */
export function nextBox(from: Omit<Box, "id">, boxes: readonly Box[], direction: Direction, exclude?: string): Box | null {
  return nearest(from, boxes, direction, exclude, true) ?? nearest(from, boxes, direction, exclude, false);
}

function nearest(from: Omit<Box, "id">, boxes: readonly Box[], direction: Direction, exclude: string | undefined, inCone: boolean): Box | null {
  const c = center(from);
  let best: Box | null = null;
  let bestScore = Infinity;
  for (const box of boxes) {
    if (box.id === exclude) continue;
    // A zone around the card (the bench around its slot) is not somewhere to hop to.
    if (c.x >= box.left && c.x <= box.left + box.width && c.y >= box.top && c.y <= box.top + box.height) continue;
    const b = center(box);
    const dx = b.x - c.x;
    const dy = b.y - c.y;
    const [along, across] = direction === "up" ? [-dy, dx] : direction === "down" ? [dy, dx] : direction === "left" ? [-dx, dy] : [dx, dy];
    if (along <= 4 || (inCone && Math.abs(across) > along)) continue;
    const score = along + 2 * Math.abs(across);
    if (score < bestScore) {
      bestScore = score;
      best = box;
    }
  }
  return best;
}

/** Which droppable the dragged card is over now (the smallest one containing its centre). */
function currentBox(from: Omit<Box, "id">, boxes: readonly Box[]): string | undefined {
  const c = center(from);
  let found: Box | undefined;
  for (const b of boxes) {
    if (c.x >= b.left && c.x <= b.left + b.width && c.y >= b.top && c.y <= b.top + b.height) {
      if (!found || b.width * b.height < found.width * found.height) found = b;
    }
  }
  return found?.id;
}

export const zoneHopCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = DIRECTIONS[event.code];
  if (!direction) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const boxes: Box[] = [];
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    // A zone hidden where the card would land (under the looking panel) is no place to hop to.
    if (!showsTarget(container.node.current, topElementAt(center(rect)))) continue;
    boxes.push({ id: String(container.id), left: rect.left, top: rect.top, width: rect.width, height: rect.height });
  }
  const target = nextBox(collisionRect, boxes, direction, currentBox(collisionRect, boxes));
  if (!target) return undefined;
  const c = center(target);
  return { x: c.x - collisionRect.width / 2, y: c.y - collisionRect.height / 2 };
};
