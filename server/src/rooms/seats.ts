/**
 * Who sits where. Players hold a seat with a secret token (kept by their browser), so a
 * refresh, a dropped connection or a restart gives the seat back to the same player and
 * never to a stranger. Secrets are compared in constant time.
 */
import { ErrorCode, ServerError } from "@colyseus/core";
import { SEATS, tagRefusal, type JoinOptions, type JoinRefusalCode, type JoinRefusalParams, type Seat, type Viewer } from "@playmat/shared";
import { log } from "../logger";
import type { StoredSeats } from "../store/game-store";
import { checkGuess, hashSecret, hashToken, newToken, SecretsBusy, tokenMatches, type GuessVerdict } from "./secrets";

export { newToken } from "./secrets";

export interface SeatHolder {
  /** hashToken(seat token): the token itself lives only in the player's browser. */
  tokenHash: string;
  name: string;
  sessionId: string | null;
}

/** The room's join secrets as hashes (secrets.ts); stored with the room. */
export interface RoomSecrets {
  passwordHash: string | null;
  judgeCodeHash: string;
}

export interface Admission {
  role: "player" | "spectator" | "judge";
  seat: Seat | null;
  name: string;
  seatToken?: string;
  /** This join took a free seat: the room stores the seats before letting the player in. */
  claimed?: boolean;
  /**
   * At a practice table the player holds both seats with one token, and `seat` is the seat in
   * view: the room moves it when the player turns to the other side (rooms/practice.ts).
   */
  practice?: true;
}

/**
 * A join the room turns down (wrong password or judge code, seat taken, bad options): an
 * answer for the client, not a server fault, so Colyseus sends it without logging a stack.
 */
export class JoinRefused extends ServerError {
  /** `english` goes out tagged with `refusal` and `params` for the client to word (tagRefusal); the log reads `english`. */
  constructor(
    readonly english: string,
    readonly refusal: JoinRefusalCode,
    params?: JoinRefusalParams,
  ) {
    super(ErrorCode.AUTH_FAILED, tagRefusal(english, refusal, params));
  }
}

/**
 * A refused join is logged as what it is: one line at info level with the room and the reason
 * (never the password or code tried), no stack. The refusal goes on to the client.
 */
export function logRefusal(room: string, refusal: JoinRefused): JoinRefused {
  log.info({ room, reason: refusal.english }, "join refused");
  return refusal;
}

/** Runs a join's checks, logging a refusal (logRefusal). */
export async function logRefusals<T>(room: string, join: () => Promise<T>): Promise<T> {
  try {
    return await join();
  } catch (error) {
    throw error instanceof JoinRefused ? logRefusal(room, error) : error;
  }
}

export class SeatRegistry {
  readonly seats: Partial<Record<Seat, SeatHolder>> = {};

  constructor(
    readonly secrets: RoomSecrets,
    stored: StoredSeats = {},
    /** The judge code in clear, for the creator's welcome; unknown after a restart. */
    readonly judgeCode?: string,
    /** A practice table: one player takes both seats with one token (rooms/practice.ts). */
    readonly practice = false,
  ) {
    for (const seat of SEATS) {
      const held = stored[seat];
      if (held) this.seats[seat] = { tokenHash: held.tokenHash, name: held.name, sessionId: null };
    }
  }

  /** A new room's registry: its password and judge code are kept only as hashes. */
  static async create(password: string | undefined, judgeCode: string, practice = false): Promise<SeatRegistry> {
    const secrets = { passwordHash: password ? await hashSecret(password) : null, judgeCodeHash: await hashSecret(judgeCode) };
    return new SeatRegistry(secrets, {}, judgeCode, practice);
  }

  /** The seats as the store keeps them. */
  stored(): StoredSeats {
    const out: StoredSeats = {};
    for (const seat of SEATS) {
      const holder = this.seats[seat];
      if (holder) out[seat] = { name: holder.name, tokenHash: holder.tokenHash };
    }
    return out;
  }

  /**
   * Decides what a joining client becomes, or refuses with a reason it can show. `from` is whom
   * its guesses at the password or judge code count against (client-address.ts: guesserOf).
   */
  async admit(options: Required<Pick<JoinOptions, "role" | "name">> & JoinOptions, from: string): Promise<Admission> {
    if (this.secrets.passwordHash) {
      // No password at all is no guess: it says what is missing and costs the table none of its guesses.
      if (!options.password) throw new JoinRefused("This room has a password: enter it to join.", "join.password.needed");
      refuseUnlessRight(await guess(options.password, this.secrets.passwordHash, from), "room password");
    }
    if (options.role === "judge") {
      if (!options.judgeCode) throw new JoinRefused("Enter the room's judge code to join as judge.", "join.judge-code.needed");
      refuseUnlessRight(await guess(options.judgeCode, this.secrets.judgeCodeHash, from), "judge code");
      return { role: "judge", seat: null, name: options.name };
    }
    if (options.role === "spectator") return { role: "spectator", seat: null, name: options.name };
    // No await from here on: two joins racing for the last seat are decided in one step.
    if (options.seatToken) {
      const seat = SEATS.find((s) => this.seats[s] && tokenMatches(options.seatToken, this.seats[s]!.tokenHash));
      if (seat && this.practice) return { role: "player", seat, name: this.seats[seat]!.name, seatToken: options.seatToken, practice: true };
      if (seat) return { role: "player", seat, name: this.seats[seat]!.name, seatToken: options.seatToken };
    }
    if (this.practice) return this.claimBoth(options.name);
    const wanted = options.seat ? [options.seat] : SEATS;
    const seat = wanted.find((s) => !this.seats[s]);
    if (!seat) {
      if (options.seat) throw new JoinRefused(`Seat ${options.seat} is taken.`, "join.seat.taken", { seat: options.seat });
      throw new JoinRefused("Both seats are taken: join as a spectator.", "join.seats.full");
    }
    const token = newToken();
    this.seats[seat] = { tokenHash: hashToken(token), name: options.name, sessionId: null };
    return { role: "player", seat, name: options.name, seatToken: token, claimed: true };
  }

  /** A practice table's one player: both seats under one token, or a refusal while they are held. */
  private claimBoth(name: string): Admission {
    if (SEATS.some((s) => this.seats[s])) throw new JoinRefused("This is a practice table: one player plays both seats. Join as a spectator.", "join.practice");
    const token = newToken();
    for (const seat of SEATS) this.seats[seat] = { tokenHash: hashToken(token), name, sessionId: null };
    return { role: "player", seat: "p1", name, seatToken: token, claimed: true, practice: true };
  }

  /** The seats a player's admission holds: both at a practice table. */
  heldBy(admission: Admission): Seat[] {
    if (!admission.seat) return [];
    return admission.practice ? SEATS.filter((s) => this.seats[s]) : [admission.seat];
  }

  /** A player who leaves before the game starts gives the seat up. */
  release(seat: Seat): void {
    delete this.seats[seat];
  }
}

async function guess(given: string | undefined, stored: string, from: string): Promise<GuessVerdict> {
  try {
    return await checkGuess(given, stored, from);
  } catch (error) {
    if (error instanceof SecretsBusy) throw new JoinRefused(error.message, "join.busy");
    throw error;
  }
}

function refuseUnlessRight(verdict: GuessVerdict, what: "room password" | "judge code"): void {
  const secret = what === "room password" ? "join.password" : "join.judge-code";
  if (verdict === "limited-address") {
    throw new JoinRefused(`Too many wrong guesses at this table's ${what} from your address: try again in a minute.`, `${secret}.limited-address`);
  }
  if (verdict === "limited-secret") {
    throw new JoinRefused(`Too many wrong guesses at this table's ${what}, from many addresses: try again in a minute.`, `${secret}.limited`);
  }
  if (verdict === "wrong") throw new JoinRefused(`Wrong ${what}.`, `${secret}.wrong`);
}

export function viewerOf(admission: Pick<Admission, "role" | "seat">): Viewer {
  if (admission.role === "judge") return { role: "judge" };
  if (admission.role === "player" && admission.seat) return { role: "player", seat: admission.seat };
  return { role: "spectator" };
}
