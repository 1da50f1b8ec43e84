// Staff passwords: argon2id through @node-rs/argon2 with its defaults (memory-hard, PHC string
// with salt and parameters embedded), so the stored value alone suffices to verify.
//
// Each hash or verify takes tens of milliseconds and 19 MiB on Node's libuv thread pool (four
// threads by default), which compression, DNS lookups and file reads share. Console sign-in is
// open to anyone, so a crowd of addresses each within its own attempt limit could otherwise keep
// every thread busy and stall other salons' answers. A process-wide gate lets at most
// ARGON2_AT_ONCE run at a time and ARGON2_WAITING more wait their turn; the rest are refused at
// once with a 503 and Retry-After (argon2Busy): the pool always keeps threads for everything else.
//
// The gate is shared fairly. Each operation names the parties it is for (the salon, the email
// tried, the client address, the browser), and no party holds more than ARGON2_SHARE of the
// places (running or waiting), so a crowd trying one salon, one email or from one address is
// refused long before it fills the gate. When every place is taken all the same (a crowd spread
// over several salons), a newcomer whose parties hold fewer places than those of a waiting
// operation takes its place: the newest waiting operation of the parties holding the most places
// is refused instead. So another salon's member always finds a place. And a free place goes to
// the waiting operation whose parties hold fewest places (the oldest among equals), so that
// member need not wait behind the crowd either.
import { hash, verify } from "@node-rs/argon2";
import { AppError } from "../errors";

/** Argon2 operations running at once in this process: half the thread pool's default four. */
export const ARGON2_AT_ONCE = 2;
/** Argon2 operations waiting for a turn before more are refused (a few hundred milliseconds of work). */
export const ARGON2_WAITING = 8;
/** Places (running or waiting) one party may hold: a salon, an email, a client address, a browser. */
export const ARGON2_SHARE = 4;

/** The answer when the gate has no place: try again in a moment. */
export function argon2Busy(): AppError {
  const error = new AppError("SERVICE_UNAVAILABLE", "Too many sign-ins and password changes at once; try again in a moment");
  error.retryAfterSeconds = 1;
  return error;
}

/** Who an operation is for, each a name such as `salon:<id>` or `address:<bucket>`. */
export type Argon2Parties = readonly string[];

interface Place {
  parties: Argon2Parties;
  start(): void;
  refuse(error: AppError): void;
}

/** The gate on argon2 operations (see the top of this file); one per process, tests make their own. */
export class Argon2Gate {
  private running = 0;
  /** Operations waiting for their turn, oldest first. */
  private readonly waiting: Place[] = [];
  /** Places (running or waiting) each party holds. */
  private readonly held = new Map<string, number>();

  constructor(readonly limits: { atOnce: number; waiting: number; share: number }) {}

  /**
   * Runs `work` once a place is free, holding it for `parties` until `work` settles. Rejects with
   * argon2Busy() without running it when a party already holds its share or the gate is full, or
   * when another operation takes its place while it waits.
   */
  run<T>(parties: Argon2Parties, work: () => Promise<T>): Promise<T> {
    if (parties.some((party) => this.holding(party) >= this.limits.share)) return Promise.reject(argon2Busy());
    if (this.running + this.waiting.length >= this.limits.atOnce + this.limits.waiting && !this.pushOutFor(parties)) {
      return Promise.reject(argon2Busy());
    }
    for (const party of parties) this.held.set(party, this.holding(party) + 1);
    return new Promise<T>((resolve, reject) => {
      const place: Place = {
        parties,
        start: () => {
          this.running += 1;
          Promise.resolve()
            .then(work)
            .then(resolve, reject)
            .finally(() => {
              this.running -= 1;
              this.leave(parties);
              this.startNext();
            });
        },
        refuse: reject,
      };
      if (this.running < this.limits.atOnce) place.start();
      else this.waiting.push(place);
    });
  }

  /** Operations running and waiting now. */
  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private holding(party: string): number {
    return this.held.get(party) ?? 0;
  }

  /** The places held by the party of `parties` that holds the most (after `extra` more). */
  private weight(parties: Argon2Parties, extra = 0): number {
    let most = 0;
    for (const party of parties) most = Math.max(most, this.holding(party) + extra);
    return most;
  }

  /** Refuses the newest waiting operation of the parties holding the most places, if they hold more than `parties` would; whether one was. */
  private pushOutFor(parties: Argon2Parties): boolean {
    let victim = -1;
    let victimWeight = 0;
    for (let i = 0; i < this.waiting.length; i++) {
      const weight = this.weight(this.waiting[i]?.parties ?? []);
      if (weight >= victimWeight) {
        victim = i;
        victimWeight = weight;
      }
    }
    if (victim < 0 || victimWeight <= this.weight(parties, 1)) return false;
    const [place] = this.waiting.splice(victim, 1);
    if (!place) return false;
    this.leave(place.parties);
    place.refuse(argon2Busy());
    return true;
  }

  private leave(parties: Argon2Parties) {
    for (const party of parties) {
      const left = this.holding(party) - 1;
      if (left > 0) this.held.set(party, left);
      else this.held.delete(party);
    }
  }

  /** Starts waiting operations while places to run are free: those whose parties hold fewest places first, then the oldest. */
  private startNext() {
    while (this.running < this.limits.atOnce && this.waiting.length > 0) {
      let next = 0;
      let nextWeight = Infinity;
      for (let i = 0; i < this.waiting.length; i++) {
        const weight = this.weight(this.waiting[i]?.parties ?? []);
        if (weight < nextWeight) {
          next = i;
          nextWeight = weight;
        }
      }
      const [place] = this.waiting.splice(next, 1);
      place?.start();
    }
  }
}

const gate = new Argon2Gate({ atOnce: ARGON2_AT_ONCE, waiting: ARGON2_WAITING, share: ARGON2_SHARE });

/** The argon2 operations, for use inside a turn of the gate (withArgon2Turn) only. */
export interface Argon2Turn {
  hash(password: string): Promise<string>;
  /** Whether `password` is the one `stored` was made from; false for a stored value that is no argon2 hash. */
  verify(stored: string, password: string): Promise<boolean>;
}

const turn: Argon2Turn = {
  hash: (password) => hash(password),
  verify: (stored, password) => verify(stored, password).catch(() => false),
};

/**
 * Runs `work` in a turn of the process's gate for `parties`: what it does before and between its
 * argon2 operations (a budget charged, say) happens only once its turn has come. Rejects with
 * argon2Busy() when refused a place.
 */
export function withArgon2Turn<T>(parties: Argon2Parties, work: (argon2: Argon2Turn) => Promise<T>): Promise<T> {
  return gate.run(parties, () => work(turn));
}

/** A password's argon2id hash, made in a turn of the gate for `parties` (the salon's password changes). */
export function hashPassword(password: string, parties: Argon2Parties): Promise<string> {
  return gate.run(parties, () => turn.hash(password));
}
