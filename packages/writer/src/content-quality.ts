import type { QualityCheckName } from "./constants.js";
import type { Quality } from "./quality.js";

/**
 * What the review filters and the quality gate read of a language's content: its score, whether it
 * passes (`Quality.passed`), the checks it fails and their hints.
 */
interface LanguageQuality {
  score: number;
  passed: boolean;
  failed_checks: QualityCheckName[];
  /** The hint of each failed check: what was found, or what to change. */
  hints: Partial<Record<QualityCheckName, string>>;
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
  scored: readonly { language: string; quality: Pick<Quality, "score" | "passed" | "checks"> }[],
): ContentQualityColumns {
  const contentQuality: Record<string, LanguageQuality> = { ...(stored as Record<string, LanguageQuality>) };
  for (const { language, quality } of scored) {
    const failed = quality.checks.filter((entry) => !entry.passed);
    contentQuality[language] = {
      score: quality.score,
      passed: quality.passed,
      failed_checks: failed.map((entry) => entry.check),
      hints: Object.fromEntries(failed.map((entry) => [entry.check, entry.hint])),
    };
  }
  const languages = Object.values(contentQuality);
  return {
    contentQuality,
    qualityMin: languages.length ? Math.min(...languages.map((language) => language.score)) : null,
    failedChecks: [...new Set(languages.flatMap((language) => language.failed_checks))].sort(),
  };
}

/** A check that one language of the content fails, as its quality result names it. */
export interface FailedCheck {
  language: string;
  check: QualityCheckName;
  hint: string;
}

/**
 * The quality gate: the checks that keep a product's content (its contentQuality) from passing, every
 * failed check of each language that does not pass, in language order. None: the content passes (or
 * has no language to check).
 */
export const failingChecks = (contentQuality: unknown): FailedCheck[] =>
  Object.entries(contentQuality as Record<string, LanguageQuality>)
    .filter(([, quality]) => !quality.passed)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([language, quality]) =>
      quality.failed_checks.map((check) => ({ language, check, hint: quality.hints[check] ?? "" })),
    );
