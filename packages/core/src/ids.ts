import { customAlphabet } from "nanoid";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const randomId = customAlphabet(BASE62, 20);

export type IdPrefix =
  | "staff"
  | "bk"
  | "pay"
  | "cus"
  | "svc"
  | "rev"
  | "wh"
  | "ntf"
  | "tpl"
  | "whd"
  | "key"
  | "ann"
  | "evt"
  | "off"
  | "cls"
  | "res"
  | "ses"
  | "cal"
  | "cs"
  | "dev"
  | "inv"
  | "vis"
  | "ser"
  | "wl"
  | "wlo";

/** A prefixed random id such as `staff_3kTq…` (20 base62 characters, ~119 bits). */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomId()}`;
}

/** A random secret of `length` base62 characters from the system's CSPRNG. */
export const randomBase62 = (length: number): string => customAlphabet(BASE62, length)();
