/**
 * Toy Battle's setup, one move (seed 003 §게임 준비): each player's 24 tiles in its colour go
 * into its supply, shuffled by the server; four tiles of each supply are set aside unseen; a
 * coin says who goes first; the first player takes 3 tiles onto the stand, the second 4; play
 * begins. The colours, the map and the medal target are the table's options (options.ts).
 *
 * Not the engine's `deck.load`: Toy Battle takes no deck lists, every player has the same
 * tiles, so the game makes them here. Either player may press "Set up".
 */
import { z } from "zod";
import type { GameMove } from "../../../engine/definition";
import { ActionError, type Draft } from "../../../engine/draft";
import { drawCards, shufflePile } from "../../../engine/handlers/piles";
import { beginPlay, flipForFirst } from "../../../engine/handlers/setup";
import { otherSeat, SEATS, type Card, type Seat } from "../../../engine/types";
import { colourOf, perCopyTileIds } from "../options";
import { allTileDefs, COPY_LETTERS, TILE_NUMBERS, tileDefId, type CopyLetter, type TileNumber } from "../tiles";
import { TOY_BATTLE_ZONE_IDS as Z } from "../zones";

export const SETUP_SCHEMA = z.strictObject({ type: z.literal("toy-battle.setup") });
export type SetupAction = z.infer<typeof SETUP_SCHEMA>;

/** Seed 003: four tiles of each supply are not used. */
export const SET_ASIDE = 4;
/** Seed 003: the first player starts with 3 tiles on the stand, the second with 4. */
export const OPENING = { first: 3, second: 4 } as const;

/** The seat's tiles into its supply, shuffled, and four set aside: all as the seat's own doing. */
function fillSupply(draft: Draft, seat: Seat): void {
  const supply = draft.pile(`${seat}.${Z.supply}`);
  const colour = colourOf(draft.state.options, seat);
  const perCopy = perCopyTileIds(draft.state.options);
  const tile = (n: TileNumber, copy: CopyLetter): Card => {
    const defId = tileDefId(colour, n, perCopy ? copy : undefined);
    return { uid: draft.newUid(), pid: draft.newPid(), defId, owner: seat, faceDown: false, revealed: false };
  };
  supply.cards = TILE_NUMBERS.flatMap((n) => COPY_LETTERS.map((copy) => tile(n, copy)));
  draft.emit({ type: "note", key: "supply", params: { seat, count: supply.cards.length } });
  shufflePile(draft, supply);
  const top = Array.from({ length: SET_ASIDE }, () => ({ zone: supply.key, at: "top" as const }));
  draft.moveCards(top, { zone: `${seat}.${Z.setAside}` }, "setup");
}

export const setup: GameMove<SetupAction> = {
  schema: SETUP_SCHEMA,
  // Shuffles and a coin: randomness an undo would take back.
  showsHiddenInformation: true,
  apply(draft) {
    const state = draft.state;
    if (state.phase !== "waiting") throw new ActionError("phase", "The tiles are set up once, before the game begins.");
    state.cards = { ...state.cards, ...Object.fromEntries(allTileDefs(perCopyTileIds(state.options)).map((def) => [def.id, def])) };
    const cause = draft.actor;
    try {
      for (const seat of SEATS) {
        draft.actor = { seat };
        fillSupply(draft, seat);
      }
    } finally {
      draft.actor = cause;
    }
    const { won, coin } = flipForFirst(draft);
    state.turn.first = won;
    draft.emit({ type: "first.chosen", seat: won, coin });
    try {
      for (const [seat, count] of [[won, OPENING.first], [otherSeat(won), OPENING.second]] as const) {
        draft.actor = { seat };
        drawCards(draft, seat, count, "setup");
      }
    } finally {
      draft.actor = cause;
    }
    beginPlay(draft);
  },
};
