/** Pokémon TCG, standard rules (seed 001): the first game definition. */
import { z } from "zod";
import type { Game } from "../game";
import { PTCG_ADVISORIES } from "./advisories";
import { PTCG_ASSISTS } from "./assists";
import { PTCG_DECKS } from "./decks";
import { endConditionsOnEvolve } from "./evolution";
import { PTCG_LOG } from "./log/describe";
import { PTCG_COUNTERS, PTCG_MARKERS } from "./marks";
import { PTCG_MOVES } from "./moves";
import { gateBeforeTheDeal } from "./setup/before-the-deal";
import { deckLoaded } from "./setup/deal";
import { upgradePtcgTable } from "./stored-tables";
import { en } from "./strings/en";
import { ja } from "./strings/ja";
import { ko } from "./strings/ko";
import { pl } from "./strings/pl";
import { PTCG_NEW_TABLE_RULES, SetupOrderOption } from "./table-rules";
import { ptcgTally } from "./tally";
import { countDownPrizePrompts, openWinPrompts } from "./win";
import { FACE_DOWN_UNTIL_PLAY, PTCG_PILES, PTCG_ZONES } from "./zones";

export const PtcgOptions = z.object({
  /** Bench size: 5 by the rules; some cards (and variants) raise it, up to 8. */
  benchSize: z.number().int().min(1).max(8).default(5),
  /** Whether hands are dealt after the choice of who goes first (table-rules.ts). */
  setupOrder: SetupOrderOption,
  /**
   * Devolving ends the Pokémon's Special Conditions, as evolving does (evolution.ts). True on
   * every table created now; absent on a table stored before it existed, whose devolved Pokémon
   * kept theirs: its stored actions replay as they were played (table-rules.ts).
   */
  devolveEndsConditions: z.boolean().optional(),
});
export type PtcgOptions = z.infer<typeof PtcgOptions>;

export const ptcg: Game = {
  id: "ptcg",
  name: "Pokémon TCG",
  zones: PTCG_ZONES,
  counters: PTCG_COUNTERS,
  conditions: [
    { id: "poisoned" },
    { id: "burned" },
    { id: "asleep", group: "rotation" },
    { id: "confused", group: "rotation" },
    { id: "paralyzed", group: "rotation" },
  ],
  markers: PTCG_MARKERS,
  options: PtcgOptions,
  // Seed 001 §5: who goes first is decided before anyone draws. A devolved Pokémon's conditions end.
  newTableOptions: PTCG_NEW_TABLE_RULES,
  setup: {
    faceDownZones: FACE_DOWN_UNTIL_PLAY,
    zones: { deck: PTCG_PILES.deck, hand: PTCG_PILES.hand, discard: PTCG_PILES.discard, looking: PTCG_PILES.looking },
    deckLoaded,
  },
  moves: PTCG_MOVES,
  gate: gateBeforeTheDeal,
  advisories: PTCG_ADVISORIES,
  assists: PTCG_ASSISTS,
  stackTopChanged: endConditionsOnEvolve,
  orphanedAttachmentsTo: "discard",
  tally: ptcgTally,
  afterAction(draft, events) {
    countDownPrizePrompts(draft, events);
    openWinPrompts(draft, events);
  },
  upgradeTable: upgradePtcgTable,
  decks: PTCG_DECKS,
  log: PTCG_LOG,
  strings: { en, ja, ko, pl },
};
