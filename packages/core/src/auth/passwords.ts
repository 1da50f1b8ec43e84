// Staff passwords: argon2id through @node-rs/argon2 with its defaults (memory-hard, PHC string
// with salt and parameters embedded), so the stored value alone suffices to verify.
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return verify(stored, password);
}
