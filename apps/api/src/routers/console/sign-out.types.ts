import { z } from "zod";

export const signOutInput = z.object({ sessionId: z.string().min(1).max(100) });
