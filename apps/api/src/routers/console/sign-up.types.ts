import { sessionUserOutput } from "./verify-credentials.types.js";

export { signUpInput } from "@proseo/core";
export const signUpOutput = sessionUserOutput;
