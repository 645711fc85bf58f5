/**
 * Refusals in the player's words, by error code ("authority.hidden" → errors.authority.hidden):
 * what the table or the server refused, and what to do instead. A code without words here
 * would show the server's English message (refusals.test.ts lists every code).
 */
export const errors = {
  table: { paused: "A judge has paused the game: wait until they resume it." },
  // A request made while the tab is reconnecting: client/src/net/ask.ts.
  connection: {
    down: "You are not connected to the table right now: nothing was sent. Try again once the table is back.",
    unanswered: "The table did not answer (the connection dropped or is slow): this may or may not have been done. Check the table and the log before trying again.",
  },
  rewind: {
    unknown: "There is no such log line to rewind to.",
    "taken-back": "That point was already taken back: rewind to a line that still stands.",
    nothing: "Nothing was played after that point: there is nothing to rewind.",
    revealed: "Both players revealed every card in this game's record: it can't be rewound and played on.",
  },
  turn: { same: "It already is that turn, with that player to play." },
};
