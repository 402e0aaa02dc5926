import { z } from "zod";

export { changePasswordInput } from "@proseo/core";
export const changePasswordOutput = z.object({
  sessions_ended: z.number().int().describe("The user's other console sessions, ended by the change."),
});
