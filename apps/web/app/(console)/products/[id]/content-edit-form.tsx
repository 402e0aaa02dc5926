"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useTRPC } from "../../../trpc";
import { ErrorAlert } from "../../query-state";
import { useLanguageName } from "../../../language-names";
import { useTranslations } from "next-intl";
import { RichTextEditor } from "../../rich-text-editor";
import { apiError } from "./api-error";
import { SubmitButton } from "../../../submit-button";

/** The texts PATCH /v1/products/{id}/content/{language} changes. */
interface ContentTexts {
  title: string;
  meta_title: string;
  meta_description: string;
  short_description: string;
  description_html: string;
  bullets: string[];
  faq: { question: string; answer: string }[];
  keywords: string[];
}
type TextField = keyof ContentTexts;
type HintedField = Exclude<TextField, "title" | "short_description">;

/** The texts in the form's order; each labelled, and hinted where `hint`, in messages/ (ContentEdit). */
const FIELDS: { name: TextField; hint?: true; lines?: number }[] = [
  { name: "title" },
  { name: "meta_title", hint: true },
  { name: "meta_description", hint: true, lines: 3 },
  { name: "short_description", lines: 3 },
  { name: "description_html", hint: true },
  { name: "bullets", hint: true, lines: 5 },
  { name: "faq", hint: true, lines: 6 },
  { name: "keywords", hint: true, lines: 4 },
];

/** A text as the form shows it: lists one item a line, FAQ entries as blocks. */
function asText(field: TextField, texts: Partial<ContentTexts>): string {
  if (field === "faq") return (texts.faq ?? []).map(({ question, answer }) => `${question}\n${answer}`).join("\n\n");
  const value = texts[field] ?? "";
  return Array.isArray(value) ? value.join("\n") : value;
}

/** The form's text as the API takes it. */
function fromText(field: TextField, text: string): ContentTexts[TextField] {
  if (field === "faq") {
    return text
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean)
      .map((block) => {
        const [question = "", ...answer] = block.split("\n");
        return { question: question.trim(), answer: answer.join(" ").trim() };
      });
  }
  if (field === "bullets" || field === "keywords") {
    return text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  }
  return text;
}

/**
 * One language's texts, edited in place: only the texts changed are sent; the API's refusals (a
 * length rule, too many bullets...) are shown at their field. Escape cancels.
 */
export function ContentEditForm({
  productId,
  language,
  texts,
  onDone,
}: {
  productId: string;
  language: string;
  /** The language's texts as its newest result holds them. */
  texts: Partial<ContentTexts>;
  /** Called with the version written, or null when cancelled or nothing changed. */
  onDone: (version: number | null) => void;
}) {
  const t = useTranslations("ContentEdit");
  const languageName = useLanguageName();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => Object.fromEntries(FIELDS.map(({ name }) => [name, asText(name, texts)])));
  // The description as the editor first reads it: what an unchanged description is compared with.
  const [descriptionRead, setDescriptionRead] = useState<string | null>(null);
  const unchanged = (name: TextField) =>
    name === "description_html" && descriptionRead !== null ? descriptionRead : asText(name, texts);
  const edit = useMutation(trpc.products.editContent.mutationOptions());
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const fieldErrors: Partial<Record<TextField, string>> = {};
  for (const detail of apiError(edit.error).details) {
    const field = FIELDS.find(({ name }) => detail.path.split(".").includes(name))?.name;
    if (field) fieldErrors[field] ??= detail.message;
  }
  const formError = edit.error && !Object.keys(fieldErrors).length ? edit.error : null;

  function save(event: FormEvent) {
    event.preventDefault();
    const changed = Object.fromEntries(
      FIELDS.filter(({ name }) => form[name] !== unchanged(name)).map(({ name }) => [name, fromText(name, form[name]!)]),
    );
    if (!Object.keys(changed).length) {
      onDone(null);
      return;
    }
    edit.mutate(
      { id: productId, language, ...changed },
      {
        onSuccess: ({ product }) => {
          queryClient.setQueryData(trpc.products.get.queryKey({ id: productId }), product);
          for (const key of [trpc.console.content.pathKey(), trpc.console.review.pathKey(), trpc.products.revisions.pathKey()]) {
            void queryClient.invalidateQueries({ queryKey: key });
          }
          onDone(product.version);
        },
      },
    );
  }

  function cancelOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    onDone(null);
  }

  const title = t("title", { language: languageName(language) });
  return (
    <form className="content-edit" aria-label={title} onSubmit={save} onKeyDown={cancelOnEscape} noValidate>
      <h3>{title}</h3>
      {FIELDS.map(({ name, hint: hinted, lines }) => {
        const label = t(`labels.${name}`);
        const hint = hinted ? t(`hints.${name as HintedField}`) : undefined;
        const error = fieldErrors[name];
        const id = `edit-${language}-${name}`;
        const props = {
          id,
          name,
          value: form[name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].join(" ").trim() || undefined,
          onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
        };
        return (
          <div key={name} className="field">
            {name === "description_html" ? (
              <>
                <span id={`${id}-label`} className="label">
                  {label}
                </span>
                <RichTextEditor
                  id={id}
                  html={asText(name, texts)}
                  labelledBy={`${id}-label`}
                  describedBy={props["aria-describedby"]}
                  invalid={Boolean(error)}
                  onChange={(html, initial) => {
                    if (initial) setDescriptionRead(html);
                    setForm((current) => ({ ...current, [name]: html }));
                  }}
                />
              </>
            ) : (
              <>
                <label htmlFor={id}>{label}</label>
                {lines ? <textarea rows={lines} {...props} /> : <input ref={name === "title" ? first : undefined} {...props} />}
              </>
            )}
            {hint ? (
              <span id={`${id}-hint`} className="muted">
                {hint}
              </span>
            ) : null}
            {error ? (
              <span id={`${id}-error`} className="field-error" data-testid={`edit-error-${name}`}>
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
      <ErrorAlert error={formError} />
      <div className="row">
        <SubmitButton disabled={edit.isPending}>{edit.isPending ? t("saving") : t("save")}</SubmitButton>
        <button type="button" className="secondary" onClick={() => onDone(null)}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
