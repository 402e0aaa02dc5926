"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useLanguageName } from "../../language-names";
import { useFieldName } from "../field-names";
import { HTML_ATTRIBUTE, MarkedHtml, phraseRanges, RangedText } from "../rich-text";

interface RecordValues {
  sku: string;
  name: string;
  brand: string | null;
  category: string | null;
  values: Record<string, Record<string, unknown>>;
}

/** Content attributes in the order generation writes them; any other attribute follows. */
export const CONTENT = [
  "title",
  "meta_title",
  "meta_description",
  "short_description",
  "description",
  "bullets",
  "faq",
  "keywords",
];
const BASE = ["sku", "name", "brand", "category"] as const;

/** Values come from JSON, written by the same code: equal values serialise equally. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The text with every occurrence of each phrase marked. */
export function Marked({ text, marks }: { text: string; marks: readonly string[] }) {
  return <RangedText text={text} ranges={phraseRanges(text, marks)} />;
}

/**
 * A value as text; `marks`: phrases to highlight in it (the unsupported claims of a generated text);
 * `html`: the value is a description, rendered as the product page shows it.
 */
export function Value({ value, marks = [], html = false }: { value: unknown; marks?: readonly string[]; html?: boolean }) {
  if (value === undefined || value === null || value === "") return <span className="muted">—</span>;
  if (html && typeof value === "string") return <MarkedHtml html={value} marks={marks} />;
  if (Array.isArray(value)) {
    return (
      <ul className="values">
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the values of one version, in their order
          <li key={index}>
            {item && typeof item === "object" && "question" in item ? (
              <>
                <strong>{String(item.question)}</strong> {String((item as { answer?: unknown }).answer ?? "")}
              </>
            ) : (
              <Marked text={String(item)} marks={marks} />
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <span className="value">{typeof value === "string" ? <Marked text={value} marks={marks} /> : JSON.stringify(value)}</span>
  );
}

interface Field {
  field: string;
  served: unknown;
  candidate: unknown;
}

function Fields({
  rows,
  servedVersion,
  version,
  testId,
}: {
  rows: Field[];
  servedVersion?: number;
  version: number;
  testId: string;
}) {
  const t = useTranslations("Comparison");
  const fieldName = useFieldName();
  return (
    <div className="table-wrap">
      <table className="comparison" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t("field")}</th>
            <th scope="col">{servedVersion ? t("servedVersion", { version: servedVersion }) : t("served")}</th>
            <th scope="col">{t("newest", { version })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ field, served, candidate }) => {
            const changed = !same(served, candidate);
            return (
              <tr key={field} className={changed ? "changed" : undefined} data-testid={`field-${field}`}>
                <th scope="row">
                  {fieldName(field)}
                  {changed ? <span className="badge badge-changed">{t("changed")}</span> : null}
                </th>
                <td>
                  <Value value={served} html={field === HTML_ATTRIBUTE} />
                </td>
                <td>
                  <Value value={candidate} html={field === HTML_ATTRIBUTE} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The newest version beside the served one, field by field: the base fields, then one language's content. */
export function Comparison({
  product,
  served,
}: {
  product: RecordValues & { version: number };
  served: (RecordValues & { version: number }) | null;
}) {
  const t = useTranslations("Comparison");
  const languageName = useLanguageName();
  const servedValues = served?.values ?? {};
  const languages = [
    ...new Set([product.values, servedValues].flatMap((values) => Object.values(values).flatMap(Object.keys))),
  ].sort();
  const attributes = [
    ...CONTENT,
    ...[...new Set([...Object.keys(product.values), ...Object.keys(servedValues)])].filter((code) => !CONTENT.includes(code)),
  ];
  const contentRows = (language: string): Field[] =>
    attributes.map((field) => ({
      field,
      served: servedValues[field]?.[language],
      candidate: product.values[field]?.[language],
    }));
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen !== null && languages.includes(chosen) ? chosen : languages[0];

  return (
    <>
      <h3>{t("record")}</h3>
      <Fields
        testId="compare-record"
        servedVersion={served?.version}
        version={product.version}
        rows={BASE.map((field) => ({ field, served: served?.[field], candidate: product[field] }))}
      />
      <h3>{t("content")}</h3>
      {language === undefined ? (
        <p className="empty">{t("noContent")}</p>
      ) : (
        <>
          <label className="inline">
            {t("language")}
            <select value={language} onChange={(event) => setChosen(event.target.value)}>
              {languages.map((code) => {
                const changes = contentRows(code).filter((row) => !same(row.served, row.candidate)).length;
                return (
                  <option key={code} value={code}>
                    {languageName(code)}: {changes ? t("changes", { count: changes }) : t("noChange")}
                  </option>
                );
              })}
            </select>
          </label>
          <Fields
            testId={`compare-${language}`}
            servedVersion={served?.version}
            version={product.version}
            rows={contentRows(language)}
          />
        </>
      )}
    </>
  );
}
