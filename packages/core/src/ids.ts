import { randomBytes } from "node:crypto";

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Uniformly random base62 text (rejection sampling keeps every character equally likely). */
export function randomBase62(length: number): string {
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export type IdPrefix =
  | "org"
  | "usr"
  | "mem"
  | "inv"
  | "ses"
  | "key"
  | "cre"
  | "idem"
  | "prod"
  | "rev"
  | "attr"
  | "gen"
  | "batch"
  | "bitem"
  | "job"
  | "med"
  | "aim"
  | "aij"
  | "chan"
  | "wh"
  | "whd"
  | "pev"
  | "crul"
  | "fdt";

/** Stripe-style identifiers: a prefix naming the kind, then 20 base62 characters. */
export const newId = (prefix: IdPrefix) => `${prefix}_${randomBase62(20)}`;
