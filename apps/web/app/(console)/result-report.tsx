"use client";
import type { AppRouter } from "@proseo/api";
import { QUALITY_GATES, QUALITY_PASS_SCORE, type QualityCheckName } from "@proseo/writer/constants";
import type { inferRouterOutputs } from "@trpc/server";
import { useTranslations } from "next-intl";
import { useLanguageName } from "../language-names";
import { words } from "./field-names";
import { Marked } from "./review/comparison";

/**
 * A quality check by its label (QualityChecks in messages/, one per check of QUALITY_CHECK_NAMES in
 * packages/writer/src/constants.ts), a name the console does not know yet as words.
 */
export function useCheckLabel() {
  const t = useTranslations("QualityChecks");
  return (name: string) => (t.has(name as QualityCheckName) ? t(name as QualityCheckName) : words(name));
}

type Preview = inferRouterOutputs<AppRouter>["contentRules"]["preview"]["saved"];
type RulesApplied = Preview["rules_applied"];
type ContentRules = RulesApplied["rules"];
type PartialRules = inferRouterOutputs<AppRouter>["contentRules"]["get"]["categories"][number]["rules"];
type QualityReport = Preview["quality"];
/** The layers a rule comes from but a category (RuleSource, packages/writer/src/content-rules/rules.ts). */
type Source = "default" | "organization" | "request";

export function Quality({ quality }: { quality: QualityReport }) {
  const t = useTranslations("Report");
  const checkLabel = useCheckLabel();
  // Why a text does not pass: a score below the threshold, and each gate it fails.
  const gates = quality.checks.filter((check) => !check.passed && QUALITY_GATES.includes(check.check));
  const failureReasons = [
    ...(quality.score < QUALITY_PASS_SCORE ? [t("below", { score: QUALITY_PASS_SCORE })] : []),
    ...gates.map((check) => t("fails", { check: checkLabel(check.check) })),
  ];
  const failed = quality.checks.filter((check) => !check.passed);
  const passed = quality.checks.filter((check) => check.passed);
  return (
    <div className="quality" data-testid="quality">
      <h3>
        {t("score", { score: quality.score })}{" "}
        <span className={quality.passed ? "badge badge-ok" : "badge badge-down"}>
          {quality.passed ? t("passes") : failureReasons.join(", ")}
        </span>
      </h3>
      <p className="muted">{t("scoreHelp")}</p>
      {failed.length ? (
        <>
          <h4>{t("toFix", { count: failed.length })}</h4>
          <ul className="checks">
            {failed.map((check) => (
              <li key={check.check} className="check-failed" data-testid={`check-${check.check}`}>
                <span aria-hidden="true">✗</span> <strong>{checkLabel(check.check)}</strong>: {check.hint}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4>{t("passed", { count: passed.length })}</h4>
      <ul className="checks">
        {passed.map((check) => (
          <li key={check.check} className="check-passed" data-testid={`check-${check.check}`}>
            <span aria-hidden="true">✓</span> <strong>{checkLabel(check.check)}</strong>: {check.hint}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An attribute's name for a member: its label as the facts model reads it, where the page knows it (content-rules/). */
export type AttributeName = (code: string) => string;

/**
 * A rule's name (RuleFields in messages/), and its value as a member reads it; the required attributes by
 * `attributeName`, else by their codes.
 */
function useRuleWords(attributeName?: AttributeName) {
  const t = useTranslations("Report");
  const fields = useTranslations("RuleFields");
  const tones = useTranslations("Tones");
  const lengths = useTranslations("Lengths");
  const languageName = useLanguageName();
  const field = (name: string) => (fields.has(name as keyof ContentRules) ? fields(name as keyof ContentRules) : words(name));
  function value(name: keyof ContentRules, rule: ContentRules[keyof ContentRules]): string {
    if (name === "bullets" && rule === null) return t("asFactsGive");
    if (typeof rule === "boolean") return rule ? t("yes") : t("no");
    if (name === "required_attributes" && Array.isArray(rule) && attributeName) {
      return rule.length ? rule.map(attributeName).join(", ") : t("none");
    }
    if (Array.isArray(rule)) return rule.length ? rule.join(", ") : t("none");
    if (rule && typeof rule === "object") {
      const languages = Object.entries(rule as Record<string, string[]>).filter(([, phrases]) => phrases.length);
      return languages.length
        ? languages.map(([language, phrases]) => `${languageName(language)}: ${phrases.join(", ")}`).join("; ")
        : t("none");
    }
    if (name === "tone" && tones.has(rule as ContentRules["tone"])) return tones(rule as ContentRules["tone"]);
    if (name === "length" && lengths.has(rule as ContentRules["length"])) return lengths(rule as ContentRules["length"]);
    return rule === "" ? t("none") : String(rule);
  }
  /** Where a rule came from, in words: "category:Outdoor" → "category Outdoor". */
  const source = (from: string) =>
    from.startsWith("category:")
      ? t("sourceCategory", { category: from.slice(9) })
      : t.has(`sources.${from as Source}`)
        ? t(`sources.${from as Source}`)
        : from;
  return { field, value, source };
}

/** The rules a text was written to: each field, its value and the layer it came from; then those the engine did not apply. */
export function RulesAppliedTable({
  applied,
  caption,
  attributeName,
}: {
  applied: RulesApplied;
  caption: string;
  attributeName?: AttributeName;
}) {
  const t = useTranslations("Report");
  const rule = useRuleWords(attributeName);
  return (
    <div className="table-wrap">
      <table data-testid="rules-applied">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("rule")}</th>
            <th scope="col">{t("value")}</th>
            <th scope="col">{t("from")}</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(applied.rules) as (keyof ContentRules)[]).map((field) => (
            <tr key={field} data-testid={`rule-${field}`}>
              <th scope="row">{rule.field(field)}</th>
              <td>{rule.value(field, applied.rules[field])}</td>
              <td>{rule.source(applied.sources[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {applied.not_applied.length ? (
        <p className="muted">{t("notApplied", { rules: applied.not_applied.map(rule.field).join(", ") })}</p>
      ) : null}
    </div>
  );
}

/** The fields a layer of rules sets, with their values. */
export function RulesSummary({ rules, attributeName }: { rules: PartialRules; attributeName?: AttributeName }) {
  const rule = useRuleWords(attributeName);
  return (
    <dl className="facts">
      {(Object.entries(rules) as [keyof ContentRules, ContentRules[keyof ContentRules]][]).map(([field, value]) => (
        <div key={field}>
          <dt>{rule.field(field)}</dt>
          <dd>{rule.value(field, value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A result's field as a member reads it: description_html → "description", faq[0].answer → "faq 1 answer". */
export const fieldName = (field: string) =>
  words(
    field.replace("description_html", "description").replace(/\[(\d+)\]/g, (_, index: string) => ` ${Number(index) + 1}`),
  ).replaceAll(".", " ");

/** The content attribute a claim's field is stored in: description_html → description, bullets[2] → bullets. */
const claimAttribute = (field: string) => field.replace("description_html", "description").replace(/[[.].*$/, "");

/** The unsupported claims of a result, by the content attribute they appear in. */
export function claimsByAttribute(quality: QualityReport | undefined): Map<string, string[]> {
  const claims = new Map<string, string[]>();
  for (const { field, claim } of quality?.grounding?.unsupported ?? []) {
    const attribute = claimAttribute(field);
    claims.set(attribute, [...(claims.get(attribute) ?? []), claim]);
  }
  return claims;
}

/** Whether every figure, material, certification and quotation of the text is in the product's data; if not, which. */
export function GroundingCheck({ quality }: { quality: QualityReport }) {
  const t = useTranslations("Report");
  const { grounding } = quality;
  if (!grounding) return null;
  if (grounding.grounded) {
    return (
      <div className="grounding" data-testid="grounding">
        <h3>{t("grounding")}</h3>
        <p>
          <span className="badge badge-ok">{t("grounded")}</span> {t("groundedText")}
        </p>
      </div>
    );
  }
  return (
    <div className="grounding" data-testid="grounding">
      <h3>{t("grounding")}</h3>
      <p>
        <span className="badge badge-down">{t("notGrounded")}</span> {t("unsupported", { count: grounding.unsupported.length })}
      </p>
      <ul className="checks">
        {grounding.unsupported.map((claim) => (
          <li key={`${claim.field}:${claim.claim}:${claim.sentence}`} data-testid="unsupported-claim">
            <strong>{fieldName(claim.field)}</strong> ({words(claim.kind)}):{" "}
            <Marked text={claim.sentence} marks={[claim.claim]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
