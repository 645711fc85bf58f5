/**
 * English strings of the connection to the table (namespace `ui`, under `connection.`; merged in
 * i18n/index.ts): its status in the header, why a tab is no longer at its table, and how long a
 * table everyone left waits for its players. Their accessible names are listed in
 * docs/testing/buttons-and-menus.md.
 */
export const connection = {
  connecting: "Connecting…",
  connected: "Connected",
  reconnecting: "Reconnecting…",
  rejoining: "Rejoining the table…",
  left: "Disconnected",
  leftTitle: "You are no longer at this table",
  rejoin: "Rejoin",
  /** After another tab of the same player took the seat: coming back takes it from that tab. */
  useThisTab: "Use this tab instead",
  /** The server's dormant hold in its largest whole unit, said in the leave question ("put away for a day"). */
  heldFor: {
    days_one: "a day",
    days_other: "{{count}} days",
    hours_one: "an hour",
    hours_other: "{{count}} hours",
    minutes_one: "a minute",
    minutes_other: "{{count}} minutes",
    seconds_one: "a second",
    seconds_other: "{{count}} seconds",
  },
  // Why, by WebSocket close code (shared/src/protocol/close-codes.ts and Colyseus's own).
  why: {
    "1006": "The connection was lost.",
    "4001": "The server stopped. The table is saved: rejoin once the server is back.",
    "4002": "The server closed the connection after a message it could not read.",
    "4003": "The connection dropped and could not be restored.",
    "4009": "You opened this seat in another tab or browser: play on there, or use this tab instead (the other one then leaves the table).",
    "4029": "This tab sent too many messages, too fast.",
    timeout: "The table did not come back within two minutes. It is saved: try again later.",
    finished: "This game was over and its table has closed (a finished game is not kept open across a restart). Its record and replay are kept.",
    refused: "The table did not take this tab back: {{message}}",
    secret:
      "This tab can't join the table again by itself: the room password or judge code it was opened with is not kept after a refresh. Press Rejoin and " +
      "enter it again.",
    other: "The connection closed (code {{code}}).",
  },
};
