import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEVELOPMENT_SECRETS_KEY, isSealed, keyIdOf, parseSecretsKey, SecretBox, SecretBoxError, secretBoxFromEnv } from "./secret-box";

const keyA = randomBytes(32);
const keyB = randomBytes(32);

describe("SecretBox", () => {
  it("round-trips, with a fresh IV each time, and never shows the plaintext", () => {
    const box = new SecretBox(keyA);
    for (const plaintext of ["whsec_0123456789abcdef", "", "ünïcødé ✓ 🔑", "x".repeat(500)]) {
      const sealed = box.seal(plaintext, "wh_1");
      expect(sealed).toMatch(new RegExp(`^v1:${keyIdOf(keyA)}:[A-Za-z0-9_-]+$`));
      if (plaintext) expect(sealed).not.toContain(plaintext);
      expect(box.open(sealed, "wh_1")).toBe(plaintext);
      expect(box.seal(plaintext, "wh_1")).not.toBe(sealed);
    }
    expect(isSealed(box.seal("s"))).toBe(true);
    expect(isSealed("whsec_plain")).toBe(false);
  });

  it("fails with another key", () => {
    const sealed = new SecretBox(keyA).seal("secret");
    expect(() => new SecretBox(keyB).open(sealed)).toThrow(/neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS/);
    // Even when the other key claims the same id.
    const forged = sealed.replace(/^v1:[0-9a-f]{8}:/, `v1:${keyIdOf(keyB)}:`);
    expect(() => new SecretBox(keyB).open(forged)).toThrow(SecretBoxError);
  });

  it("fails when the sealed value was altered, truncated, or moved to another record", () => {
    const box = new SecretBox(keyA);
    const sealed = box.seal("secret", "wh_1");
    const body = sealed.slice(sealed.lastIndexOf(":") + 1);
    const bytes = Buffer.from(body, "base64url");
    for (const index of [0, 12, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[index]! ^= 1;
      expect(() => box.open(sealed.replace(body, altered.toString("base64url")), "wh_1")).toThrow(/altered/);
    }
    expect(() => box.open(sealed.replace(body, body.slice(0, 20)), "wh_1")).toThrow(SecretBoxError);
    expect(() => box.open(sealed, "wh_2")).toThrow(/another record/);
    expect(() => box.open("secret")).toThrow(/not a sealed value/);
  });

  it("opens what the previous key sealed, and seals with the current one", () => {
    const old = new SecretBox(keyA).seal("secret", "wh_1");
    const rotated = new SecretBox(keyB, [keyA]);
    expect(rotated.open(old, "wh_1")).toBe("secret");
    expect(rotated.isCurrent(old)).toBe(false);
    const resealed = rotated.seal("secret", "wh_1");
    expect(rotated.isCurrent(resealed)).toBe(true);
    expect(new SecretBox(keyB).open(resealed, "wh_1")).toBe("secret");
    expect(() => new SecretBox(keyA).open(resealed, "wh_1")).toThrow(SecretBoxError);
  });
});

describe("keys from the environment", () => {
  it("reads base64, base64url and hex, and refuses anything else", () => {
    expect(parseSecretsKey(keyA.toString("base64")).equals(keyA)).toBe(true);
    expect(parseSecretsKey(keyA.toString("base64url")).equals(keyA)).toBe(true);
    expect(parseSecretsKey(` ${keyA.toString("hex")}\n`).equals(keyA)).toBe(true);
    for (const bad of ["", "short", randomBytes(16).toString("base64"), randomBytes(33).toString("base64"), "g".repeat(64)]) {
      expect(() => parseSecretsKey(bad)).toThrow(/openssl rand -base64 32/);
    }
  });

  it("uses SECRETS_KEY and SECRETS_KEY_PREVIOUS; without a key, the development key outside production only", () => {
    const box = secretBoxFromEnv({ SECRETS_KEY: keyB.toString("base64"), SECRETS_KEY_PREVIOUS: keyA.toString("hex") });
    expect(box.currentKeyId).toBe(keyIdOf(keyB));
    expect(box.open(new SecretBox(keyA).seal("s"))).toBe("s");
    expect(secretBoxFromEnv({ NODE_ENV: "test" }).currentKeyId).toBe(keyIdOf(DEVELOPMENT_SECRETS_KEY));
    expect(secretBoxFromEnv({ NODE_ENV: "development", SECRETS_KEY: "" }).currentKeyId).toBe(keyIdOf(DEVELOPMENT_SECRETS_KEY));
    expect(() => secretBoxFromEnv({ NODE_ENV: "production" })).toThrow(/SECRETS_KEY must be set when NODE_ENV=production/);
    expect(() => secretBoxFromEnv({ SECRETS_KEY: "nope" })).toThrow(/^SECRETS_KEY: must be/);
    expect(() => secretBoxFromEnv({ SECRETS_KEY: keyA.toString("base64"), SECRETS_KEY_PREVIOUS: "nope" })).toThrow(
      /^SECRETS_KEY_PREVIOUS: must be/,
    );
  });
});
