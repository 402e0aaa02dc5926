import type { QualityCheckName } from "./constants.js";
import type { Quality } from "./quality.js";

/** What the review filters read of a language's content: its score and the checks it fails. */
interface LanguageQuality {
  score: number;
  failed_checks: QualityCheckName[];
}

/** A product's contentQuality, qualityMin and failedChecks (docs/contract.md "Lists and pagination"). */
export interface ContentQualityColumns {
  contentQuality: Record<string, LanguageQuality>;
  qualityMin: number | null;
  failedChecks: QualityCheckName[];
}

/**
 * The quality columns of a product once `scored` languages of its content were scored anew: the other
 * languages keep theirs. Every write of content values (generation, edit) stores these in its transaction.
 */
export function contentQualityColumns(
  stored: unknown,
  scored: readonly { language: string; quality: Pick<Quality, "score" | "checks"> }[],
): ContentQualityColumns {
  const contentQuality: Record<string, LanguageQuality> = { ...(stored as Record<string, LanguageQuality>) };
  for (const { language, quality } of scored) {
    contentQuality[language] = {
      score: quality.score,
      failed_checks: quality.checks.filter((entry) => !entry.passed).map((entry) => entry.check),
    };
  }
  const languages = Object.values(contentQuality);
  return {
    contentQuality,
    qualityMin: languages.length ? Math.min(...languages.map((language) => language.score)) : null,
    failedChecks: [...new Set(languages.flatMap((language) => language.failed_checks))].sort(),
  };
}
