/** How much smaller the table is drawn in a window smaller than the 1280×720 it is laid out for. */
import { describe, expect, it } from "vitest";
import { fitZoom, MIN_ZOOM } from "./fitZoom";

describe("the table's zoom", () => {
  it("is 1 in a window the table fits, however large", () => {
    expect(fitZoom(1280, 720)).toBe(1);
    expect(fitZoom(1920, 1080)).toBe(1);
  });

  it("shrinks the table to the window's height on a 1366×768 laptop, whose browser leaves about 1366×650", () => {
    expect(fitZoom(1366, 650)).toBe(0.9);
    expect(720 * fitZoom(1366, 650)).toBeLessThanOrEqual(650);
  });

  it("shrinks it to the narrower side, in whole percents, never past fitting", () => {
    expect(fitZoom(1024, 768)).toBe(0.8);
    expect(fitZoom(1279, 720)).toBe(0.99);
    expect(1280 * fitZoom(1279, 720)).toBeLessThanOrEqual(1279);
  });

  it("stops at MIN_ZOOM: in a smaller window the page scrolls rather than the cards shrink past reading", () => {
    expect(fitZoom(800, 480)).toBe(MIN_ZOOM);
  });

  it("is 1 for a reader who zoomed the page in to read larger: the page scrolls instead of the table shrinking back", () => {
    // 1920×1080 at 175%: the window is 1097×617 CSS pixels.
    expect(fitZoom(1097, 617, 1.75)).toBe(1);
    expect(fitZoom(1097, 617, 1)).toBe(0.85);
  });
});
