import { describe, expect, it } from "vitest";
import { testCreateOptions } from "./testOptions";

describe("test create options from the lobby URL", () => {
  it("reads nothing from an ordinary lobby URL", () => {
    expect(testCreateOptions("")).toEqual({});
    expect(testCreateOptions("?lang=en")).toEqual({});
  });

  it("reads a number seed and a judge code", () => {
    expect(testCreateOptions("?seed=42&judgeCode=judge-1")).toEqual({ seed: 42, judgeCode: "judge-1" });
    expect(testCreateOptions("?seed=-7")).toEqual({ seed: -7 });
  });

  it("keeps a seed that is not an integer as a string", () => {
    expect(testCreateOptions("?seed=friday-table")).toEqual({ seed: "friday-table" });
    expect(testCreateOptions("?seed=1.5")).toEqual({ seed: "1.5" });
  });

  it("leaves out values the server would refuse", () => {
    expect(testCreateOptions(`?seed=${"x".repeat(65)}`)).toEqual({});
    expect(testCreateOptions("?seed=%20%20")).toEqual({});
    expect(testCreateOptions("?judgeCode=abc")).toEqual({});
    expect(testCreateOptions(`?judgeCode=${"j".repeat(65)}`)).toEqual({});
  });
});
