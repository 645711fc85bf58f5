/**
 * Who may know which card at a sandbox table, restated from the game's rules (../definition.ts,
 * the template's header) for the leak oracle, not read from its zone visibility (../zones.ts):
 * the shared deck to nobody, whatever face its cards carry (nobody's, yet dealt face up by the
 * engine: only its visibility hides them); a hand and the cards a player looks at to the player
 * holding them; the row and the discard pile to everyone; both hands to spectators while both
 * players agree to show them. No card names another, nothing is shown as it happens, and the
 * sandbox gives no warnings.
 */
import type { Secrecy } from "../../../testing/game-kit";

/** In the order the fuzzer picks hostile zone names from: the seats' own zones first. */
const ZONES = { hand: "holder", looking: "holder", deck: "nobody", row: "everyone", discard: "everyone" } as const;

export const SANDBOX_SECRECY: Secrecy = {
  zones: ZONES,
  shownToSpectators: ["hand"],
  aboutTheFaceAtTarget: new Set(),
};
