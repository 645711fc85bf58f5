import { describe, expect, it } from "vitest";
import { naturalCompare } from "./printing-order";

describe("comparing set codes and collector numbers", () => {
  const sorted = (values: string[]) => [...values].sort(naturalCompare);

  it("reads runs of digits as numbers", () => {
    expect(sorted(["255", "99", "181"])).toEqual(["99", "181", "255"]);
    expect(sorted(["SV10", "SV2", "SV1"])).toEqual(["SV1", "SV2", "SV10"]);
    expect(sorted(["GG10", "GG04", "GG1"])).toEqual(["GG1", "GG04", "GG10"]);
  });

  it("puts a plain number before a prefixed one, and ignores letter case", () => {
    expect(sorted(["GG04", "TG3", "4", "5"])).toEqual(["4", "5", "GG04", "TG3"]);
    expect(naturalCompare("svi", "SVI")).toBe(0);
  });

  it("reads zeros before digits as nothing, and numbers longer than JavaScript's integers exactly", () => {
    expect(naturalCompare("007", "7")).toBe(0);
    expect(naturalCompare("123456789012345678901", "123456789012345678902")).toBeLessThan(0);
  });
});
