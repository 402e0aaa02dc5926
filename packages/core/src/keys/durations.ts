import { AppError } from "../errors.js";

const DURATION_UNITS_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Parses "30d", "12h", "90m" or "45s" into milliseconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)([smhd])$/.exec(text.trim());
  if (!match || Number(match[1]) <= 0) {
    throw new AppError("validation_failed", `"${text}" is not a duration such as 30d, 12h or 90m.`, [
      { path: "expires_in", message: "a positive number followed by s, m, h or d" },
    ]);
  }
  return Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS];
}
