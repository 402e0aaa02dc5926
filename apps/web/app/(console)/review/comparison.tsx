"use client";
import { Fragment, useState } from "react";

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

export const languageName = (code: string) => {
  try {
    return `${new Intl.DisplayNames(["en"], { type: "language" }).of(code)} (${code})`;
  } catch {
    return code;
  }
};

/** The text in pieces, each occurrence of a phrase its own marked piece (the earliest, then the longest, first). */
function markedPieces(text: string, phrases: readonly string[]): { text: string; marked: boolean }[] {
  const pieces: { text: string; marked: boolean }[] = [];
  let rest = text;
  while (rest) {
    const [hit] = phrases
      .filter(Boolean)
      .map((phrase) => ({ phrase, at: rest.indexOf(phrase) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at || b.phrase.length - a.phrase.length);
    if (!hit) break;
    if (hit.at) pieces.push({ text: rest.slice(0, hit.at), marked: false });
    pieces.push({ text: hit.phrase, marked: true });
    rest = rest.slice(hit.at + hit.phrase.length);
  }
  if (rest) pieces.push({ text: rest, marked: false });
  return pieces;
}

/** The text with every occurrence of each phrase marked. */
export function Marked({ text, marks }: { text: string; marks: readonly string[] }) {
  return (
    <>
      {markedPieces(text, marks).map((piece, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in their order
        <Fragment key={index}>{piece.marked ? <mark>{piece.text}</mark> : piece.text}</Fragment>
      ))}
    </>
  );
}

/** A value as text; `marks`: phrases to highlight in it (the unsupported claims of a generated text). */
export function Value({ value, marks = [] }: { value: unknown; marks?: readonly string[] }) {
  if (value === undefined || value === null || value === "") return <span className="muted">—</span>;
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
  // HTML descriptions are shown as their text, never rendered.
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
  return (
    <div className="table-wrap">
      <table className="comparison" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Served{servedVersion ? ` (v${servedVersion})` : ""}</th>
            <th scope="col">Newest (v{version})</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ field, served, candidate }) => {
            const changed = !same(served, candidate);
            return (
              <tr key={field} className={changed ? "changed" : undefined} data-testid={`field-${field}`}>
                <th scope="row">
                  {field}
                  {changed ? <span className="badge badge-changed">changed</span> : null}
                </th>
                <td>
                  <Value value={served} />
                </td>
                <td>
                  <Value value={candidate} />
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
      <h3>Record</h3>
      <Fields
        testId="compare-record"
        servedVersion={served?.version}
        version={product.version}
        rows={BASE.map((field) => ({ field, served: served?.[field], candidate: product[field] }))}
      />
      <h3>Content</h3>
      {language === undefined ? (
        <p className="empty">Neither version has content values.</p>
      ) : (
        <>
          <label className="inline">
            Language
            <select value={language} onChange={(event) => setChosen(event.target.value)}>
              {languages.map((code) => {
                const changes = contentRows(code).filter((row) => !same(row.served, row.candidate)).length;
                return (
                  <option key={code} value={code}>
                    {languageName(code)}: {changes ? `${changes} changed` : "no change"}
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
