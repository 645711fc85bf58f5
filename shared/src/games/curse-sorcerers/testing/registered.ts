/**
 * The games registry with this game in it, for tests that read the log in words (the log and
 * the i18n layer find a game's describer and strings through GAMES, where the game is not yet
 * listed: its client table comes first). A test file mocks games/index.ts with it:
 *   vi.mock("../index", async (original) => withSorcerers(await original()));
 */
import type { Game } from "../../game";
import { curseSorcerers } from "../definition";

export function withSorcerers<M extends { GAMES: Readonly<Record<string, Game>> }>(registry: M): M {
  const GAMES = { ...registry.GAMES, [curseSorcerers.id]: curseSorcerers };
  return { ...registry, GAMES, gameById: (id: string) => (Object.hasOwn(GAMES, id) ? GAMES[id] : undefined) };
}
