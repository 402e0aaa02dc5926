"use client";
import { HTML_ATTRIBUTE } from "../rich-text";
import { useTranslations } from "next-intl";
import { useLanguageName } from "../../language-names";
import { useFieldName } from "../field-names";
import { CONTENT, Value } from "./comparison";

/** A revision's `changes` as the API gives them (see the Revision schema). */
interface Changes {
  base?: Record<string, [unknown, unknown]>;
  values?: Record<string, Record<string, [unknown[], unknown[]]>>;
  source_data?: { changed: string[] };
  deleted?: [boolean, boolean];
}

/** A section cut to its first keys says so in `_truncated`, which is no field. */
const TRUNCATED = "_truncated";
const entries = <T,>(section: Record<string, T>) => Object.entries(section).filter(([key]) => key !== TRUNCATED);

/** A content value as stored: nothing is no value, a text is one. */
const unwrap = (values: unknown[]) =>
  values.length === 0 ? undefined : values.length === 1 && typeof values[0] === "string" ? values[0] : values;

/** One field's change, old → new; a description (`html`) rendered, each side a block of its own. */
function Change({ field, old, next, html = false }: { field: string; old: unknown; next: unknown; html?: boolean }) {
  const Wrap = html ? "div" : "span";
  return (
    <li>
      <strong>{field}</strong>{" "}
      <Wrap className={html ? "diff rich-change" : "diff"}>
        <del>
          <Value value={old} html={html} />
        </del>{" "}
        →{" "}
        <ins>
          <Value value={next} html={html} />
        </ins>
      </Wrap>
    </li>
  );
}

/**
 * What one version changed against the one before, field by field (old → new): base fields, content
 * per language, and imported columns by name only (their values can be large).
 */
export function RevisionChanges({ changes }: { changes: Record<string, unknown> }) {
  const t = useTranslations("Changes");
  const fieldName = useFieldName();
  const languageName = useLanguageName();
  const { base = {}, values = {}, source_data, deleted } = changes as Changes;
  // Language by language, each in the order generation writes the attributes.
  const order = (attribute: string) => (CONTENT.includes(attribute) ? CONTENT.indexOf(attribute) : CONTENT.length);
  const content = entries(values)
    .flatMap(([attribute, languages]) =>
      entries(languages).map(([language, [old, next]]) => ({ attribute, language, old, next })),
    )
    .sort((a, b) => a.language.localeCompare(b.language) || order(a.attribute) - order(b.attribute));
  const changed = entries(base);
  const cut = Object.values(changes).some((section) => section && typeof section === "object" && TRUNCATED in section);
  if (!changed.length && !content.length && !source_data && !deleted) return null;
  return (
    <ul className="changes">
      {changed.map(([field, [old, next]]) => (
        <Change key={field} field={fieldName(field)} old={old} next={next} />
      ))}
      {content.map(({ attribute, language, old, next }) => (
        <Change
          key={`${attribute}-${language}`}
          field={`${fieldName(attribute)} · ${languageName(language)}`}
          old={unwrap(old)}
          next={unwrap(next)}
          html={attribute === HTML_ATTRIBUTE}
        />
      ))}
      {source_data ? (
        <li>
          <strong>{t("importedChanged")}</strong> {source_data.changed.join(", ")}
        </li>
      ) : null}
      {deleted ? <li>{deleted[1] ? t("deleted") : t("restored")}</li> : null}
      {cut ? <li className="muted">{t("cut")}</li> : null}
    </ul>
  );
}
