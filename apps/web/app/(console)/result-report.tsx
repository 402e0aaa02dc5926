"use client";
import type { AppRouter } from "@proseo/api";
import { QUALITY_CHECK_LABELS, QUALITY_GATES, QUALITY_PASS_SCORE, type QualityCheckName } from "@proseo/writer/constants";
import type { inferRouterOutputs } from "@trpc/server";
import { languageName, Marked } from "./review/comparison";

/** Names as words: meta_title_length → "meta title length". */
export const words = (name: string) => name.replaceAll("_", " ");

/** A quality check by its label (packages/writer/src/constants.ts), a name the console does not know yet as words. */
export const checkLabel = (name: string) => QUALITY_CHECK_LABELS[name as QualityCheckName] ?? words(name);

type Preview = inferRouterOutputs<AppRouter>["contentRules"]["preview"]["saved"];
type RulesApplied = Preview["rules_applied"];
type ContentRules = RulesApplied["rules"];
type PartialRules = inferRouterOutputs<AppRouter>["contentRules"]["get"]["categories"][number]["rules"];
type QualityReport = Preview["quality"];

/** Why a text does not pass: a score below the threshold, and each gate it fails. */
function failureReasons(quality: QualityReport): string[] {
  const gates = quality.checks.filter((check) => !check.passed && QUALITY_GATES.includes(check.check));
  return [
    ...(quality.score < QUALITY_PASS_SCORE ? [`below ${QUALITY_PASS_SCORE}`] : []),
    ...gates.map((check) => `fails ${checkLabel(check.check).toLowerCase()}`),
  ];
}

export function Quality({ quality }: { quality: QualityReport }) {
  const failed = quality.checks.filter((check) => !check.passed);
  const passed = quality.checks.filter((check) => check.passed);
  return (
    <div className="quality" data-testid="quality">
      <h3>
        Quality score {quality.score} / 100{" "}
        <span className={quality.passed ? "badge badge-ok" : "badge badge-down"}>
          {quality.passed ? "passes" : failureReasons(quality).join(", ")}
        </span>
      </h3>
      <p className="muted">Each named check is worth part of the score; the checks failed say what to fix.</p>
      {failed.length ? (
        <>
          <h4>To fix ({failed.length})</h4>
          <ul className="checks">
            {failed.map((check) => (
              <li key={check.check} className="check-failed" data-testid={`check-${check.check}`}>
                <span aria-hidden="true">✗</span> <strong>{checkLabel(check.check)}</strong>: {check.hint}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4>Passed ({passed.length})</h4>
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

/** A rule's value as a member reads it; the required attributes by `attributeName`, else by their codes. */
function ruleValue(field: keyof ContentRules, value: ContentRules[keyof ContentRules], attributeName?: AttributeName): string {
  if (field === "bullets" && value === null) return "as the facts give";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (field === "required_attributes" && Array.isArray(value) && attributeName) {
    return value.length ? value.map(attributeName).join(", ") : "none";
  }
  if (Array.isArray(value)) return value.length ? value.join(", ") : "none";
  if (value && typeof value === "object") {
    const languages = Object.entries(value as Record<string, string[]>).filter(([, phrases]) => phrases.length);
    return languages.length
      ? languages.map(([language, phrases]) => `${languageName(language)}: ${phrases.join(", ")}`).join("; ")
      : "none";
  }
  return value === "" ? "none" : String(value);
}

/** Where a rule came from, in words: "category:Outdoor" → "category Outdoor". */
const sourceName = (source: string) => (source.startsWith("category:") ? `category ${source.slice(9)}` : source);

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
  return (
    <div className="table-wrap">
      <table data-testid="rules-applied">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">Value</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(applied.rules) as (keyof ContentRules)[]).map((field) => (
            <tr key={field} data-testid={`rule-${field}`}>
              <th scope="row">{words(field)}</th>
              <td>{ruleValue(field, applied.rules[field], attributeName)}</td>
              <td>{sourceName(applied.sources[field])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {applied.not_applied.length ? (
        <p className="muted">
          This engine does not apply {applied.not_applied.map(words).join(", ")}: the built-in writer leaves free-text
          instructions to LLM engines.
        </p>
      ) : null}
    </div>
  );
}

/** The fields a layer of rules sets, with their values. */
export function RulesSummary({ rules, attributeName }: { rules: PartialRules; attributeName?: AttributeName }) {
  return (
    <dl className="facts">
      {(Object.entries(rules) as [keyof ContentRules, ContentRules[keyof ContentRules]][]).map(([field, value]) => (
        <div key={field}>
          <dt>{words(field)}</dt>
          <dd>{ruleValue(field, value, attributeName)}</dd>
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
  const { grounding } = quality;
  if (!grounding) return null;
  if (grounding.grounded) {
    return (
      <div className="grounding" data-testid="grounding">
        <h3>Grounding check</h3>
        <p>
          <span className="badge badge-ok">grounded</span> Every figure, material, certification and quotation in the text is in
          the product's data.
        </p>
      </div>
    );
  }
  return (
    <div className="grounding" data-testid="grounding">
      <h3>Grounding check</h3>
      <p>
        <span className="badge badge-down">not grounded</span> {grounding.unsupported.length} claim
        {grounding.unsupported.length === 1 ? " is" : "s are"} not in the product's data, marked in the text and in the sentence
        where it occurs:
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
