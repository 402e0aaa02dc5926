import { z } from "zod";
import { SCOPES } from "@proseo/core";
import type { ProcedureMeta } from "../../trpc.js";

export const getMeMeta: ProcedureMeta = {
  openapi: {
    method: "GET",
    path: "/v1/me",
    summary: "Verify the API key",
    description: "Answers with the key's organization and the key itself; any valid key may call it, whatever its scopes.",
    tags: ["Identity"],
    protect: true,
    successDescription: "The key's organization and the key.",
  },
  examples: {
    response: {
      organization: { id: "org_3hV8sK2pQw9LmX4tB7nR", name: "Acme", languages: ["en", "de"], balance: 1000 },
      key: { id: "key_9TnW2xLq5RbV8mK3sP6d", prefix: "svck_a1B2c3", scopes: ["catalog:read", "generate"], expires_at: null },
    },
  },
};

export const getMeInput = z.void();

export const getMeOutput = z.object({
  organization: z.object({
    id: z.string().describe("Organization identifier."),
    name: z.string().describe("Organization name."),
    languages: z.array(z.string()).describe("Languages generated when a request names none."),
    balance: z.number().int().describe("Available credits."),
  }),
  key: z.object({
    id: z.string().describe("Key identifier (not the secret)."),
    prefix: z.string().describe("First characters of the key, to recognise it."),
    scopes: z.array(z.enum(SCOPES)).describe("What the key may do."),
    expires_at: z.string().nullable().describe("ISO 8601 UTC expiry, or null for none."),
  }),
});
