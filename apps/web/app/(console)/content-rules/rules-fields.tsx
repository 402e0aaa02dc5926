"use client";
import { LENGTH_BANDS, LENGTHS, RULE_LIMITS, TONES } from "@proseo/writer/constants";
import { type ControlProps, Field } from "../field";
import { languageName } from "../review/comparison";
import type { FieldErrors, RulesDraft, RulesMode } from "./rules-draft";

const NOT_SET = "Not set (the organization's or a broader category's)";

const FORBIDDEN_SCOPES: [RulesDraft["forbiddenScope"], string][] = [
  ["all", "The same for every language"],
  ["language", "Per language"],
];

/** A select of `options` ([value, label]), with "not set" first where the field may be left to broader rules. */
function Choice({
  control,
  value,
  options,
  notSet,
  onChange,
}: {
  control: ControlProps;
  value: string;
  options: [string, string][];
  notSet: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
      {notSet ? <option value="">{NOT_SET}</option> : null}
      {options.map(([option, label]) => (
        <option key={option} value={option}>
          {label}
        </option>
      ))}
    </select>
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
        {(control) => (
          <Choice
            control={control}
            value={draft.tone}
            options={TONES.map((tone) => [tone, tone])}
            notSet={category}
            onChange={(tone) => set("tone", tone)}
          />
        )}
      </Field>
      <Field id={id("length")} label="Length" error={errors.length}>
        {(control) => (
          <Choice
            control={control}
            value={draft.length}
            options={LENGTHS.map((length) => [
              length,
              `${length} (${LENGTH_BANDS[length].min}–${LENGTH_BANDS[length].max} words of description)`,
            ])}
            notSet={category}
            onChange={(length) => set("length", length)}
          />
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
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            value={draft.bullets}
            placeholder={category ? "" : "as the facts give"}
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
          {FORBIDDEN_SCOPES.map(([scope, label]) => (
            <label key={scope} className="check">
              <input
                type="radio"
                name={id("forbidden-scope")}
                checked={draft.forbiddenScope === scope}
                onChange={() => set("forbiddenScope", scope)}
              />
              {label}
            </label>
          ))}
        </div>
        {draft.forbiddenScope === "all" ? (
          <Field
            id={id("forbidden_words")}
            label="Forbidden in every language"
            error={errors.forbidden_words}
            fallbackHint={id("forbidden-hint")}
          >
            {(control) => (
              <input {...control} value={draft.forbiddenAll} onChange={(event) => set("forbiddenAll", event.target.value)} />
            )}
          </Field>
        ) : (
          perLanguage.map((language) => (
            <Field
              key={language}
              id={id(`forbidden_words-${language}`)}
              label={`Forbidden in ${languageName(language)}`}
              error={errors[`forbidden_words.${language}`]}
              fallbackHint={id("forbidden-hint")}
            >
              {(control) => (
                <input
                  {...control}
                  value={draft.forbiddenByLanguage[language] ?? ""}
                  onChange={(event) =>
                    set("forbiddenByLanguage", { ...draft.forbiddenByLanguage, [language]: event.target.value })
                  }
                />
              )}
            </Field>
          ))
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
        {(control) => <input {...control} value={draft.keywords} onChange={(event) => set("keywords", event.target.value)} />}
      </Field>
      {category ? (
        <Field id={id("call_to_action")} label="Call to action" error={errors.call_to_action}>
          {(control) => (
            <Choice
              control={control}
              value={draft.callToAction}
              options={[
                ["yes", "A closing call to action"],
                ["no", "No call to action"],
              ]}
              notSet
              onChange={(choice) => set("callToAction", choice as RulesDraft["callToAction"])}
            />
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
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={draft.instructions}
            onChange={(event) => set("instructions", event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
