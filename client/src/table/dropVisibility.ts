/**
 * Which drop targets the user can see at a point: what is drawn on top wins. The looking panel
 * floats over the top of the playmat, over the other player's zones; a drop, or a keyboard hop,
 * must never reach a target hidden under it, nor under any other panel drawn over the table.
 * Notices let the pointer through but for their buttons (Notices.tsx): a drop on one reaches
 * the zone beneath. Drop targets' boxes alone can't say this (the slot under the panel
 * is smaller than the panel's drop area, and the smallest box wins), so the page's own hit
 * test decides.
 */

export interface Point {
  x: number;
  y: number;
}

/**
 * The element drawn on top at `point`, as a click there would find it. The dragged card's
 * overlay lets the pointer through (`pointer-events: none`, TableScreen), so this is what lies
 * under the card. Null without layout (jsdom) or outside the window.
 */
export function topElementAt(point: Point): Element | null {
  if (typeof document === "undefined" || typeof document.elementFromPoint !== "function") return null;
  return document.elementFromPoint(point.x, point.y);
}

/**
 * Whether the drop target `node` is what the user sees where `top` is drawn: `top` is inside it,
 * or belongs to the target's own zone (the zone's label or "…" button drawn over its edge).
 * Without a `top` (no layout) every target counts, as before this check existed.
 */
export function showsTarget(node: Element | null | undefined, top: Element | null): boolean {
  if (!top || !node) return true;
  if (node.contains(top)) return true;
  const zone = top.closest("section[data-zone]");
  return zone !== null && zone.contains(node);
}
