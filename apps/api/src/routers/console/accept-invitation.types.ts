import { sessionUserOutput } from "./verify-credentials.types.js";

export { acceptInvitationInput } from "@proseo/core";
export const acceptInvitationOutput = sessionUserOutput;
