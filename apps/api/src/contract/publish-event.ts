import { z } from "zod";
import { ActorKind, PublishAction, type PublishEvent } from "@proseo/db";

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
  })
  .meta({ id: "PublishEvent", description: "One publishing action that concerned a version." });

export const publishEventView = (event: PublishEvent): z.infer<typeof publishEventSchema> => ({
  action: event.action,
  actor: { type: event.actorKind, id: event.actorId },
  at: event.createdAt.toISOString(),
});
