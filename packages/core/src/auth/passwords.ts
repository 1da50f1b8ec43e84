// Staff passwords: argon2id through @node-rs/argon2 with its defaults (memory-hard, PHC string
// with salt and parameters embedded), so the stored value alone suffices to verify.
import { hash } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}
