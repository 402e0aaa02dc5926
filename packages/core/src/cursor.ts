import type { z } from "zod";
import { validationFailed } from "./validation.js";

/** An opaque page cursor: the position of the last item served (its sort key and id), as base64url JSON. */
export const encodeCursor = (position: unknown): string => Buffer.from(JSON.stringify(position)).toString("base64url");

/** The position a cursor holds, or 422 on `cursor` for anything this list did not give out. */
export function decodeCursor<T extends z.ZodType>(schema: T, cursor: string): z.output<T> {
  let position: unknown;
  try {
    position = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    position = undefined;
  }
  const parsed = schema.safeParse(position);
  if (!parsed.success) throw validationFailed([{ path: "cursor", message: "Not a cursor this list gave out." }]);
  return parsed.data;
}

/** Position and offset both say where a page starts: a request gives one of them. */
export function oneStart(cursor: string | undefined, other: { name: string; given: boolean }): void {
  if (cursor !== undefined && other.given) {
    throw validationFailed([{ path: "cursor", message: `Give cursor or ${other.name}, not both.` }]);
  }
}
