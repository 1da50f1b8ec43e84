// Secrets kept at rest (webhook signing secrets; anything else that must be stored recoverable)
// are sealed with AES-256-GCM under the key in SECRETS_KEY. SECRETS_KEY_PREVIOUS, when set, can
// still open what the key before it sealed, so the key can be rotated: set the new key, move the
// old one to SECRETS_KEY_PREVIOUS, run `pnpm cli secrets:reencrypt`, then drop the old key.
//
// A sealed value reads `v1:<key id>:<base64url of iv, ciphertext and tag>`. The key id (derived
// from the key, not the key) says which key opens it. Sealing may bind a context (for webhooks,
// the webhook's id) that opening must repeat: a sealed value copied to another record fails.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from "node:crypto";

const PREFIX = "v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export class SecretBoxError extends Error {}

export const KEY_HELP = "32 random bytes as base64 (openssl rand -base64 32) or as 64 hex digits";

/** Reads a 32-byte key written as base64 (or base64url) or as hex. */
export function parseSecretsKey(text: string): Buffer {
  const trimmed = text.trim();
  let key: Buffer | undefined;
  if (/^[0-9a-f]{64}$/i.test(trimmed)) key = Buffer.from(trimmed, "hex");
  else if (/^[\w+/-]{43}=?$/.test(trimmed)) key = Buffer.from(trimmed, "base64");
  if (key?.length !== KEY_BYTES) throw new SecretBoxError(`must be ${KEY_HELP}`);
  return key;
}

/** The id a sealed value names its key by: not the key, and not enough to find it. */
export const keyIdOf = (key: Buffer): string =>
  createHmac("sha256", key).update("booking-service secrets key id").digest("hex").slice(0, 8);

/** Whether a stored value is sealed (in any key), as opposed to legacy plaintext. */
export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

export class SecretBox {
  private readonly keys: { id: string; key: Buffer }[];
  /** The key new values are sealed with. */
  private readonly currentKey: Buffer;
  /** The id of the key new values are sealed with. */
  readonly currentKeyId: string;

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    if (current.length !== KEY_BYTES || previous.some((k) => k.length !== KEY_BYTES))
      throw new SecretBoxError(`keys must be ${KEY_BYTES} bytes`);
    this.currentKey = current;
    this.currentKeyId = keyIdOf(current);
    this.keys = [current, ...previous].map((key) => ({ id: keyIdOf(key), key }));
  }

  seal(plaintext: string, context = ""): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.currentKey, iv);
    cipher.setAAD(aad(this.currentKeyId, context));
    const sealed = Buffer.concat([iv, cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return `${PREFIX}${this.currentKeyId}:${sealed.toString("base64url")}`;
  }

  open(value: string, context = ""): string {
    const [, keyId, body] = /^v1:([0-9a-f]{8}):([\w-]+)$/.exec(value) ?? [];
    if (keyId === undefined || body === undefined) throw new SecretBoxError("not a sealed value");
    const entry = this.keys.find((k) => k.id === keyId);
    if (!entry) throw new SecretBoxError(`sealed with a key that is neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS (key id ${keyId})`);
    const bytes = Buffer.from(body, "base64url");
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError("sealed value is truncated");
    try {
      const decipher = createDecipheriv("aes-256-gcm", entry.key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(aad(entry.id, context));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    } catch {
      throw new SecretBoxError("sealed value does not open: it was altered, or sealed for another record");
    }
  }

  /** Sealed with the current key (nothing to re-encrypt). */
  isCurrent(value: string): boolean {
    return value.startsWith(`${PREFIX}${this.currentKeyId}:`);
  }
}

const aad = (keyId: string, context: string) => Buffer.from(`${PREFIX}${keyId}:${context}`, "utf8");

/**
 * The key used when SECRETS_KEY is not set outside production (development, tests, the embedded
 * database): fixed and public, so values sealed with it are not protected at all.
 */
export const DEVELOPMENT_SECRETS_KEY = createHash("sha256").update("booking-service development secrets key (public, not secret)").digest();

export interface SecretsEnv {
  NODE_ENV?: string;
  SECRETS_KEY?: string;
  SECRETS_KEY_PREVIOUS?: string;
}

let cached: { env: string; box: SecretBox } | undefined;

/**
 * The box of the keys in the environment (or a parsed configuration). Without SECRETS_KEY:
 * refused in production, the development key otherwise (the processes log a warning at start).
 */
export function secretBoxFromEnv(env: SecretsEnv): SecretBox {
  const current = env.SECRETS_KEY?.trim() || undefined;
  const previous = env.SECRETS_KEY_PREVIOUS?.trim() || undefined;
  const production = env.NODE_ENV === "production";
  const signature = `${current ?? ""}\u0000${previous ?? ""}\u0000${production}`;
  if (cached?.env === signature) return cached.box;
  if (!current && production) throw new SecretBoxError(`SECRETS_KEY must be set when NODE_ENV=production: ${KEY_HELP}`);
  const parse = (name: string, text: string) => {
    try {
      return parseSecretsKey(text);
    } catch (error) {
      throw new SecretBoxError(`${name}: ${(error as Error).message}`);
    }
  };
  const box = new SecretBox(
    current ? parse("SECRETS_KEY", current) : DEVELOPMENT_SECRETS_KEY,
    previous ? [parse("SECRETS_KEY_PREVIOUS", previous)] : [],
  );
  cached = { env: signature, box };
  return box;
}
