/**
 * Refusals the server can only send as a Colyseus error (a join, or creating a table): an error
 * carries a number and a message, nothing more, and the number is Colyseus's own (the HTTP
 * matchmaker turns it into a status). So the message is the English sentence, as every client
 * and log has read it, followed by a tag the client reads to word it in the player's language:
 * `Wrong room password. [join.password.wrong]`, `Seat p2 is taken. [join.seat.taken {"seat":"p2"}]`.
 * The English comes first, so an older client shows it as it did, and whoever reads a refusal
 * from its start (a log, a test) reads the same sentence.
 */

/** Every code a tagged refusal may carry (docs/protocol.md, "Join refusals"). */
export const JOIN_REFUSAL_CODES = [
  "join.options",
  "join.password.needed",
  "join.password.wrong",
  "join.password.limited",
  "join.password.limited-address",
  "join.judge-code.needed",
  "join.judge-code.wrong",
  "join.judge-code.limited",
  "join.judge-code.limited-address",
  "join.seat.taken",
  "join.seats.full",
  "join.practice",
  "join.busy",
  "join.seat.unsaved",
  "join.spectators.full",
  "table.server-full",
] as const;
export type JoinRefusalCode = (typeof JOIN_REFUSAL_CODES)[number];

/** Values a refusal's words need: a seat, a limit, the problem found in the options. */
export type JoinRefusalParams = Record<string, string | number>;

export interface JoinRefusal {
  code: JoinRefusalCode;
  params: JoinRefusalParams;
  /** The English sentence before the tag. */
  message: string;
}

const TAG = / \[((?:join|table)\.[a-z.-]+)(?: (\{.*\}))?\]$/s;

/** The message of a refusal: its English sentence, then its code and params. */
export function tagRefusal(message: string, code: JoinRefusalCode, params?: JoinRefusalParams): string {
  const json = params && Object.keys(params).length > 0 ? ` ${JSON.stringify(params)}` : "";
  return `${message} [${code}${json}]`;
}

/** The code, params and English of a tagged message; undefined for any other message (an older server's, Colyseus's own). */
export function readRefusal(message: string): JoinRefusal | undefined {
  const match = TAG.exec(message);
  if (!match || !(JOIN_REFUSAL_CODES as readonly string[]).includes(match[1]!)) return undefined;
  let params: JoinRefusalParams = {};
  if (match[2]) {
    try {
      const parsed: unknown = JSON.parse(match[2]);
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return undefined;
      params = parsed as JoinRefusalParams;
    } catch {
      return undefined;
    }
  }
  return { code: match[1] as JoinRefusalCode, params, message: message.slice(0, match.index) };
}
