import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { newId } from "../ids.js";
import { bookMovement } from "./ledger.js";

export async function grantCredits(deps: Deps, orgId: string, amount: number): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new AppError("validation_failed", "A grant is a positive whole number of credits.", [
      { path: "amount", message: "must be a positive integer" },
    ]);
  }
  return deps.db.$transaction((tx) =>
    bookMovement(tx, deps.now(), { orgId, kind: "grant", amount, reference: `grant:${newId("cre")}` }),
  );
}
