import { z } from "zod";

export const getSignUpModeOutput = z.object({ signUp: z.enum(["open", "invite"]) });
