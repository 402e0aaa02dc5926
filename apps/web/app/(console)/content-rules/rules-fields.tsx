"use client";
import type { AppRouter } from "@proseo/api";
import { LENGTH_BANDS, LENGTHS, RULE_LIMITS, TONES } from "@proseo/writer/constants";
import type { inferRouterOutputs } from "@trpc/server";
import { type ControlProps, Field } from "../field";
import type { AttributeName } from "../result-report";
import { languageName } from "../review/comparison";
import type { FieldErrors, RulesDraft, RulesMode } from "./rules-draft";

const NOT_SET = "Not set (the organization's or a broader category's)";

const FORBIDDEN_SCOPES: [RulesDraft["forbiddenScope"], string][] = [
  ["all", "The same for every language"],
  ["language", "Per language"],
];

/** A column a rule may require, named as the product's facts view names its facts (null: no fact is read from it). */
export type RuleAttribute = inferRouterOutputs<AppRouter>["contentRules"]["attributes"]["attributes"][number];

/** An attribute by its label, its column's name beside it; a column no fact is read from by that name alone. */
export const attributeNamer =
  (attributes: RuleAttribute[]): AttributeName =>
  (code) => {
    const label = attributes.find((attribute) => attribute.code === code)?.label;
    return label ? `${label} (${code})` : code;
  };

/** One attribute's box: its label first, the column it is read from beside it, small, for whoever imports the data. */
function AttributeChoice({
  attribute,
  checked,
  onChange,
}: {
  attribute: RuleAttribute;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="check" data-testid={`attribute-${attribute.code}`}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {attribute.label ?? attribute.code}
      {attribute.label ? (
        <>
          {" "}
          <small className="attribute-key">
            <code>{attribute.code}</code>
          </small>
        </>
      ) : null}
    </label>
  );
}

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
  attributes: RuleAttribute[];
  languages: string[];
  prefix: string;
}) {
  const set = <K extends keyof RulesDraft>(key: K, value: RulesDraft[K]) => onChange({ ...draft, [key]: value });
  const category = mode === "category";
  const id = (field: string) => `${prefix}-${field}`;
  const perLanguage = [...new Set([...languages, ...Object.keys(draft.forbiddenByLanguage)])].sort();
  const chosen = new Set(draft.requiredAttributes);
  const read = attributes.filter((attribute) => attribute.label !== null);
  const unread = attributes.filter((attribute) => attribute.label === null);
  const choose = (code: string) => (checked: boolean) =>
    set(
      "requiredAttributes",
      checked ? [...draft.requiredAttributes, code] : draft.requiredAttributes.filter((chosenCode) => chosenCode !== code),
    );
  const choices = (list: RuleAttribute[]) => (
    <div className="row">
      {list.map((attribute) => (
        <AttributeChoice
          key={attribute.code}
          attribute={attribute}
          checked={chosen.has(attribute.code)}
          onChange={choose(attribute.code)}
        />
      ))}
    </div>
  );
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
          The description mentions each of these whenever the product has a value for it. Each is named as the product's facts
          view names it (in the organization's first language), beside the imported column it is read from.
        </p>
        {attributes.length ? (
          <>
            {choices(read)}
            {unread.length ? (
              <details open={unread.some((attribute) => chosen.has(attribute.code))}>
                <summary>Columns no fact is read from ({unread.length})</summary>
                <p className="muted">
                  The product's facts view reads nothing from these (the platform's bookkeeping, identifiers, hidden fields).
                </p>
                {choices(unread)}
              </details>
            ) : null}
          </>
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
