/**
 * The room's front door. Every message a client sends passes here before its handler runs:
 * the sender's rate limit (rate-limit.ts), then the payload's shape — plain JSON-like values
 * only (no bigint, binary, Date, Map…), well-formed Unicode text, bounded depth, size and
 * count — and the handler runs inside an error boundary. A refused or failed message gets a
 * clear error back to its sender (the request's answer, or an `error` message for a plain
 * send) and changes nothing; a handler's bug never reaches the process, which would take
 * every table down with it.
 *
 * The handler's own zod schema still decides what a valid message is; this only keeps out
 * what no schema should have to think about.
 */
import type { Client } from "@colyseus/core";
import { CLOSE_CODES, type Seat, type TableState } from "@playmat/shared";
import { log } from "../logger";
import { RateLimiter, type RateLimit } from "./rate-limit";
import { refuse, type Refusal } from "./refusal";

export interface PayloadLimits {
  /** Nesting of objects and arrays; the deepest valid message (a request carrying a move) needs 5. */
  maxDepth: number;
  /** Values (objects, arrays, primitives) in one payload. */
  maxValues: number;
  /** Total length of every string and key in one payload (a deck list is at most 8000). */
  maxTextLength: number;
}

export const DEFAULT_PAYLOAD_LIMITS: PayloadLimits = { maxDepth: 8, maxValues: 2000, maxTextLength: 20_000 };

/** Close code for a client disconnected for flooding (shared/src/protocol/close-codes.ts). */
export const CLOSE_RATE_LIMITED = CLOSE_CODES.rateLimited;


/** A UTF-16 surrogate without its partner: schema's UTF-8 encoder would corrupt every client's state stream. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * What is wrong with a payload's shape, or undefined when it is plain JSON-like data within
 * the limits. Walks iteratively: a hostile nesting can't overflow the stack here.
 */
export function payloadProblem(payload: unknown, limits: PayloadLimits = DEFAULT_PAYLOAD_LIMITS): string | undefined {
  const stack: { value: unknown; depth: number }[] = [{ value: payload, depth: 0 }];
  let values = 0;
  let text = 0;
  const checkText = (s: string): string | undefined => {
    text += s.length;
    if (text > limits.maxTextLength) return `the payload holds more than ${limits.maxTextLength} characters of text`;
    if (LONE_SURROGATE.test(s)) return "text must be well-formed Unicode (a lone surrogate was found)";
    return undefined;
  };
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (++values > limits.maxValues) return `the payload holds more than ${limits.maxValues} values`;
    switch (typeof value) {
      case "undefined":
      case "boolean":
        continue;
      case "number":
        if (!Number.isFinite(value)) return "numbers must be finite";
        continue;
      case "string": {
        const problem = checkText(value);
        if (problem) return problem;
        continue;
      }
      case "object":
        break;
      default:
        return `values of type ${typeof value} are not allowed`;
    }
    if (value === null) continue;
    const isArray = Array.isArray(value);
    if (!isArray && !isPlainObject(value)) return `only plain objects and arrays are allowed (got ${Object.prototype.toString.call(value).slice(8, -1)})`;
    if (depth >= limits.maxDepth) return `the payload is nested deeper than ${limits.maxDepth} levels`;
    if (isArray) {
      for (const item of value as unknown[]) stack.push({ value: item, depth: depth + 1 });
    } else {
      for (const key of Object.keys(value)) {
        const problem = checkText(key);
        if (problem) return problem;
        stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
      }
    }
  }
  return undefined;
}

// The handler shapes Colyseus calls: (client, payload, ctx) for a named type; (client, type, payload) for "*",
// and (client, type, payload, ctx) for a request of an unknown type (unknown-requests.ts).
type Handler = (client: Client, payload: any, ctx?: { id?: number }) => unknown;
type Fallback = (client: Client, type: string | number | undefined, payload: unknown) => unknown;
/** What Colyseus calls: (client, payload, ctx) for a named type, (client, type, payload, ctx?) for "*". */
export type GuardedHandler = (client: Client, second: any, third?: any, fourth?: any) => unknown;

export interface GuardOptions {
  rateLimit: () => RateLimit;
  /** For log lines. */
  roomId: () => string;
  limits?: PayloadLimits;
  /** The clock the rate limits read (tests). */
  clock?: () => number;
}

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false && typeof (value as { error?: unknown }).error === "object";

/**
 * Wraps a room's `messages` map: each handler runs only for a client within its rate limit
 * and a payload of sane shape, and never throws. A request gets the refusal as its answer; a
 * plain send hears it as an `error` message.
 */
export function guardMessages<H extends Record<string, Handler | Fallback>>(handlers: H, options: GuardOptions): Record<keyof H, GuardedHandler> {
  const limiter = new RateLimiter(options.rateLimit, options.clock);
  const disconnected = new WeakSet<Client>();
  const limits = options.limits ?? DEFAULT_PAYLOAD_LIMITS;
  const guarded: Record<string, unknown> = {};

  for (const [type, handler] of Object.entries(handlers)) {
    const fallback = type === "*";
    guarded[type] = (client: Client, second: unknown, third?: unknown, fourth?: unknown) => {
      const payload = fallback ? third : second;
      const messageType = fallback ? String(second) : type;
      // Requests carry a context with an id (after the type, for "*"); a plain send carries none.
      const isRequest = typeof ((fallback ? fourth : third) as { id?: unknown } | undefined)?.id === "number";
      const answer = (reply: unknown) => {
        if (isRequest) return reply;
        try {
          if (isRefusal(reply)) client.send("error", reply);
        } catch {
          // The sender is gone: nobody to tell. Never let this escape (it would end the process).
        }
        return undefined;
      };
      const failed = (error: unknown) => {
        log.error(
          { room: options.roomId(), type: messageType.slice(0, 40), err: error instanceof Error ? error.message : String(error) },
          "message handler failed",
        );
        return answer(refuse("server.error", "The server could not handle that message."));
      };

      const verdict = limiter.take(client);
      if (verdict !== "ok") {
        const limit = options.rateLimit();
        if (verdict === "disconnect" && !disconnected.has(client)) {
          // Messages already on the wire still arrive after this: refused, without another log line.
          disconnected.add(client);
          log.warn({ room: options.roomId(), session: client.sessionId }, "client disconnected for flooding");
          try {
            client.leave(CLOSE_RATE_LIMITED, "Too many messages.");
          } catch {
            // Already closing.
          }
        }
        return answer(refuse("rate.limited", `Too many messages: at most ${limit.perSecond} a second (${limit.burst} at once). This one was ignored.`));
      }
      // "*" only names the unknown type back; its payload is never read.
      const problem = fallback ? undefined : payloadProblem(payload, limits);
      if (problem) return answer(refuse("message.invalid", `Invalid message: ${problem}.`));

      try {
        const result = fallback ? (handler as Fallback)(client, second as string | number | undefined, payload) : (handler as Handler)(client, payload);
        if (result instanceof Promise) return result.then(answer, failed);
        return answer(result);
      } catch (error) {
        return failed(error);
      }
    };
  }
  return guarded as Record<keyof H, GuardedHandler>;
}

/** Join and create options arrive as JSON over HTTP: the same shape rules, as a refusal reason. */
export function optionsProblem(options: unknown): string | undefined {
  return payloadProblem(options ?? {});
}

/**
 * Requests for approval wait in the table's state until answered, and every later action
 * copies that state: unanswered, they would pile up without end. A seat may keep this many open.
 */
export const MAX_OPEN_REQUESTS = 10;

export function openRequests(state: TableState, seat: Seat): number {
  return state.prompts.filter((p) => p.kind === "approve-action" && p.from === seat).length;
}
