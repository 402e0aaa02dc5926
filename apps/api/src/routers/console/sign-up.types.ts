import { z } from "zod";

export { signUpInput } from "@proseo/core";
/** The same answer whether the email was free or already had an account. */
export const signUpOutput = z.void();
