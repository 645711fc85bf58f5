/**
 * GET /api/replays/<replayId>?viewer=… (server/src/http/replays.ts): the spectator's view needs
 * nothing; a seat's view its token, a judge's view the judge code — in headers, never in the
 * address. The answer is checked like an opened file (openRecord) before the viewer reads it.
 */
import { openRecord, type GameRecord, type RecordViewer } from "@playmat/shared";

export const SEAT_TOKEN_HEADER = "X-Playmat-Seat-Token";
export const JUDGE_CODE_HEADER = "X-Playmat-Judge-Code";

export interface RecordError {
  code: string;
  message: string;
  status?: number;
}

export type FetchedRecord = { ok: true; record: GameRecord } | { ok: false; error: RecordError };

export interface Proof {
  seatToken?: string;
  judgeCode?: string;
}

export function replayRequest(replayId: string, viewer: RecordViewer, proof: Proof = {}): { url: string; headers: Record<string, string> } {
  const headers: Record<string, string> = { Accept: "application/json" };
  if ((viewer === "p1" || viewer === "p2") && proof.seatToken) headers[SEAT_TOKEN_HEADER] = proof.seatToken;
  if (viewer === "judge" && proof.judgeCode) headers[JUDGE_CODE_HEADER] = proof.judgeCode;
  return { url: `/api/replays/${encodeURIComponent(replayId)}?viewer=${viewer}`, headers };
}

export async function fetchRecord(replayId: string, viewer: RecordViewer, proof: Proof = {}, fetcher: typeof fetch = fetch): Promise<FetchedRecord> {
  const { url, headers } = replayRequest(replayId, viewer, proof);
  let res: Response;
  let body: unknown;
  try {
    res = await fetcher(url, { headers, cache: "no-store" });
    body = await res.json();
  } catch (error) {
    return { ok: false, error: { code: "network", message: error instanceof Error ? error.message : String(error) } };
  }
  const reply = body as { ok?: boolean; record?: unknown; error?: { code?: unknown; message?: unknown } } | null;
  if (!res.ok || !reply || reply.ok !== true) {
    const code = typeof reply?.error?.code === "string" ? reply.error.code : `http.${res.status}`;
    const message = typeof reply?.error?.message === "string" ? reply.error.message : res.statusText;
    return { ok: false, error: { code, message, status: res.status } };
  }
  const opened = openRecord(reply.record);
  return opened.ok ? opened : { ok: false, error: opened.error };
}
