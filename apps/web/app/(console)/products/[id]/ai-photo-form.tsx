"use client";
import { AI_PHOTO_OPTIONS, type AiPhotoOption, PRICES } from "@proseo/core/constants";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../../trpc";
import { ErrorAlert, QueryState } from "../../query-state";
import type { AiMediaJob } from "./ai-jobs";
import { SubmitButton } from "../../../submit-button";

/** The options in the form's order, each labelled in messages/ (AiPhoto.fields), its values in AiPhoto.values. */
const FIELDS: AiPhotoOption[] = ["subject", "expression", "hairstyle", "makeup", "outfit"];

/** An AI photo: a synthetic model (picked by preview) with the product, the expression and the look of this photo. */
export function AiPhotoForm({ productId, onStarted }: { productId: string; onStarted: (job: AiMediaJob) => void }) {
  const t = useTranslations("AiPhoto");
  const trpc = useTRPC();
  const models = useQuery(trpc.aiMedia.models.queryOptions({}));
  const start = useMutation(trpc.aiMedia.photo.mutationOptions({ onSuccess: onStarted }));
  const [modelId, setModelId] = useState<string | null>(null);
  const chosen = modelId ?? models.data?.models[0]?.id;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const option = <Name extends AiPhotoOption>(name: Name) => form.get(name) as (typeof AI_PHOTO_OPTIONS)[Name][number];
    start.mutate({
      id: productId,
      ai_model_id: chosen,
      subject: option("subject"),
      expression: option("expression"),
      hairstyle: option("hairstyle"),
      makeup: option("makeup"),
      outfit: option("outfit"),
    });
  }

  return (
    <form className="stack card ai-form" onSubmit={submit} aria-labelledby="ai-photo-title">
      <h3 id="ai-photo-title">{t("title")}</h3>
      <fieldset>
        <legend>{t("model")}</legend>
        <QueryState isPending={models.isPending} error={models.error} rows={1}>
          {() => (
            <div className="model-picker">
              {models.data!.models.map((model) => (
                <label key={model.id} className="model-option">
                  <input
                    type="radio"
                    name="ai_model_id"
                    value={model.id}
                    checked={model.id === chosen}
                    onChange={() => setModelId(model.id)}
                    aria-describedby={`model-${model.id}`}
                  />
                  {/* biome-ignore lint/performance/noImgElement: signed URLs that expire; Next's optimizer would fetch and cache them server-side */}
                  <img src={model.preview_url} alt="" width={96} height={120} />
                  <span>{model.name}</span>
                  <span id={`model-${model.id}`} className="visually-hidden">
                    {model.description}
                  </span>
                </label>
              ))}
            </div>
          )}
        </QueryState>
      </fieldset>
      <div className="ai-options">
        {FIELDS.map((name) => (
          <label key={name}>
            {t(`fields.${name}`)}
            <select name={name} defaultValue={AI_PHOTO_OPTIONS[name][0]}>
              {AI_PHOTO_OPTIONS[name].map((value) => (
                <option key={value} value={value}>
                  {t(`values.${name}.${value}` as Parameters<typeof t>[0])}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p className="help">{t("help")}</p>
      <div className="row">
        <SubmitButton disabled={start.isPending || !chosen}>{t("start", { count: PRICES.aiPhoto })}</SubmitButton>
      </div>
      <ErrorAlert error={start.error} />
    </form>
  );
}
