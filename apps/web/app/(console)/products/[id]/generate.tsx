"use client";
import { generationReservation, keptFields, PRICES, VALUE_FIELDS } from "@proseo/core/constants";
import type { AppRouter } from "@proseo/api";
import type { inferRouterOutputs } from "@trpc/server";
import { LANGUAGE_CODE } from "@proseo/writer/constants";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../../trpc";
import { ErrorAlert, QueryState } from "../../query-state";
import { useLanguageName } from "../../../language-names";
import { apiError } from "./api-error";
import { SubmitButton } from "../../../submit-button";

const PER_LANGUAGE = PRICES.syncDescriptionPerLanguage;
/** The fields a language's content has. */
const FIELDS_PER_LANGUAGE = Object.keys(VALUE_FIELDS).length;

type Product = inferRouterOutputs<AppRouter>["products"]["get"];

/**
 * What a generation in these languages keeps, said before it starts: per language with kept fields, how many (the
 * locked ones, and a person's when the organization's setting keeps them), and the person's texts written again.
 */
function KeptNote({ product, languages, preserveEdits }: { product: Product; languages: string[]; preserveEdits: boolean }) {
  const t = useTranslations("Generate");
  const languageName = useLanguageName();
  const counts = languages.map((language) => {
    const person = product.written_by_person[language] ?? [];
    const locked = product.locked_fields[language] ?? [];
    const kept = keptFields({ locked, person }, preserveEdits ? "edited" : "none");
    return { language, kept: kept.size, rewritten: person.filter((field) => !kept.has(field)).length };
  });
  const kept = counts.filter((count) => count.kept > 0);
  const total = kept.reduce((sum, count) => sum + count.kept, 0);
  const rewritten = counts.reduce((sum, count) => sum + count.rewritten, 0);
  const whole = kept.filter((count) => count.kept === FIELDS_PER_LANGUAGE).map((count) => languageName(count.language));
  return (
    <p data-testid="generation-kept">
      {total
        ? t("kept", {
            count: total,
            languages: kept.map((count) => `${languageName(count.language)}: ${count.kept}`).join(", "),
            edits: String(preserveEdits),
          })
        : t("noneKept")}
      {whole.length ? ` ${t("wholeKept", { languages: whole.join(", ") })}` : ""}
      {rewritten ? ` ${t("rewritten", { count: rewritten })}` : ""}
    </p>
  );
}

/** Generation answers that are no fault of the request: credits, a pause, a cap or the rate limit. */
function useRefusal() {
  const t = useTranslations("Generate");
  return (error: unknown, price: number, balance: number): string | null => {
    const { status } = apiError(error);
    if (status === 402) return t("notEnough", { price, balance });
    if (status === 503) return t("paused", { message: (error as Error).message });
    if (status === 429) return t("tooMany", { message: (error as Error).message });
    return null;
  };
}

/**
 * Generates this product's content: the languages to write (the organization's chosen at first,
 * any other addable), the price before running, then each language's outcome, the credits charged
 * and the new balance. One click is one Idempotency-Key, so a repeated request cannot charge twice.
 */
export function Generate({ product }: { product: Product }) {
  const t = useTranslations("Generate");
  const codes = useTranslations("LanguageCode");
  const format = useFormatter();
  const languageName = useLanguageName();
  const refusal = useRefusal();
  const productId = product.id;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const overview = useQuery(trpc.console.overview.queryOptions());
  const [picked, setPicked] = useState<string[] | null>(null);
  const [extra, setExtra] = useState<string[]>([]);
  const [adding, setAdding] = useState("");
  const [addError, setAddError] = useState<string | null>(null);
  // One key per click: a retried request replays its answer instead of charging again; the next click gets a new key.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const generate = useMutation({
    ...trpc.generations.create.mutationOptions({ trpc: { context: { idempotencyKey } } }),
    onSettled: () => {
      setIdempotencyKey(crypto.randomUUID());
      for (const key of [
        trpc.products.get.pathKey(),
        trpc.console.content.get.pathKey(),
        trpc.products.revisions.pathKey(),
        trpc.console.overview.pathKey(),
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });

  return (
    <section aria-labelledby="generate-title" className="product-section">
      <h2 id="generate-title">{t("title")}</h2>
      <QueryState isPending={overview.isPending} error={overview.error} rows={2}>
        {() => {
          const { languages: orgLanguages, balance, preserve_edits } = overview.data!.organization;
          const offered = [...new Set([...orgLanguages, ...extra])];
          const chosen = (picked ?? orgLanguages).filter((code) => offered.includes(code));
          const price = generationReservation(chosen.length);
          const toggle = (code: string) =>
            setPicked(chosen.includes(code) ? chosen.filter((item) => item !== code) : [...chosen, code]);
          function add(event: FormEvent) {
            event.preventDefault();
            const code = adding.trim();
            if (!LANGUAGE_CODE.test(code)) {
              setAddError(codes("invalid", { code }));
              return;
            }
            setAddError(null);
            setAdding("");
            if (!offered.includes(code)) setExtra([...extra, code]);
            if (!chosen.includes(code)) setPicked([...chosen, code]);
          }
          const refused = generate.error ? refusal(generate.error, price, balance) : null;
          const outcome = generate.data;
          return (
            <>
              <fieldset className="languages">
                <legend>{t("languages")}</legend>
                {offered.map((code) => (
                  <label key={code} className="inline">
                    <input type="checkbox" checked={chosen.includes(code)} onChange={() => toggle(code)} />
                    {languageName(code)}
                  </label>
                ))}
              </fieldset>
              <form className="row inline-form" onSubmit={add} aria-label={t("addLanguageForm")}>
                <label>
                  {t("anotherLanguage")}
                  <input
                    value={adding}
                    placeholder="fr, pt-BR"
                    aria-invalid={addError ? true : undefined}
                    aria-describedby={addError ? "add-language-error" : undefined}
                    onChange={(event) => setAdding(event.target.value)}
                  />
                </label>
                <SubmitButton className="secondary">{t("addLanguage")}</SubmitButton>
                {addError ? (
                  <span id="add-language-error" className="field-error">
                    {addError}
                  </span>
                ) : null}
              </form>
              <p data-testid="generation-price">
                {t.rich("price", {
                  price,
                  perLanguage: PER_LANGUAGE,
                  languages: chosen.length,
                  balance,
                  strong: (chunks) => <strong>{chunks}</strong>,
                })}
              </p>
              <KeptNote product={product} languages={chosen} preserveEdits={preserve_edits} />
              <button
                type="button"
                disabled={chosen.length === 0 || generate.isPending}
                aria-busy={generate.isPending || undefined}
                onClick={() => generate.mutate({ product_id: productId, languages: chosen })}
              >
                {generate.isPending ? t("generating") : t("generate", { count: chosen.length })}
              </button>
              {generate.isPending ? (
                <p role="status" aria-live="polite">
                  {t("writing", { languages: chosen.map(languageName).join(", ") })}
                </p>
              ) : null}
              {refused ? (
                <p role="alert" className="error">
                  {refused}
                </p>
              ) : (
                <ErrorAlert error={generate.error} />
              )}
              {outcome ? (
                <div role="status" className="generation-outcome" data-testid="generation-outcome">
                  <p>
                    {t.rich("charged", {
                      credits: outcome.total_credits_charged,
                      balance: outcome.balance,
                      strong: (chunks) => <strong>{chunks}</strong>,
                    })}{" "}
                    {outcome.version === null ? t("nothingWritten") : t("writtenAs", { version: outcome.version })}
                  </p>
                  <ul>
                    {outcome.results.map((result) => (
                      <li key={result.language} data-testid={`outcome-${result.language}`}>
                        {languageName(result.language)}:{" "}
                        {result.status === "succeeded"
                          ? t("succeeded", {
                              score: result.quality ? format.number(result.quality.score) : "—",
                              credits: result.credits_charged,
                            })
                          : t("failed", { reason: result.error?.message ?? t("noReason") })}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
