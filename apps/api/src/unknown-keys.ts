// A request with an API key this process has not resolved costs a database lookup. Two bounds keep
// anyone on the web from turning made-up or revoked keys into database load:
// - a key found unknown or revoked is remembered for a minute, so repeating it (a client left
//   with a revoked key, a script retrying) costs no lookup: the answer cannot change, since keys
//   are random (nobody can try a key before it exists) and a revocation is final;
// - each client address (an IPv6 address by its /64) may have only so many different unknown keys
//   looked up a minute, counted across API processes by the rate limiter; past that, until the
//   minute ends, a key from that address that this process has not resolved already is refused
//   with 429 without asking the database (a process that has not refused the address yet learns
//   of it with its next unknown key from there: one more lookup). Keys it has resolved keep working.
// Console session cookies count the same way (console-session.ts): a made-up session token costs a
// lookup as a made-up key does, and draws on the same budget. Sessions are not cached (a
// revocation counts at once), so the sessions a process found live are remembered here instead:
// they are still looked up from an address past its budget.
import type { RateDecision, RateLimiter } from "./rate-limit";

/** How long a refused key's digest is remembered. */
export const REMEMBER_REFUSED_MS = 60_000;
/** How long a live session's digest is remembered after its last request (a console session's eight hours). */
const REMEMBER_LIVE_MS = 8 * 3_600_000;
/** At most this many refused digests (and blocked addresses) are held; the oldest go first. */
const MAX_HELD = 50_000;

export class UnknownKeys {
  /** Refused key digests → when to forget them (ms). */
  private readonly refused = new Map<string, number>();
  /** Addresses past their budget → when their window ends (ms). */
  private readonly blocked = new Map<string, number>();
  /** Digests of sessions found live → when to forget them (ms). */
  private readonly live = new Map<string, number>();

  constructor(
    private readonly limiter: RateLimiter,
    /** Different unknown keys one address may have looked up a minute. */
    readonly perAddress: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Whether this key digest was refused within the last minute (answer 401 without a lookup). */
  wasRefused(secretHash: string): boolean {
    return this.fresh(this.refused, secretHash) > 0;
  }

  /** Remembers a session found live, which is looked up even from an address past its budget. */
  foundLive(secretHash: string): void {
    hold(this.live, secretHash, this.clock() + REMEMBER_LIVE_MS);
  }

  /** Whether this session digest was found live lately. */
  wasLive(secretHash: string): boolean {
    return this.fresh(this.live, secretHash) > 0;
  }

  /** Seconds until the address may have unknown keys looked up again; 0 when it may now. */
  blockedSeconds(address: string): number {
    return Math.ceil(this.fresh(this.blocked, address) / 1000);
  }

  /**
   * Remembers a refused key and, when the request came from a client address, counts it against
   * that address: the limiter's refusal when the address is past its budget, else null.
   */
  async refuse(secretHash: string, address?: string): Promise<RateDecision | null> {
    hold(this.refused, secretHash, this.clock() + REMEMBER_REFUSED_MS);
    if (address === undefined) return null;
    const decision = await this.limiter.consume(`unknown-keys:${address}`, this.perAddress);
    if (decision.allowed) return null;
    hold(this.blocked, address, this.clock() + decision.resetSeconds * 1000);
    return decision;
  }

  /** Milliseconds left of an entry (0 when absent or over, and then forgotten). */
  private fresh(entries: Map<string, number>, key: string): number {
    const until = entries.get(key);
    if (until === undefined) return 0;
    const left = until - this.clock();
    if (left > 0) return left;
    entries.delete(key);
    return 0;
  }

  get size(): { refused: number; blocked: number } {
    return { refused: this.refused.size, blocked: this.blocked.size };
  }
}

/** Holds `key` until `until` (ms) in a map of at most MAX_HELD entries, the oldest forgotten first. */
export function hold(entries: Map<string, number>, key: string, until: number) {
  // Re-inserted, so that Map order (insertion order) stays oldest first.
  entries.delete(key);
  if (entries.size >= MAX_HELD) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, until);
}
