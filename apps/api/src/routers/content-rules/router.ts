import { router } from "../../trpc.js";
import { deleteCategoryRulesRoute } from "./delete-category-rules.js";
import { getContentRulesRoute } from "./get-content-rules.js";
import { listBrokenTextsRoute } from "./list-broken-texts.js";
import { listRuleAttributesRoute } from "./list-rule-attributes.js";
import { previewRulesRoute } from "./preview-rules.js";
import { putCategoryRulesRoute } from "./put-category-rules.js";
import { putContentRulesRoute } from "./put-content-rules.js";

export const contentRulesRouter = router({
  get: getContentRulesRoute,
  put: putContentRulesRoute,
  putCategory: putCategoryRulesRoute,
  deleteCategory: deleteCategoryRulesRoute,
  preview: previewRulesRoute,
  attributes: listRuleAttributesRoute,
  broken: listBrokenTextsRoute,
});
