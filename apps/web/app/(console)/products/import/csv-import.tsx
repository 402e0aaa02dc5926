"use client";
import { type ImportPresetName, presetOf } from "@proseo/core/constants";
import { type Column, DataTable } from "@proseo/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import Papa from "papaparse";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useTRPC } from "../../../trpc";
import { useHydrated } from "../../../hydrated";
import { ErrorAlert } from "../../query-state";
import {
  becomes,
  chunks,
  rememberable,
  type Mapping,
  mappingProblems,
  prepare,
  type ImportMessages,
  rowList,
  startingMapping,
  TARGETS,
  type Target,
} from "./columns";
import { SubmitButton } from "../../../submit-button";

type CsvRecord = Record<string, string | undefined>;

interface Parsed {
  source: string;
  headers: string[];
  records: CsvRecord[];
  /** What papaparse could not read cleanly, as "row: message". */
  warnings: string[];
  /** A workbook's sheet read (its first). */
  sheet?: string;
}

/** The mapping a file starts with, and where it came from. */
interface Start {
  preset: ImportPresetName | null;
  /** How many of its columns the organization's last import of this kind of file had mapped; null when unread. */
  remembered: number | null;
}

interface Progress {
  /** Chunks sent so far; a retry starts at the next. */
  chunk: number;
  sent: number;
  created: number;
  updated: number;
  skipped: number;
  failure: { message: string; rows: number[] } | null;
  running: boolean;
}

const PREVIEW_ROWS = 5;

/** An Excel workbook by its name (Akeneo's XLSX export); anything else is read as CSV. */
const isWorkbook = (input: File | string) => typeof input !== "string" && /\.xlsx$/i.test(input.name);

/**
 * Reads a workbook's first sheet with SheetJS (loaded only for a workbook), as a CSV is read: its first row the
 * headers, trimmed, each cell as the sheet shows it, blank rows left out.
 */
async function readWorkbook(t: ImportMessages, file: File, done: (parsed: Parsed) => void) {
  const source = file.name;
  try {
    const XLSX = await import("@e965/xlsx");
    const workbook = XLSX.read(await file.arrayBuffer(), { dense: true });
    const [name] = workbook.SheetNames;
    const sheet = name === undefined ? undefined : workbook.Sheets[name];
    if (!sheet) return done({ source, headers: [], records: [], warnings: [t("noSheet")] });
    const [head = [], ...rows] = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: false,
      defval: "",
      blankrows: false,
    });
    const headers = head.map((header) => String(header).trim());
    done({
      source,
      headers,
      records: rows.map((row) => Object.fromEntries(headers.map((header, index) => [header, String(row[index] ?? "")]))),
      warnings: [],
      sheet: name,
    });
  } catch (error) {
    done({ source, headers: [], records: [], warnings: [t("notWorkbook", { message: (error as Error).message })] });
  }
}

/**
 * Reads a file or pasted text once, in the browser: a CSV with papaparse, headers trimmed, blank lines left out;
 * an XLSX workbook with readWorkbook.
 */
function parse(t: ImportMessages, input: File | string, source: string, done: (parsed: Parsed) => void) {
  if (isWorkbook(input)) return void readWorkbook(t, input as File, done);
  Papa.parse<CsvRecord>(input, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim(),
    complete: ({ data, errors, meta }) =>
      done({
        source,
        headers: meta.fields ?? [],
        records: data,
        warnings: errors.map((error) =>
          error.row === undefined
            ? t("fileWarning", { message: error.message })
            : t("rowWarning", { row: error.row + 1, message: error.message }),
        ),
      }),
    error: (error: Error) => done({ source, headers: [], records: [], warnings: [error.message] }),
  });
}

export function CsvImport() {
  const t = useTranslations("Import");
  const presets = useTranslations("ImportPresets");
  const format = useFormatter();
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  // Every chunk that goes in changes the catalog the list pages have cached.
  const upsert = useMutation(
    trpc.products.upsert.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.products.pathKey() }),
    }),
  );
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const saveMapping = useMutation(trpc.console.imports.saveMapping.mutationOptions());
  const [mapping, setMapping] = useState<Mapping>({});
  const [start, setStart] = useState<Start>({ preset: null, remembered: null });
  const [progress, setProgress] = useState<Progress | null>(null);
  const progressId = useId();

  const problems = useMemo(() => mappingProblems(t, mapping), [t, mapping]);
  const prepared = useMemo(
    () => (parsed && problems.length === 0 ? prepare(parsed.records, mapping, start.preset) : null),
    [parsed, mapping, problems, start],
  );
  const batches = useMemo(() => (prepared ? chunks(prepared) : []), [prepared]);

  /** Starts a file's mapping from the organization's last import of its kind, else from its platform's preset or the headers. */
  async function read(next: Parsed) {
    const preset = presetOf(next.headers);
    let remembered: Mapping | null = null;
    try {
      const saved = await queryClient.fetchQuery(
        trpc.console.imports.mapping.queryOptions({ kind: preset ?? "csv" }, { staleTime: 0 }),
      );
      remembered = saved.columns;
    } catch {
      // Without the remembered mapping the import still works from the preset; the page says it was not read.
    }
    setParsed(next);
    setStart({ preset, remembered: remembered && next.headers.filter((header) => header in remembered).length });
    setMapping(startingMapping(next.headers, preset, remembered ?? {}));
    setProgress(null);
  }

  function readPasted(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get("csv") ?? "");
    if (text.trim()) parse(t, text, t("pastedText"), read);
  }

  /** Sends the chunks one after another from `from`; the first failure stops there, so a retry resumes it. */
  async function send(from: Progress) {
    let state: Progress = { ...from, failure: null, running: true };
    setProgress(state);
    if (state.chunk === 0) {
      try {
        // Remembered before the first chunk, so that the next file of this kind starts from this mapping.
        await saveMapping.mutateAsync({ kind: start.preset ?? "csv", columns: rememberable(mapping) });
      } catch (error) {
        const rows = batches.flatMap((rest) => rest.rows);
        setProgress({ ...state, running: false, failure: { message: (error as Error).message, rows } });
        return;
      }
    }
    for (let index = state.chunk; index < batches.length; index++) {
      const batch = batches[index]!;
      try {
        const counts = await upsert.mutateAsync({ products: batch.products });
        state = {
          ...state,
          chunk: index + 1,
          sent: state.sent + batch.products.length,
          created: state.created + counts.created,
          updated: state.updated + counts.updated,
          skipped: state.skipped + counts.skipped,
        };
      } catch (error) {
        const rows = batches.slice(index).flatMap((rest) => rest.rows);
        state = { ...state, running: false, failure: { message: (error as Error).message, rows } };
        setProgress(state);
        return;
      }
      setProgress(state);
    }
    setProgress({ ...state, running: false });
  }

  const total = prepared?.products.length ?? 0;
  const started = progress !== null;
  const finished = progress !== null && !progress.running && progress.failure === null;
  const previewColumns: Column<CsvRecord>[] = (parsed?.headers ?? []).map((header) => ({
    id: header,
    header,
    cell: (record) => record[header] ?? "",
  }));
  /** The column's first value in the file: the first row's, or the first row that has one. */
  const firstValue = (header: string) => parsed?.records.find((record) => record[header]?.trim())?.[header]?.trim() ?? "";
  const mappingColumns: Column<string>[] = [
    { id: "column", header: t("column"), cell: (header) => <code>{header}</code> },
    { id: "example", header: t("firstValue"), cell: (header) => firstValue(header) },
    {
      id: "target",
      header: t("goesTo"),
      cell: (header) => (
        <select
          aria-label={t("columnGoesTo", { header })}
          value={mapping[header]}
          onChange={(event) => setMapping({ ...mapping, [header]: event.target.value as Target })}
        >
          {TARGETS.map((target) => (
            <option key={target} value={target}>
              {t(`targets.${target}`)}
            </option>
          ))}
        </select>
      ),
    },
    {
      id: "becomes",
      header: t("becomes"),
      cell: (header) => becomes(t, firstValue(header), mapping[header] ?? "ignore", header, start.preset),
    },
  ];

  return (
    <>
      <section aria-labelledby="choose-title">
        <h2 id="choose-title">{t("chooseTitle")}</h2>
        <p className="help">{t("chooseHelp")}</p>
        <fieldset disabled={!hydrated || progress?.running} className="plain stack">
          <legend className="visually-hidden">{t("data")}</legend>
          <label>
            {t("file")}
            <input
              type="file"
              accept=".csv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) parse(t, file, file.name, read);
              }}
            />
          </label>
          <form className="stack" onSubmit={readPasted} aria-label={t("pasteForm")}>
            <label>
              {t("paste")}
              <textarea name="csv" rows={6} spellCheck={false} />
            </label>
            <div className="row">
              <SubmitButton className="secondary">{t("readPasted")}</SubmitButton>
            </div>
          </form>
        </fieldset>
      </section>

      {parsed ? (
        <section aria-labelledby="map-title">
          <h2 id="map-title">{t("mapTitle")}</h2>
          {parsed.records.length === 0 ? (
            <p role="alert" className="error">
              {t("noRows", { source: parsed.source })} {parsed.warnings.join(" ")}
            </p>
          ) : (
            <>
              <p data-testid="parsed-summary">
                {t("summary", {
                  rows: parsed.records.length,
                  columns: parsed.headers.length,
                  source: parsed.source,
                  sheet: parsed.sheet ?? "",
                  hasSheet: String(parsed.sheet !== undefined),
                  shown: Math.min(PREVIEW_ROWS, parsed.records.length),
                })}
              </p>
              <DataTable
                caption={t("previewCaption", { source: parsed.source })}
                columns={previewColumns}
                rows={parsed.records.slice(0, PREVIEW_ROWS)}
                rowKey={(record) => String(parsed.records.indexOf(record))}
                empty={t("noRowsShort")}
                scrollable
              />
              {parsed.warnings.length > 0 ? (
                <div className="callout">
                  <p>{t("warnings")}</p>
                  <ul>
                    {parsed.warnings.slice(0, 10).map((warning) => (
                      <li key={warning}>{warning}</li>
                    ))}
                  </ul>
                  {parsed.warnings.length > 10 ? <p>{t("moreWarnings", { count: parsed.warnings.length - 10 })}</p> : null}
                </div>
              ) : null}
              <h3>{t("whereTitle")}</h3>
              {start.preset ? <p data-testid="import-preset">{t("preset", { preset: presets(start.preset) })}</p> : null}
              {start.remembered === null ? (
                <p className="callout">{t("rememberedUnreadable")}</p>
              ) : start.remembered > 0 ? (
                <p data-testid="import-remembered">{t("remembered", { count: start.remembered })}</p>
              ) : null}
              <p className="help">{t("attributeHelp")}</p>
              <fieldset disabled={started} className="plain">
                <legend className="visually-hidden">{t("whereTitle")}</legend>
                <DataTable
                  caption={t("whereTitle")}
                  columns={mappingColumns}
                  rows={parsed.headers}
                  rowKey={(header) => header}
                  empty={t("noHeader")}
                />
              </fieldset>
              {problems.length > 0 ? (
                <ul role="alert" className="error">
                  {problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              ) : null}
              {prepared && prepared.groups > 0 ? (
                <p data-testid="variant-groups">
                  {t("variantGroups", {
                    products: prepared.grouped,
                    groups: prepared.groups,
                    column: Object.keys(mapping).find((header) => mapping[header] === "variant_group") ?? "",
                  })}
                </p>
              ) : null}
              {prepared && prepared.incomplete.length > 0 ? (
                <p className="callout" data-testid="incomplete-rows">
                  {t("incomplete", { count: prepared.incomplete.length, rows: rowList(t, prepared.incomplete) })}
                </p>
              ) : null}
              {prepared && !started ? (
                <button
                  type="button"
                  disabled={total === 0}
                  onClick={() => send({ chunk: 0, sent: 0, created: 0, updated: 0, skipped: 0, failure: null, running: true })}
                >
                  {t("importButton", { count: total })}
                </button>
              ) : null}
            </>
          )}
        </section>
      ) : null}

      {progress ? (
        <section aria-labelledby="import-title">
          <h2 id="import-title">{t("importTitle")}</h2>
          <div className="import-progress">
            <label htmlFor={progressId}>
              {t("sent", {
                sent: progress.sent,
                total,
                percent: format.number(total === 0 ? 0 : Math.floor((progress.sent / total) * 100) / 100, { style: "percent" }),
              })}
            </label>
            <progress id={progressId} max={total} value={progress.sent} />
          </div>
          <dl className="facts">
            <div>
              <dt>{t("created")}</dt>
              <dd data-testid="created">{format.number(progress.created)}</dd>
            </div>
            <div>
              <dt>{t("updated")}</dt>
              <dd data-testid="updated">{format.number(progress.updated)}</dd>
            </div>
            <div>
              <dt>{t("skipped")}</dt>
              <dd data-testid="skipped">{format.number(progress.skipped)}</dd>
            </div>
          </dl>
          {progress.failure ? (
            <div className="stack">
              <ErrorAlert error={progress.failure} />
              <p data-testid="not-imported">
                {t("notImportedRows", {
                  count: progress.failure.rows.length,
                  from: progress.failure.rows[0] ?? 0,
                  rows: rowList(t, progress.failure.rows),
                })}
              </p>
              <div className="row">
                <button type="button" onClick={() => send(progress)}>
                  {t("retry", { row: progress.failure.rows[0] ?? 0 })}
                </button>
              </div>
            </div>
          ) : null}
          {finished ? (
            <p role="status">
              {t("finished")} <Link href="/products?sort=-updated_at">{t("seeProducts")}</Link>
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
