/**
 * Per-patch bookkeeping of Colyseus that allocates nothing when a patch has nothing to keep.
 *
 * @colyseus/core 0.18 and @colyseus/schema 5 empty two Maps on every patch of every room: each
 * client's `StateView.changes` (what view.add() queued for that client alone) and the
 * serializer's `encodedViews` (each view's bytes, so clients sharing a view share one encode).
 * V8's Map.prototype.clear gives the Map a fresh hash table even when it is already empty,
 * and the table lives until the room's next patch: for a room that moves a few times a second
 * that is long enough to survive a young collection, and often to be promoted. Three such
 * tables a move (two players' views and the serializer's map) were a share of what outlived
 * the young generation at saturation (the load test's README).
 */
import { StateView } from "@colyseus/schema";

/** A Map whose clear() leaves an empty Map as it is, so clearing it allocates nothing then. */
class ClearWhenFilledMap<K, V> extends Map<K, V> {
  override clear(): void {
    if (this.size !== 0) super.clear();
  }
}

/**
 * A client's view of a table. Most patches queue nothing for a view (a card moving in public,
 * a damage counter), so its change map is usually empty when encodeView clears it.
 */
export class TableView extends StateView {
  override changes: StateView["changes"] = new ClearWhenFilledMap();
}

/**
 * The serializer's per-patch cache of each view's encoded bytes, kept in two arrays reused from
 * patch to patch. It is filled on every patch (each client of a table has its own view), so no
 * Map could be emptied without a new table; a table has a handful of clients, so a scan finds a
 * view as fast as hashing would. Only what SchemaSerializer.applyPatches calls is here: a
 * method it starts calling fails loudly (not a function) in scratch-serializer.test.ts.
 */
export class EncodedViews<K extends object | number, V> {
  private readonly keys: (K | undefined)[] = [];
  private readonly values: (V | undefined)[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(key: K): V | undefined {
    for (let i = 0; i < this.count; i++) if (this.keys[i] === key) return this.values[i];
    return undefined;
  }

  set(key: K, value: V): this {
    for (let i = 0; i < this.count; i++) {
      if (this.keys[i] === key) {
        this.values[i] = value;
        return this;
      }
    }
    this.keys[this.count] = key;
    this.values[this.count++] = value;
    return this;
  }

  /** Lets go of every view and its bytes, keeping the arrays' storage for the next patch. */
  clear(): void {
    for (let i = 0; i < this.count; i++) {
      this.keys[i] = undefined;
      this.values[i] = undefined;
    }
    this.count = 0;
  }
}
