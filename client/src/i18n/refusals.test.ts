/**
 * Every refusal the table and the server can send has words in the player's terms: a code
 * without them shows the server's English message. The shell's list is every code in shared/src
 * and server/src outside the games' folders (`new ActionError("…")`, `refuse("…")`, `fail(res, …, "…")`,
 * `code: "…"`), the counter/condition/marker "….unknown" codes built from the kind's name, and the
 * client's own (net/ask.ts): their words are the client's (en-refusals.ts). A code written only in
 * a game's folder (shared/src/games/<id>/) is that game's: its words are in its own strings
 * (`ui.errors.<code>`, namespace `<id>/ui`, looked up first at its table), in every language, or
 * else the shell's; no list of a game's codes is kept here. Not refusals: deck-check warnings (their
 * own lines in the deck report, deck.no-card-data among them), the replay page's codes
 * (en-replay.ts), the reopen API's (the join screen's own words, net/connection.ts), Toy Battle's
 * map checks (`map.…`: a map editor shows their sentences, games/toy-battle/map/checks.ts) and
 * zod's `custom` issue code those checks raise. A new shell code goes on this list with its
 * words: the first test reads the sources and fails on a code that is not.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GAMES, JOIN_REFUSAL_CODES } from "@playmat/shared";
import { refusalText } from "./refusal";
import { withGameWords } from "./useT";
import i18next, { LANGUAGE_LIST } from "./index";
import { t } from "../table/testTable";

const REFUSAL_CODES = [
  "action.unchanged", "action.unknown", "actor.none", "api.rate-limited", "api.unknown", "assist.params", "assist.unknown",
  "authority.hidden", "authority.judge", "authority.owner", "authority.player", "authority.seat", "authority.spectator", "authority.zone",
  "card.gone", "card.moved", "cards.ids", "card-list.empty", "card-list.invalid", "card-list.none", "card-list.too-large",
  "chat.empty", "chat.invalid", "chat.spectators", "chat.too-fast", "chat.too-long",
  "condition.unknown", "connection.down", "connection.unanswered", "counter.scope", "counter.unknown",
  "deck.invalid", "deck.too-fast",
  "game.over", "game.unknown", "judge.seat", "log.too-fast", "look.order", "looking.busy", "looking.none",
  "marker.scope", "marker.unknown", "message.invalid", "message.too-large", "message.unknown",
  "next-game.failed", "next-game.not-over", "next-game.players", "next-game.seats",
  "phase", "practice.not", "practice.same", "practice.sharing", "prompt.not-yours", "prompt.unknown", "rate.limited", "record.same", "record.too-fast",
  "request.invalid", "request.too-many", "rewind.nothing", "rewind.revealed", "rewind.taken-back", "rewind.unknown",
  "server.error", "setup.ready", "sharing.same",
  "slot.empty", "slot.full", "slot.needed", "slot.none", "slot.one-card", "slot.taken",
  "stack.empty", "store.failed", "table.full", "table.pause", "table.paused", "turn.same",
  "authority.give-back", "move.each-to-owner", "move.face-down",
  "undo.answer", "undo.count", "undo.judge", "undo.not-yours", "undo.nothing", "undo.pending", "undo.stale",
  "zone.empty", "zone.not-pile", "zone.not-slots", "zone.position", "zone.sealed", "zone.unknown",
  // Join refusals, which the server tags after its English (shared/src/protocol/join-refusal.ts).
  ...JOIN_REFUSAL_CODES,
];

const SERVER_WORDS = "the server's own message";

/** Codes the sources send that are not refusals shown by refusalText (see above). */
// Deck warnings (a game's deck rules and unknown lines, never refusals) and zod's issue code "custom" are not refusals either.
const NOT_REFUSALS =
  /^(deck\.(ambiguous|copies|energy-inferred|highlight|matched-by-name|matched-by-print|no-card-data|sideboard-size|size|unchecked|unknown-card|unknown-kind|unreadable-line|unresolved|zero-count)|record\.|replay\.|table\.(not-found|server-full|reopen-failed)$|map\.|custom$)/;

/** Every error code written out in shared/src and server/src, tests aside, with who writes it: "shell", or a game's id (its folder). */
function codesInSources(): Map<string, Set<string>> {
  const root = join(__dirname, "../../..");
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "node_modules" ? [] : files(path);
      return /(?<!\.test)\.ts$/.test(entry.name) ? [path] : [];
    });
  const pattern = /new ActionError\("([^"]+)"|refuse\("([^"]+)"|fail\(res, [^,]+, "([^"]+)"|code: "([^"]+)"/g;
  const games = join(root, "shared/src/games/");
  const codes = new Map<string, Set<string>>();
  for (const file of [...files(join(root, "shared/src")), ...files(join(root, "server/src"))]) {
    const owner = file.startsWith(games) ? file.slice(games.length).split("/")[0]! : "shell";
    for (const match of readFileSync(file, "utf8").matchAll(pattern)) {
      const code = match.slice(1).find(Boolean)!;
      codes.set(code, (codes.get(code) ?? new Set()).add(owner));
    }
  }
  return codes;
}

const SOURCES = codesInSources();
/** A game's own refusal codes: written in its folder and nowhere in the shell. */
const gameCodes = (game: string) =>
  [...SOURCES].filter(([code, owners]) => owners.has(game) && !owners.has("shell") && !NOT_REFUSALS.test(code)).map(([code]) => code).sort();
const inLanguage = (lng: string) => (key: string, options?: Record<string, unknown>) => String(i18next.getFixedT(lng)(key, options as never));

describe("refusals in the player's words", () => {
  it("the list holds every refusal code the sources send", () => {
    const codes = [...SOURCES].filter(([, owners]) => owners.has("shell")).map(([code]) => code);
    expect(codes.length).toBeGreaterThan(50);
    expect(codes.filter((code) => !NOT_REFUSALS.test(code) && !REFUSAL_CODES.includes(code))).toEqual([]);
  });

  it("every code a game's folder sends has words at that game's table, in every language", () => {
    expect(gameCodes("toy-battle")).toContain("toy-battle.stand-full");
    const without: string[] = [];
    for (const game of Object.keys(GAMES)) {
      for (const lng of LANGUAGE_LIST.map((l) => l.code)) {
        const at = withGameWords(inLanguage(lng), game);
        for (const code of gameCodes(game)) if (refusalText(at, { code, message: SERVER_WORDS }) === SERVER_WORDS) without.push(`${game} ${lng} ${code}`);
      }
    }
    expect(without).toEqual([]);
  });

  it("a game's refusal words are its table's: Toy Battle's full stand is not the sandbox's, nor the shell's", () => {
    const code = "toy-battle.stand-full";
    expect(refusalText(withGameWords(t, "toy-battle"), { code, message: SERVER_WORDS })).toBe(
      "Your stand already holds 8 tiles: nothing was drawn. Place a tile instead.",
    );
    expect(refusalText(withGameWords(t, "sandbox"), { code, message: SERVER_WORDS })).toBe(SERVER_WORDS);
    expect(refusalText(t, { code, message: SERVER_WORDS })).toBe(SERVER_WORDS);
  });

  it("every refusal code the table or the server can send has client words", () => {
    const without = REFUSAL_CODES.filter((code) => refusalText(t, { code, message: SERVER_WORDS }) === SERVER_WORDS);
    expect(without).toEqual([]);
  });

  it("a refusal names what happened, not the code or a key", () => {
    const atTables = Object.keys(GAMES).flatMap((game) => gameCodes(game).map((code) => [withGameWords(t, game), code] as const));
    for (const [at, code] of [...REFUSAL_CODES.map((code) => [t, code] as const), ...atTables]) {
      const text = refusalText(at, { code, message: SERVER_WORDS });
      expect(text, code).not.toContain("errors.");
      expect(text, code).toMatch(/[.!?]$|: the server's own message$/);
    }
  });

  it("moving a card one can't see: the opponent's hidden card, and what to do instead", () => {
    expect(refusalText(t, { code: "authority.hidden", message: SERVER_WORDS })).toBe(
      "You can't move a card you can't see: it is your opponent's, in their hand, deck or Prize cards, or a face-down Pokémon. Ask them to do it, or send it as a request they can approve.",
    );
  });

  it("a code that begins a longer one has its own words, as does the longer one", () => {
    const ptcg = withGameWords(t, "ptcg");
    expect(refusalText(ptcg, { code: "setup.first", message: SERVER_WORDS })).toBe("Only the player who won the coin flip chooses who goes first.");
    expect(refusalText(ptcg, { code: "setup.first.same", message: SERVER_WORDS })).toBe("That player already goes first.");
  });

  it("a deck list the server could not read keeps the server's particulars (which line)", () => {
    expect(refusalText(t, { code: "deck.invalid", message: "Line 3 is not a deck list line." })).toBe("This deck can't be used: Line 3 is not a deck list line.");
  });

  it("a code the client doesn't know yet still shows the server's message", () => {
    expect(refusalText(t, { code: "something.new", message: SERVER_WORDS })).toBe(SERVER_WORDS);
  });
});
