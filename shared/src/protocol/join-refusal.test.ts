import { describe, expect, it } from "vitest";
import { readRefusal, tagRefusal } from "./join-refusal";

describe("a tagged refusal", () => {
  it("keeps its English first and gives back its code and params", () => {
    const message = tagRefusal("Seat p2 is taken.", "join.seat.taken", { seat: "p2" });
    expect(message).toBe('Seat p2 is taken. [join.seat.taken {"seat":"p2"}]');
    expect(readRefusal(message)).toEqual({ code: "join.seat.taken", params: { seat: "p2" }, message: "Seat p2 is taken." });
    expect(readRefusal(tagRefusal("Wrong room password.", "join.password.wrong"))).toEqual({ code: "join.password.wrong", params: {}, message: "Wrong room password." });
  });

  it("reads an untagged message, an unknown code or broken params as no tag", () => {
    expect(readRefusal("Wrong room password.")).toBeUndefined();
    expect(readRefusal("Nope. [join.nothing-like-this]")).toBeUndefined();
    expect(readRefusal('Nope. [join.seat.taken {"seat":]')).toBeUndefined();
    expect(readRefusal('Nope. [join.seat.taken ["p2"]]')).toBeUndefined();
  });

  it("reads problems that hold brackets and braces in the English", () => {
    const message = tagRefusal("Invalid join options: name: too long [max 40].", "join.options", { problem: "name: {x} [y]" });
    expect(readRefusal(message)?.params).toEqual({ problem: "name: {x} [y]" });
  });
});
