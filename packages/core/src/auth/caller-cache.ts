// A short-lived in-process cache of resolved API keys, so a busy API process does not ask the
// database who is calling on every request. Revocations reach it through PostgreSQL
// LISTEN/NOTIFY (see revokeApiKey), and so do settings changes (updateSettings); the TTL bounds staleness if a notification is ever missed,
// and the cache turns itself off when notifications cannot be received.
import type { Caller } from "./api-keys";

export const KEY_REVOCATION_CHANNEL = "booking_api_key_revoked";

const PROVIDER_CHANGED_PREFIX = "provider:";

/** The notification that a provider's settings changed (its cached callers carry them). */
export const providerChangedPayload = (providerId: string) => `${PROVIDER_CHANGED_PREFIX}${providerId}`;

export class CallerCache {
  private readonly entries = new Map<string, { caller: Caller; expiresAt: number }>();
  private enabled = true;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached caller of this key hash, if fresh. */
  get(secretHash: string): Caller | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(secretHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(secretHash);
      return undefined;
    }
    return entry.caller;
  }

  set(secretHash: string, caller: Caller): void {
    if (!this.enabled || this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // Frozen: every request of the key shares this one object (procedures read it, never copy it).
    this.entries.set(secretHash, { caller: Object.freeze(caller), expiresAt: Date.now() + this.ttlMs });
  }

  /** Forgets every entry of a key (by its id), e.g. when it is revoked. */
  evictKey(keyId: string): void {
    for (const [hash, entry] of this.entries) if (entry.caller.keyId === keyId) this.entries.delete(hash);
  }

  /** Forgets every entry of a provider (their settings changed). */
  evictProvider(providerId: string): void {
    for (const [hash, entry] of this.entries) if (entry.caller.providerId === providerId) this.entries.delete(hash);
  }

  /** Acts on a notification of the key-cache channel: a revoked key's id, or a changed provider. */
  onNotification(payload: string): void {
    if (payload.startsWith(PROVIDER_CHANGED_PREFIX)) this.evictProvider(payload.slice(PROVIDER_CHANGED_PREFIX.length));
    else this.evictKey(payload);
  }

  /** Stops caching (and forgets everything) while revocations cannot be heard; start() resumes. */
  stop(): void {
    this.enabled = false;
    this.entries.clear();
  }

  start(): void {
    this.enabled = true;
  }

  get size(): number {
    return this.entries.size;
  }
}
