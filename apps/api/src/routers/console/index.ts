// Procedures of the web console only (no /v1 route): sign-in and sign-up for the console's
// server, and what a signed-in member does with their organization.
import { z } from "zod";
import {
  createApiKey,
  languageCode,
  listApiKeys,
  organizationView,
  recentLedgerEntries,
  revokeApiKey,
  SCOPES,
  signUp,
  signUpInput,
  updateOrganizationSettings,
  verifyCredentials,
} from "@proseo/core";
import { internalProcedure, router, sessionProcedure } from "../../trpc.js";

const DAY_MS = 86_400_000;

export const consoleRouter = router({
  auth: router({
    verifyCredentials: internalProcedure
      .input(z.object({ email: z.string(), password: z.string() }))
      .mutation(({ ctx, input }) => verifyCredentials(ctx.services.deps, input.email, input.password)),
    signUp: internalProcedure.input(signUpInput).mutation(({ ctx, input }) => signUp(ctx.services.deps, input)),
  }),
  overview: sessionProcedure.query(async ({ ctx }) => ({
    organization: organizationView(ctx.org),
    ledger: await recentLedgerEntries(ctx.services.deps, ctx.org.id, 10),
  })),
  keys: router({
    list: sessionProcedure.query(({ ctx }) => listApiKeys(ctx.services.deps, ctx.org.id)),
    create: sessionProcedure
      .input(
        z.object({
          name: z.string().trim().max(100).optional(),
          scopes: z.array(z.enum(SCOPES)).min(1, "choose at least one scope"),
          expiresInDays: z.number().int().min(1).max(3650).nullable(),
        }),
      )
      .mutation(({ ctx, input }) =>
        createApiKey(ctx.services.deps, {
          orgId: ctx.org.id,
          name: input.name || undefined,
          scopes: input.scopes,
          expiresAt: input.expiresInDays ? new Date(ctx.services.deps.now().getTime() + input.expiresInDays * DAY_MS) : undefined,
        }),
      ),
    revoke: sessionProcedure
      .input(z.object({ id: z.string().min(1) }))
      .mutation(({ ctx, input }) => revokeApiKey(ctx.services.deps, input.id, ctx.org.id)),
  }),
  settings: router({
    update: sessionProcedure
      .input(z.object({ languages: z.array(languageCode).min(1).max(50) }))
      .mutation(async ({ ctx, input }) =>
        organizationView(await updateOrganizationSettings(ctx.services.deps, ctx.org.id, { languages: input.languages })),
      ),
  }),
});
