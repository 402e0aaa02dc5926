import { z } from "zod";

export { acceptInvitationInput } from "@proseo/core";
/** The same answer whether the invited email was free or already had an account. */
export const acceptInvitationOutput = z.void();
