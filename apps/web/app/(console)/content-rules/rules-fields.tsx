"use client";
import { LENGTH_BANDS, LENGTHS, RULE_LIMITS, TONES } from "@proseo/core/constants";
import type { ReactNode } from "react";
import { languageName } from "../review/comparison";
import type { FieldErrors, RulesDraft, RulesMode } from "./rules-draft";

const NOT_SET = "Not set (the organization's or a broader category's)";

/** A labelled control with its hint and its error, tied together for screen readers. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (describedBy: string | undefined, invalid: true | undefined) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(describedBy, error ? true : undefined)}
      {hint ? (
        <span id={`${id}-hint`} className="muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error" data-testid={`error-${id}`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The fields of one layer of rules. `mode` "organization" sets every field; "category" leaves empty fields
 * to the layers before it. `prefix` keeps the ids of two forms on one page apart.
 */
export function RulesFields({
  draft,
  onChange,
  mode,
  errors,
  attributes,
  languages,
  prefix,
}: {
  draft: RulesDraft;
  onChange: (draft: RulesDraft) => void;
  mode: RulesMode;
  errors: FieldErrors;
  attributes: { code: string; label: string }[];
  languages: string[];
  prefix: string;
}) {
  const set = <K extends keyof RulesDraft>(key: K, value: RulesDraft[K]) => onChange({ ...draft, [key]: value });
  const category = mode === "category";
  const id = (field: string) => `${prefix}-${field}`;
  const perLanguage = [...new Set([...languages, ...Object.keys(draft.forbiddenByLanguage)])].sort();
  const chosen = new Set(draft.requiredAttributes);
  return (
    <>
      <Field id={id("tone")} label="Tone" error={errors.tone}>
        {(describedBy, invalid) => (
          <select
            id={id("tone")}
            value={draft.tone}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => set("tone", event.target.value)}
          >
            {category ? <option value="">{NOT_SET}</option> : null}
            {TONES.map((tone) => (
              <option key={tone} value={tone}>
                {tone}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id("length")} label="Length" error={errors.length}>
        {(describedBy, invalid) => (
          <select
            id={id("length")}
            value={draft.length}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => set("length", event.target.value)}
          >
            {category ? <option value="">{NOT_SET}</option> : null}
            {LENGTHS.map((length) => (
              <option key={length} value={length}>
                {length} ({LENGTH_BANDS[length].min}–{LENGTH_BANDS[length].max} words of description)
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={id("bullets")}
        label="Bullets"
        hint={
          category
            ? `${RULE_LIMITS.minBullets} to ${RULE_LIMITS.maxBullets}; empty leaves it to the broader rules.`
            : `${RULE_LIMITS.minBullets} to ${RULE_LIMITS.maxBullets}; empty: as many as the product's facts give.`
        }
        error={errors.bullets}
      >
        {(describedBy, invalid) => (
          <input
            id={id("bullets")}
            inputMode="numeric"
            value={draft.bullets}
            placeholder={category ? "" : "as the facts give"}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => set("bullets", event.target.value)}
          />
        )}
      </Field>
      <fieldset className="plain">
        <legend>Forbidden words</legend>
        <p className="muted" id={id("forbidden-hint")}>
          Words or phrases, comma-separated, matched on word boundaries whatever their case. No text field of a result may contain
          one.
        </p>
        <div className="row">
          <label className="check">
            <input
              type="radio"
              name={id("forbidden-scope")}
              checked={draft.forbiddenScope === "all"}
              onChange={() => set("forbiddenScope", "all")}
            />
            The same for every language
          </label>
          <label className="check">
            <input
              type="radio"
              name={id("forbidden-scope")}
              checked={draft.forbiddenScope === "language"}
              onChange={() => set("forbiddenScope", "language")}
            />
            Per language
          </label>
        </div>
        {draft.forbiddenScope === "all" ? (
          <Field id={id("forbidden_words")} label="Forbidden in every language" error={errors.forbidden_words}>
            {(describedBy, invalid) => (
              <input
                id={id("forbidden_words")}
                value={draft.forbiddenAll}
                aria-describedby={describedBy ?? id("forbidden-hint")}
                aria-invalid={invalid}
                onChange={(event) => set("forbiddenAll", event.target.value)}
              />
            )}
          </Field>
        ) : (
          perLanguage.map((language) => {
            const field = `forbidden_words.${language}`;
            return (
              <Field
                key={language}
                id={id(`forbidden_words-${language}`)}
                label={`Forbidden in ${languageName(language)}`}
                error={errors[field]}
              >
                {(describedBy, invalid) => (
                  <input
                    id={id(`forbidden_words-${language}`)}
                    value={draft.forbiddenByLanguage[language] ?? ""}
                    aria-describedby={describedBy ?? id("forbidden-hint")}
                    aria-invalid={invalid}
                    onChange={(event) =>
                      set("forbiddenByLanguage", { ...draft.forbiddenByLanguage, [language]: event.target.value })
                    }
                  />
                )}
              </Field>
            );
          })
        )}
      </fieldset>
      <fieldset className="plain" aria-describedby={id("required-hint")}>
        <legend>Required attributes</legend>
        <p className="muted" id={id("required-hint")}>
          The description mentions each of these whenever the product has a value for it.
        </p>
        {attributes.length ? (
          <div className="row">
            {attributes.map((attribute) => (
              <label key={attribute.code} className="check">
                <input
                  type="checkbox"
                  checked={chosen.has(attribute.code)}
                  onChange={(event) =>
                    set(
                      "requiredAttributes",
                      event.target.checked
                        ? [...draft.requiredAttributes, attribute.code]
                        : draft.requiredAttributes.filter((code) => code !== attribute.code),
                    )
                  }
                />
                {attribute.label}
              </label>
            ))}
          </div>
        ) : (
          <p className="muted">No imported attributes yet: import products with source data columns first.</p>
        )}
        {errors.required_attributes ? (
          <span className="field-error" data-testid={`error-${id("required_attributes")}`}>
            {errors.required_attributes}
          </span>
        ) : null}
      </fieldset>
      <Field
        id={id("keywords")}
        label="Keywords"
        hint="Comma-separated phrases, worked in where they fit the product, never stuffed."
        error={errors.keywords}
      >
        {(describedBy, invalid) => (
          <input
            id={id("keywords")}
            value={draft.keywords}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => set("keywords", event.target.value)}
          />
        )}
      </Field>
      {category ? (
        <Field id={id("call_to_action")} label="Call to action" error={errors.call_to_action}>
          {(describedBy, invalid) => (
            <select
              id={id("call_to_action")}
              value={draft.callToAction}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => set("callToAction", event.target.value as RulesDraft["callToAction"])}
            >
              <option value="">{NOT_SET}</option>
              <option value="yes">A closing call to action</option>
              <option value="no">No call to action</option>
            </select>
          )}
        </Field>
      ) : (
        <label className="check">
          <input
            type="checkbox"
            checked={draft.callToAction === "yes"}
            onChange={(event) => set("callToAction", event.target.checked ? "yes" : "no")}
          />
          End the description with a call to action
        </label>
      )}
      <Field
        id={id("instructions")}
        label="Instructions"
        hint={
          <>
            Free text for LLM engines; the built-in writer reports it as not applied.{" "}
            <span data-testid={`${prefix}-instructions-count`}>
              {draft.instructions.length.toLocaleString("en")} / {RULE_LIMITS.instructionsMax.toLocaleString("en")} characters
            </span>
          </>
        }
        error={errors.instructions}
      >
        {(describedBy, invalid) => (
          <textarea
            id={id("instructions")}
            rows={4}
            value={draft.instructions}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => set("instructions", event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
