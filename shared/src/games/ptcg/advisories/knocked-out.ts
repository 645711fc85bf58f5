/**
 * A reminder (seed 001 §7.4): a Pokémon whose damage reaches its HP is Knocked Out. Players put
 * an attack's damage on by hand, and the table does not knock the Pokémon out by itself: the
 * warning says it is time to ("Knock Out" in its menu, and the opponent takes prizes). Pokémon
 * Checkup says so in its own line (checkup.knocked-out).
 */
import { advisory } from "./define";
import { playing, publicName, slotTarget, stackAt, topDef } from "./read";

export const damageKnockedOut = advisory(
  "ptcg.damage.knocked-out",
  "seed 001 §7.4",
  "A Pokémon with damage equal to or more than its HP is Knocked Out.",
  (ctx) => {
    if (!playing(ctx) || ctx.action.type !== "counter") return [];
    return ctx.events.flatMap((e) => {
      if (e.type !== "counter.changed" || e.counter !== "damage" || e.place.slot === undefined) return [];
      const stack = stackAt(ctx.after, e.place.zone, e.place.slot);
      const hp = stack ? topDef(ctx.after, stack)?.hp : undefined;
      if (!hp || e.from >= hp || e.to < hp) return [];
      // Its HP tells something of a face-down Pokémon: only those who see it read the warning.
      return [{ target: slotTarget(e.place.zone, e.place.slot), params: { ...publicName(e.top), hp }, about: [e.top] }];
    });
  },
);
