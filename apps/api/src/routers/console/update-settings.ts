import { updateOrganizationSettings } from "@proseo/core";
import { organizationView } from "../../contract/organization.js";
import { sessionProcedure } from "../../trpc.js";
import { updateSettingsInput, updateSettingsMeta, updateSettingsOutput } from "./update-settings.types.js";

export const updateSettingsRoute = sessionProcedure
  .meta(updateSettingsMeta)
  .input(updateSettingsInput)
  .output(updateSettingsOutput)
  .mutation(async ({ ctx, input }) =>
    organizationView(
      await updateOrganizationSettings(ctx.services.deps, ctx.org.id, {
        languages: input.languages,
        defaultChannel: input.defaultChannel,
        autoPublish: input.autoPublish,
        preserveEdits: input.preserveEdits,
      }),
    ),
  );
