import { z } from "zod";
import { ActorKind, PublishAction, type PublishEvent } from "@proseo/db";
import { type FailedCheck, QUALITY_CHECK_NAMES } from "@proseo/core";

export const failedCheckSchema = z
  .object({
    language: z.string().describe("The language of the content that fails it."),
    check: z.enum(QUALITY_CHECK_NAMES).describe("The quality check's name, as the generation's quality.checks name it."),
    hint: z.string().describe("What the check found, or what to change, as its quality result says."),
  })
  .meta({
    id: "FailedCheck",
    description:
      "A quality check that content failed, in a language whose quality did not pass (quality.passed false: a score below the pass mark, too little data, an unsupported claim, a broken content rule or contradicting data).",
  });

export const publishEventSchema = z
  .object({
    action: z
      .enum(PublishAction)
      .describe(
        "publish: this version was published (by POST /publish, or at once by a generation when the organization publishes automatically); approve: it was published as the candidate; unpublish: it stopped being served.",
      ),
    actor: z
      .object({
        type: z.enum(ActorKind).describe("api_key: a call with an API key; user: a console user."),
        id: z.string().describe("The API key's id (key_...) or the user's id (usr_...)."),
      })
      .describe("Who did it."),
    at: z.string().describe("ISO 8601 UTC."),
    failed_checks: z
      .array(failedCheckSchema)
      .optional()
      .describe(
        "Present when the content published or approved failed the quality gate: each check it failed, per language. A single approve or publish is a person's decision and publishes it anyway; a bulk approve only with include_failing.",
      ),
    include_failing: z
      .literal(true)
      .optional()
      .describe(
        "Present when a bulk approve (POST /v1/publishing/approve) published this failing content because its request said include_failing: true.",
      ),
  })
  .meta({ id: "PublishEvent", description: "One publishing action that concerned a version." });

export const publishEventView = (event: PublishEvent): z.infer<typeof publishEventSchema> => {
  const failedChecks = event.failedChecks as unknown as FailedCheck[];
  return {
    action: event.action,
    actor: { type: event.actorKind, id: event.actorId },
    at: event.createdAt.toISOString(),
    ...(failedChecks.length ? { failed_checks: failedChecks } : {}),
    ...(event.includeFailing ? { include_failing: true as const } : {}),
  };
};
