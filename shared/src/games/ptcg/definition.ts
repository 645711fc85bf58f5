/** Pokémon TCG, standard rules (seed 001): the first game definition. */
import { z } from "zod";
import { SetupOrderOption } from "../../engine/setup-order";
import type { Game } from "../game";
import { PTCG_ADVISORIES } from "./advisories";
import { PTCG_ASSISTS } from "./assists";
import { isBasicPokemon, prizeValueOf } from "./cards";
import { PTCG_DECKS } from "./decks";
import { PTCG_LOG } from "./log/describe";
import { PTCG_MOVES } from "./moves";
import { en } from "./strings/en";
import { ptcgTally } from "./tally";
import { countDownPrizePrompts, openWinPrompts } from "./win";
import { PTCG_ZONES } from "./zones";

export const PtcgOptions = z.object({
  /** Bench size: 5 by the rules; some cards (and variants) raise it, up to 8. */
  benchSize: z.number().int().min(1).max(8).default(5),
  /** Whether hands are dealt after the choice of who goes first (engine/setup-order.ts). */
  setupOrder: SetupOrderOption,
  /**
   * Devolving ends the Pokémon's Special Conditions, as evolving does (engine/draft.ts). True on
   * every table created now; absent on a table stored before it existed, whose devolved Pokémon
   * kept theirs: its stored actions replay as they were played.
   */
  devolveEndsConditions: z.boolean().optional(),
});
export type PtcgOptions = z.infer<typeof PtcgOptions>;

export const ptcg: Game = {
  id: "ptcg",
  name: "Pokémon TCG",
  zones: PTCG_ZONES,
  counters: ["damage"],
  conditions: [
    { id: "poisoned" },
    { id: "burned" },
    { id: "asleep", group: "rotation" },
    { id: "confused", group: "rotation" },
    { id: "paralyzed", group: "rotation" },
  ],
  markers: [
    { id: "ability-used", scope: "stack", resetsEachTurn: true },
    { id: "vstar-used", scope: "player" },
    { id: "gx-used", scope: "player" },
  ],
  options: PtcgOptions,
  // Seed 001 §5: who goes first is decided before anyone draws. A devolved Pokémon's conditions end.
  newTableOptions: { setupOrder: "choose-then-deal", devolveEndsConditions: true },
  setup: {
    handSize: 7,
    prizes: 6,
    faceDownZones: ["active", "bench"],
    zones: { deck: "deck", hand: "hand", prize: "prize", discard: "discard", looking: "looking", active: "active" },
  },
  moves: PTCG_MOVES,
  advisories: PTCG_ADVISORIES,
  assists: PTCG_ASSISTS,
  evolveClearsConditions: true,
  orphanedAttachmentsTo: "discard",
  tally: ptcgTally,
  afterAction(draft, events) {
    countDownPrizePrompts(draft, events);
    openWinPrompts(draft, events);
  },
  isSetupCard: (state, card) => isBasicPokemon(state.cards[card.defId]),
  prizeValue: (state, defId) => prizeValueOf(state.cards[defId]),
  decks: PTCG_DECKS,
  log: PTCG_LOG,
  strings: { en },
};
