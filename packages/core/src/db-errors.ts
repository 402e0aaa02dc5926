import { Prisma } from "@proseo/db";

/** True when a write failed on a unique constraint (a concurrent or repeated insert of the same key). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
