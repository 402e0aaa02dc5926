import { z } from "zod";
import { RevisionReason } from "@proseo/db";
import type { RevisionWithPublishing } from "@proseo/core";
import { publishEventSchema, publishEventView } from "./publish-event.js";

export const revisionSchema = z
  .object({
    version: z.number().int(),
    reason: z.enum(RevisionReason),
    created_at: z.string().describe("ISO 8601 UTC."),
    changes: z
      .record(z.string(), z.unknown())
      .describe(
        "Differences against the previous version; empty for the first. base: {field: [old, new]}; values: {attribute: {language: [[old values], [new values]]}}; source_data: {changed: [column names]}; categories: [old levels, new levels]; deleted: [old, new]; locks (reason lock): {language: [fields locked before, after]}. A cut section carries _truncated: {kept, total}.",
      ),
    publishing: z
      .array(publishEventSchema)
      .describe(
        "The publishing events that concern this version, oldest first: when it was published or approved, and when it stopped being served (unpublish). Empty when it was never published.",
      ),
  })
  .meta({ id: "Revision" });

export const revisionView = (revision: RevisionWithPublishing): z.infer<typeof revisionSchema> => ({
  version: revision.version,
  reason: revision.reason,
  created_at: revision.createdAt.toISOString(),
  changes: revision.changes as Record<string, unknown>,
  publishing: revision.publishing.map(publishEventView),
});
