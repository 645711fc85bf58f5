/** What an event describer returns before describeEvent stamps who acted. */
import type { Seat } from "../engine/types";
import type { Params } from "./mentions";

export interface Line {
  key: string;
  params: Params;
  /** Seats whose cards or zones the event touched (null: a shared zone), to flag cross-side actions. */
  touches?: (Seat | null)[];
  advisory?: { code: string; source: string; target?: string };
  /** The sentence names no actor (a judge's table action): the entry's seat is null. */
  actorless?: boolean;
}
