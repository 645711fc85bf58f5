/**
 * Per-address limits on the HTTP requests that cost the server real work: a deck-list preview
 * (up to 32 KB parsed, every card it names looked up) and a game record (the whole game replayed
 * and filtered for its viewer, unless cached). The rest of /api is cheap, or cached by browsers.
 * express-rate-limit counts in this process's memory, by address (an IPv6 client by its /56),
 * which is the client's own only when TRUST_PROXY says which proxies to believe.
 */
import type { RequestHandler } from "express";
import { rateLimit, type AugmentedRequest } from "express-rate-limit";
import { fail } from "./api-errors";

/** Two a second on average per address: far more than a person previewing decks or opening records. */
export const DEFAULT_API_WORK_PER_MINUTE = 120;

const WINDOW_MS = 60_000;

/** `what` names the requests counted, for the refusal's message. */
export function apiWorkLimit(perMinute: number, what = "deck previews and game records"): RequestHandler {
  return rateLimit({
    windowMs: WINDOW_MS,
    limit: perMinute,
    // RateLimit and RateLimit-Policy on every answer, Retry-After on a refusal.
    standardHeaders: "draft-8",
    legacyHeaders: false,
    handler: (req, res) => {
      const reset = (req as AugmentedRequest).rateLimit?.resetTime?.getTime() ?? Date.now() + WINDOW_MS;
      const seconds = Math.max(1, Math.ceil((reset - Date.now()) / 1000));
      fail(res, 429, "api.rate-limited", `Too many ${what} from your address (${perMinute} a minute): try again in ${seconds} s.`);
    },
  });
}

/**
 * TRUST_PROXY as Express's "trust proxy" setting: unset or "false" trusts no proxy (the socket's
 * address is the client's); a number is how many proxies stand in front; anything else is
 * Express's list of addresses or subnets ("loopback", "10.0.0.0/8, 127.0.0.1").
 */
export function trustProxyFromEnv(value: string | undefined): number | string | false {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false" || text === "0") return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}
