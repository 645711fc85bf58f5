import type { CardDef } from "@playmat/shared";
import { describe, expect, it, vi } from "vitest";
import { BATCH_SIZE, createCardStore } from "./cardStore";

const def = (id: string): CardDef => ({ id, name: id.toUpperCase(), supertype: "Pokémon", subtypes: ["Basic"] });

describe("card definition cache", () => {
  it("batches requests and caches answers", async () => {
    const fetcher = vi.fn(async (ids: string[]) => ids.map(def));
    const store = createCardStore(fetcher, 1);
    store.request(["a", "b"]);
    store.request(["b", "c"]);
    await store.settled();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]![0]).toEqual(["a", "b", "c"]);
    expect(store.get("c")?.name).toBe("C");
    store.request(["a"]);
    await store.settled();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("splits large requests and notifies subscribers", async () => {
    const fetcher = vi.fn(async (ids: string[]) => ids.map(def));
    const store = createCardStore(fetcher, 1);
    const seen = vi.fn();
    store.subscribe(seen);
    store.request(Array.from({ length: BATCH_SIZE + 5 }, (_, i) => `id${i}`));
    await store.settled();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(seen).toHaveBeenCalledTimes(2);
    expect(store.version()).toBe(2);
  });

  it("asks again after a failed request", async () => {
    let fail = true;
    const fetcher = vi.fn(async (ids: string[]) => {
      if (fail) throw new Error("offline");
      return ids.map(def);
    });
    const store = createCardStore(fetcher, 1);
    store.request(["a"]);
    await store.settled();
    expect(store.get("a")).toBeUndefined();
    fail = false;
    store.request(["a"]);
    await store.settled();
    expect(store.get("a")?.name).toBe("A");
  });
});
