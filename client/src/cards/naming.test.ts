import { describe, expect, it } from "vitest";
import { cardAccessibleName, FACE_DOWN_NAME, seesFace } from "./naming";

describe("accessible card names", () => {
  it("names a card this viewer sees by its card name", () => {
    expect(cardAccessibleName({ face: { defId: "demo-pma-1", name: "Cindle" } })).toBe("Cindle");
    expect(seesFace({ face: { defId: "demo-pma-1", name: "Cindle" } })).toBe(true);
  });

  it('names every hidden or face-down card exactly "face-down card"', () => {
    expect(FACE_DOWN_NAME).toBe("face-down card");
    expect(cardAccessibleName({})).toBe("face-down card");
    expect(cardAccessibleName(undefined)).toBe("face-down card");
    expect(seesFace({})).toBe(false);
  });
});
