/** Every public id on the table now (selection items whose card moved are dropped). */
import type { TableSnap } from "../net/snapshot";

export function livePids(snap: TableSnap): Set<string> {
  const out = new Set<string>();
  for (const z of Object.values(snap.zones)) {
    for (const c of z.cards) out.add(c.pid);
    for (const s of z.slots) for (const c of [...s.cards, ...s.attached]) out.add(c.pid);
  }
  return out;
}
