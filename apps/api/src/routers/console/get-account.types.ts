import { z } from "zod";

export const getAccountOutput = z.object({ email: z.string(), name: z.string().nullable() });
