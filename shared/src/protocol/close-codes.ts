/**
 * Playmat's own WebSocket close codes (4000–4999 belong to applications; Colyseus uses
 * 4000–4010 for its own: 4001 the server is shutting down, 4002 an error, 4003 the client's
 * reconnection ran out of tries). The client reads them to say why a tab left a table and
 * whether to rejoin by itself.
 */
export const CLOSE_CODES = {
  /** The same player joined this seat from another tab or browser: the older connection is closed. */
  seatTakenOver: 4009,
  /** Too many messages (rooms/message-guard.ts). */
  rateLimited: 4029,
} as const;
