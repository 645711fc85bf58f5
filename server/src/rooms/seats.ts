/**
 * Who sits where. Players hold a seat with a secret token (kept by their browser), so a
 * refresh, a dropped connection or a restart gives the seat back to the same player and
 * never to a stranger. Secrets are compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { SEATS, type JoinOptions, type Seat, type Viewer } from "@playmat/shared";

export interface SeatHolder {
  token: string;
  name: string;
  sessionId: string | null;
}

export interface Admission {
  role: "player" | "spectator" | "judge";
  seat: Seat | null;
  name: string;
  seatToken?: string;
}

export class JoinRefused extends Error {}

export function secretEquals(given: string | undefined, expected: string): boolean {
  const a = createHash("sha256").update(given ?? "").digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b) && given !== undefined;
}

export const newToken = () => randomBytes(18).toString("base64url");

export class SeatRegistry {
  readonly seats: Partial<Record<Seat, SeatHolder>> = {};

  constructor(
    private readonly password: string | undefined,
    readonly judgeCode: string,
  ) {}

  /** Decides what a joining client becomes, or refuses with a reason it can show. */
  admit(options: Required<Pick<JoinOptions, "role" | "name">> & JoinOptions): Admission {
    if (this.password && !secretEquals(options.password, this.password)) throw new JoinRefused("Wrong room password.");
    if (options.role === "judge") {
      if (!secretEquals(options.judgeCode, this.judgeCode)) throw new JoinRefused("Wrong judge code.");
      return { role: "judge", seat: null, name: options.name };
    }
    if (options.role === "spectator") return { role: "spectator", seat: null, name: options.name };
    if (options.seatToken) {
      const seat = SEATS.find((s) => this.seats[s] && secretEquals(options.seatToken, this.seats[s]!.token));
      if (seat) return { role: "player", seat, name: this.seats[seat]!.name, seatToken: this.seats[seat]!.token };
    }
    const wanted = options.seat ? [options.seat] : SEATS;
    const seat = wanted.find((s) => !this.seats[s]);
    if (!seat) throw new JoinRefused(options.seat ? `Seat ${options.seat} is taken.` : "Both seats are taken: join as a spectator.");
    const holder: SeatHolder = { token: newToken(), name: options.name, sessionId: null };
    this.seats[seat] = holder;
    return { role: "player", seat, name: options.name, seatToken: holder.token };
  }

  /** A player who leaves before the game starts gives the seat up. */
  release(seat: Seat): void {
    delete this.seats[seat];
  }
}

export function viewerOf(admission: Pick<Admission, "role" | "seat">): Viewer {
  if (admission.role === "judge") return { role: "judge" };
  if (admission.role === "player" && admission.seat) return { role: "player", seat: admission.seat };
  return { role: "spectator" };
}
