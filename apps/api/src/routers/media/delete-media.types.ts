import { z } from "zod";
import { mediaPathInput } from "../../contract/media.js";
import type { ProcedureMeta } from "../../trpc.js";

export const deleteMediaMeta: ProcedureMeta = {
  scope: "catalog:write",
  role: "editor",
  successStatus: 204,
  openapi: {
    method: "DELETE",
    path: "/v1/products/{id}/media/{media_id}",
    summary: "Remove a media item",
    description:
      "The items after it move up one place. Its files are deleted once no other gallery item has them (files are stored once by their content, and may be shared); their URLs then answer 404. Records a change in the media feed and sends media.updated. 204 with no body.",
    tags: ["Media"],
    protect: true,
    successDescription: "Removed (no body).",
    errorResponses: { 404: "No such product, or no such item in its gallery (also when already removed)." },
  },
};

export const deleteMediaInput = mediaPathInput;
export const deleteMediaOutput = z.void();
