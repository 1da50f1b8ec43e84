// Staff passwords: argon2id through @node-rs/argon2 with its defaults (memory-hard, PHC string
// with salt and parameters embedded), so the stored value alone suffices to verify.
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` is the one `stored` was made from; false for a stored value that is no argon2 hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
