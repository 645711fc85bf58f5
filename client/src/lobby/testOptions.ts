/**
 * Create options for scripted tests, read from the lobby's URL: `/?seed=42&judgeCode=judge-1`.
 * The lobby has no fields for them; the server honours them only when it runs with
 * PLAYMAT_TEST_MODE=1 (docs/protocol.md), so in production they change nothing.
 * Values the server would refuse are left out rather than breaking "Create room".
 */
import type { CreateOptions } from "@playmat/shared";

export type TestCreateOptions = Pick<CreateOptions, "seed" | "judgeCode">;

export function testCreateOptions(search: string): TestCreateOptions {
  const params = new URLSearchParams(search);
  const out: TestCreateOptions = {};
  const seed = params.get("seed")?.trim();
  if (seed) {
    // Digits are a number seed (as a script would pass it); anything else a string seed.
    if (/^-?\d{1,15}$/.test(seed)) out.seed = Number(seed);
    else if (seed.length <= 64) out.seed = seed;
  }
  const judgeCode = params.get("judgeCode")?.trim();
  if (judgeCode && judgeCode.length >= 4 && judgeCode.length <= 64) out.judgeCode = judgeCode;
  return out;
}
