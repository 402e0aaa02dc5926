import type { z } from "zod";
import { AppError, type ErrorDetail } from "./errors.js";

export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

export const validationFailed = (details: ErrorDetail[]) =>
  new AppError("validation_failed", "The request is not valid; see details.", details);

/** Validates input that does not come through a procedure (CLI, jobs) into the same 422 error. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw validationFailed(issuesToDetails(parsed.error.issues));
  return parsed.data;
}
