import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The RNG became ChaCha20 keyed by a 256-bit seed, which an integer column can't hold: the
 * seed now lives in `rng_seed` (text). The old integer `seed` stays for rooms stored before.
 */
export const addRngSeed: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("rooms").addColumn("rng_seed", "text").execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("rooms").dropColumn("rng_seed").execute();
  },
};
