import type { z } from "zod";
import { type Config, starterCredits } from "../config.js";
import type { Deps } from "../deps.js";
import { AppError } from "../errors.js";
import { signUp, type signUpInput } from "./sign-up.js";

/**
 * Sign-up as a visitor asks for it: an email that already has an account gets the same answer after
 * the same work (signUp's transaction fails on the unique email and leaves nothing behind), so the
 * answer never tells whether an address has an account; signing in afterwards works only for whoever
 * holds the password. With SIGNUP=invite, only invitation links make accounts.
 */
export async function requestSignUp(
  deps: Deps,
  config: Pick<Config, "SIGNUP" | "STARTER_CREDITS" | "DATABASE_URL">,
  input: z.input<typeof signUpInput>,
) {
  if (config.SIGNUP === "invite") {
    throw new AppError("sign_up_closed", "Sign-up is by invitation only: ask an owner of your organization for a link.");
  }
  try {
    await signUp(deps, input, starterCredits(config));
  } catch (error) {
    if (!(error instanceof AppError && error.code === "conflict")) throw error;
  }
}
