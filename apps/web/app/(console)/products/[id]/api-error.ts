import { TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@proseo/api";

/** The API's error code (`sku_conflict`, `insufficient_credits`, ...) and its per-field details, when the API answered. */
export function apiError(error: unknown): { code?: string; status?: number; details: { path: string; message: string }[] } {
  if (!(error instanceof TRPCClientError)) return { details: [] };
  const { data, shape } = error as TRPCClientError<AppRouter>;
  return { code: data?.code, status: data?.httpStatus, details: shape?.error.details ?? [] };
}
