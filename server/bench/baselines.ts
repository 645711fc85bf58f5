/**
 * The baselines Playmat is measured against in the same run (bench/README.md says why each):
 * the physical floor (a bare `ws` relay), the stack floor (an empty Colyseus 0.18 room that
 * broadcasts a message, and one that changes a schema field, both sending at once), and the
 * peer (a Socket.IO relay). Names, labels and how each is started.
 */
import path from "node:path";

export const BASELINES = ["ws", "message", "schema", "socketio"] as const;
export type BaselineName = (typeof BASELINES)[number];

/** The stack floor Playmat's ratio targets are judged against: the least a Colyseus game does per move. */
export const TARGET_BASELINE: BaselineName = "schema";

export const BASELINE_LABELS: Record<BaselineName, string> = {
  ws: "ws relay",
  message: "Colyseus msg",
  schema: "Colyseus schema",
  socketio: "Socket.IO",
};

export const BASELINE_MEANINGS: Record<BaselineName, string> = {
  ws: "physical floor: a bare ws relay, nothing decoded",
  message: "stack floor: an empty Colyseus room broadcasting a message of the same size to @colyseus/sdk clients",
  schema: "stack floor: an empty Colyseus room changing one schema field of the same size, patch sent at once",
  socketio: "peer: a Socket.IO relay, one event re-emitted to the other client, no validation",
};

/** The process each baseline runs in (a script beside this one, told its port in BASELINE_PORT) and the URL its clients use. */
export function baselineServer(name: BaselineName, here: string, port: number): { script: string; env: Record<string, string>; url: string } {
  const env = { BASELINE_PORT: String(port), BASELINE_ROOM: name };
  switch (name) {
    case "ws":
      return { script: path.join(here, "relay.ts"), env, url: `ws://127.0.0.1:${port}` };
    case "message":
    case "schema":
      return { script: path.join(here, "colyseus-floor.ts"), env, url: `http://127.0.0.1:${port}` };
    case "socketio":
      return { script: path.join(here, "socketio-relay.ts"), env, url: `http://127.0.0.1:${port}` };
  }
}

/** Parses `--baselines ws,schema` (or `all`, or `none`): each name once, in the bench's order. */
export function parseBaselines(value: string): BaselineName[] {
  if (value === "all") return [...BASELINES];
  if (value === "none") return [];
  const names = value.split(",").map((n) => n.trim()).filter(Boolean);
  const unknown = names.filter((n) => !(BASELINES as readonly string[]).includes(n));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--baselines wants a comma-separated list of ${BASELINES.join(", ")} (or all, none)${unknown.length ? `; unknown: ${unknown.join(", ")}` : ""}`);
  }
  return BASELINES.filter((n) => names.includes(n));
}
