import { describe, expect, it } from "vitest";
import { z } from "zod";
import { describeIssues } from "./schema-issues";

const Move = z.object({ zone: z.string(), cards: z.array(z.object({ pid: z.string() })) });
const issuesOf = (value: unknown) => {
  const parsed = Move.safeParse(value);
  if (parsed.success) throw new Error("expected a refusal");
  return parsed.error.issues;
};

describe("describeIssues", () => {
  it("names where each problem is, nested steps joined by dots", () => {
    const text = describeIssues(issuesOf({ zone: 3, cards: [{ pid: 7 }] }));
    expect(text).toBe("zone: Invalid input: expected string, received number; cards.0.pid: Invalid input: expected string, received number");
  });

  it("keeps to the first problems when given a limit", () => {
    expect(describeIssues(issuesOf({ zone: 3, cards: [{ pid: 7 }] }), { limit: 1 })).toBe("zone: Invalid input: expected string, received number");
  });

  it("calls the value itself by the name given, or gives the bare message", () => {
    const issues = issuesOf("not an object");
    expect(describeIssues(issues, { whole: "payload" })).toBe("payload: Invalid input: expected object, received string");
    expect(describeIssues(issues)).toBe("Invalid input: expected object, received string");
  });

  it("reads symbol path steps instead of throwing", () => {
    const marker = Symbol("marker");
    expect(describeIssues([{ path: ["deck", marker], message: "Too big" }])).toBe("deck.Symbol(marker): Too big");
  });

  it("says invalid when there is no problem to describe", () => {
    expect(describeIssues([])).toBe("invalid");
  });
});
