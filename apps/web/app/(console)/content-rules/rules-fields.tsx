"use client";
import type { AppRouter } from "@proseo/api";
import { LENGTH_BANDS, LENGTHS, RULE_LIMITS, TONES } from "@proseo/writer/constants";
import type { RuleField } from "@proseo/writer/content-rules/schema";
import type { inferRouterOutputs } from "@trpc/server";
import { useFormatter, useTranslations } from "next-intl";
import { useLanguageName } from "../../language-names";
import { type ControlProps, Field } from "../field";
import type { AttributeName } from "../result-report";
import type { FieldError, FieldErrors, RulesDraft, RulesMode } from "./rules-draft";

const FORBIDDEN_SCOPES = [
  ["all", "scopeAll"],
  ["language", "scopeLanguage"],
] as const satisfies [RulesDraft["forbiddenScope"], string][];

/** A rule's field as a label names it, in the member's language: "Forbidden words", "Verbotene Wörter". */
export function useRuleName() {
  const t = useTranslations("RuleFields");
  return (field: RuleField) => {
    const name = t(field);
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
}

/** A field's error as the member reads it: this page's checks in the member's language, the API's as it sent them. */
export function useFieldError() {
  const t = useTranslations("RuleErrors");
  return (error: FieldError | undefined) =>
    error === undefined || typeof error === "string" ? error : t(error.key, error.values);
}

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
  const t = useTranslations("RulesForm");
  return (
    <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
      {notSet ? <option value="">{t("notSet")}</option> : null}
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
  const t = useTranslations("RulesForm");
  const tones = useTranslations("Tones");
  const lengths = useTranslations("Lengths");
  const format = useFormatter();
  const ruleName = useRuleName();
  const errorText = useFieldError();
  const languageName = useLanguageName();
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
      <Field id={id("tone")} label={ruleName("tone")} error={errorText(errors.tone)}>
        {(control) => (
          <Choice
            control={control}
            value={draft.tone}
            options={TONES.map((tone) => [tone, tones(tone)])}
            notSet={category}
            onChange={(tone) => set("tone", tone)}
          />
        )}
      </Field>
      <Field id={id("length")} label={ruleName("length")} error={errorText(errors.length)}>
        {(control) => (
          <Choice
            control={control}
            value={draft.length}
            options={LENGTHS.map((length) => [
              length,
              t("lengthOption", { length: lengths(length), min: LENGTH_BANDS[length].min, max: LENGTH_BANDS[length].max }),
            ])}
            notSet={category}
            onChange={(length) => set("length", length)}
          />
        )}
      </Field>
      <Field
        id={id("bullets")}
        label={ruleName("bullets")}
        hint={t(category ? "bulletsHintCategory" : "bulletsHint", { min: RULE_LIMITS.minBullets, max: RULE_LIMITS.maxBullets })}
        error={errorText(errors.bullets)}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            value={draft.bullets}
            placeholder={category ? "" : t("bulletsPlaceholder")}
            onChange={(event) => set("bullets", event.target.value)}
          />
        )}
      </Field>
      <fieldset className="plain">
        <legend>{ruleName("forbidden_words")}</legend>
        <p className="muted" id={id("forbidden-hint")}>
          {t("forbiddenHint")}
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
              {t(label)}
            </label>
          ))}
        </div>
        {draft.forbiddenScope === "all" ? (
          <Field
            id={id("forbidden_words")}
            label={t("forbiddenAll")}
            error={errorText(errors.forbidden_words)}
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
              label={t("forbiddenIn", { language: languageName(language) })}
              error={errorText(errors[`forbidden_words.${language}`])}
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
        <legend>{ruleName("required_attributes")}</legend>
        <p className="muted" id={id("required-hint")}>
          {t("requiredHint")}
        </p>
        {attributes.length ? (
          <>
            {choices(read)}
            {unread.length ? (
              <details open={unread.some((attribute) => chosen.has(attribute.code))}>
                <summary>{t("unread", { count: unread.length })}</summary>
                <p className="muted">{t("unreadHint")}</p>
                {choices(unread)}
              </details>
            ) : null}
          </>
        ) : (
          <p className="muted">{t("noAttributes")}</p>
        )}
        {errors.required_attributes ? (
          <span className="field-error" data-testid={`error-${id("required_attributes")}`}>
            {errorText(errors.required_attributes)}
          </span>
        ) : null}
      </fieldset>
      <Field id={id("keywords")} label={ruleName("keywords")} hint={t("keywordsHint")} error={errorText(errors.keywords)}>
        {(control) => <input {...control} value={draft.keywords} onChange={(event) => set("keywords", event.target.value)} />}
      </Field>
      {category ? (
        <Field id={id("call_to_action")} label={ruleName("call_to_action")} error={errorText(errors.call_to_action)}>
          {(control) => (
            <Choice
              control={control}
              value={draft.callToAction}
              options={[
                ["yes", t("callToActionYes")],
                ["no", t("callToActionNo")],
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
          {t("callToActionCheck")}
        </label>
      )}
      <Field
        id={id("instructions")}
        label={ruleName("instructions")}
        hint={
          <>
            {t("instructionsHint")}{" "}
            <span data-testid={`${prefix}-instructions-count`}>
              {t("instructionsCount", {
                count: format.number(draft.instructions.length),
                max: format.number(RULE_LIMITS.instructionsMax),
              })}
            </span>
          </>
        }
        error={errorText(errors.instructions)}
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
