import { describe, expect, it } from "vitest";
import { naturalCompare, newestPrinting } from "./printing-order";
import type { CardDef } from "./types";

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

describe("the printing a bare name stands for", () => {
  const printing = (id: string, set: string | undefined, number: string, released: string | undefined) => ({ id, name: "Night Maintenance", set, number, released }) as CardDef;

  it("is the newest: the set released last", () => {
    const old = printing("sm1-123", "SUM", "123", "2017/02/03");
    const now = printing("sv1-181", "SVI", "181", "2023/03/31");
    expect(newestPrinting([old, now])?.id).toBe("sv1-181");
    expect(newestPrinting([now, old])?.id).toBe("sv1-181");
  });

  it("has a set code to copy into a list, even when a printing without one is newer", () => {
    const coded = printing("dp2-113", "MT", "113", "2007/08/01");
    const uncoded = printing("pop8-9", undefined, "9", "2008/09/01");
    expect(newestPrinting([uncoded, coded])?.id).toBe("dp2-113");
    expect(newestPrinting([uncoded])?.id).toBe("pop8-9");
  });
});
