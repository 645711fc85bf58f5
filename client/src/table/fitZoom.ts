/**
 * The playmat is laid out for a window of at least 1280×720 CSS pixels. A smaller one — the
 * browser on a 1366×768 laptop leaves about 1366×650 — cut off the player's own hand at the
 * bottom of the page. The table is drawn smaller to fit instead (CSS `zoom`): element boxes and
 * pointer positions stay in one coordinate space, so a drag finds the targets it finds at full
 * size. Menus, dialogs, the card preview and the dragged card, drawn outside the table, keep
 * their size; the Game over panel is the table's and is drawn at its zoom. Below MIN_ZOOM the
 * page scrolls rather than shrink cards past reading.
 *
 * Only where the browser zooms to the standard (Chromium 128, Firefox 126, Safari 18.2 on, which
 * have `Element.currentCSSZoom`): before it, element boxes came unzoomed while pointer positions
 * did not, and a drop would miss its zone. Such a browser keeps the scrolling page.
 *
 * A reader who zoomed the page in (Ctrl +) made the window small on purpose, to read larger:
 * the table is not drawn smaller against that, and the page scrolls. Chromium tells it as the
 * window's outer width in screen pixels over its inner width in CSS pixels.
 */
import type { CSSProperties } from "react";
import { useEffect, useState } from "react";

export const TABLE_SIZE = { width: 1280, height: 720 } as const;
export const MIN_ZOOM = 0.75;

/** Above this page zoom the reader chose to read larger: the table keeps its size. */
export const READER_ZOOM_KEPT = 1.1;

/** The zoom that fits the table in a window of this size: 1 when it fits or the reader zoomed in, in steps of 1%. */
export function fitZoom(width: number, height: number, readerZoom = 1): number {
  if (readerZoom > READER_ZOOM_KEPT) return 1;
  const fit = Math.min(1, width / TABLE_SIZE.width, height / TABLE_SIZE.height);
  if (!(fit < 1)) return 1;
  return Math.max(MIN_ZOOM, Math.floor(fit * 100) / 100);
}

const zoomsToStandard = () => typeof Element !== "undefined" && "currentCSSZoom" in Element.prototype;

/** The window's size without its scroll bars: at MIN_ZOOM the page scrolls, and a bar takes room. */
/** How far the reader zoomed the page in, where the browser tells (1 where it can't). */
const readerZoom = () => (window.outerWidth > 0 && window.innerWidth > 0 ? window.outerWidth / window.innerWidth : 1);

const windowZoom = () =>
  typeof document === "undefined" || !zoomsToStandard() ? 1 : fitZoom(document.documentElement.clientWidth, document.documentElement.clientHeight, readerZoom());

/** The style of a root laid out for TABLE_SIZE, at this zoom: drawn smaller, it still fills the window (100vh is drawn at the zoom too). */
export const zoomStyle = (zoom: number): CSSProperties | undefined => (zoom < 1 ? { zoom, height: `${100 / zoom}vh` } : undefined);

/** fitZoom for this window, kept up to date as it is resized. */
export function useFitZoom(): number {
  const [zoom, setZoom] = useState(windowZoom);
  useEffect(() => {
    const onResize = () => setZoom(windowZoom());
    window.addEventListener("resize", onResize);
    onResize();
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return zoom;
}
