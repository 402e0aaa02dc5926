"use client";
import { AI_VIDEO, VIDEO_QUALITIES, type VideoQuality, videoPrice } from "@proseo/core/constants";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../../trpc";
import { ErrorAlert } from "../../query-state";
import type { AiMediaJob } from "./ai-jobs";
import { useMediaLabel } from "./gallery";
import { SubmitButton } from "../../../submit-button";

interface SecondsRange {
  minSeconds: number;
  maxSeconds: number;
}

/** Whole seconds within the range (an emptied field reads as NaN). */
export const withinSeconds = (value: number, range: SecondsRange) =>
  Number.isInteger(value) && value >= range.minSeconds && value <= range.maxSeconds;

/** A length in whole seconds within the range, as the API takes it. */
export function SecondsField({
  label,
  range,
  value,
  onChange,
}: {
  label: string;
  range: SecondsRange;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label>
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={range.minSeconds}
        max={range.maxSeconds}
        step={1}
        required
        value={Number.isNaN(value) ? "" : value}
        onChange={(event) => onChange(event.target.valueAsNumber)}
      />
    </label>
  );
}

/** An AI video clip over one of the product's images, its price following the options before it starts. */
export function AiVideoForm({ productId, onStarted }: { productId: string; onStarted: (job: AiMediaJob) => void }) {
  const t = useTranslations("AiVideo");
  const labelOf = useMediaLabel();
  const trpc = useTRPC();
  const models = useQuery(trpc.aiMedia.models.queryOptions({}));
  const media = useQuery(trpc.media.list.queryOptions({ id: productId }));
  const start = useMutation(trpc.aiMedia.video.mutationOptions({ onSuccess: onStarted }));
  const [source, setSource] = useState("");
  const [duration, setDuration] = useState<number>(AI_VIDEO.defaultSeconds);
  const [audio, setAudio] = useState(false);
  const [quality, setQuality] = useState<VideoQuality>("standard");
  const [modelId, setModelId] = useState("");

  // Audio needs more than the flat seconds, as the API rules.
  const audioAllowed = duration > AI_VIDEO.flatSeconds;
  const withAudio = audio && audioAllowed;
  const price = withinSeconds(duration, AI_VIDEO) ? videoPrice(duration, withAudio, quality) : null;
  const images = (media.data?.media ?? []).filter((item) => item.type === "image");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start.mutate({
      id: productId,
      source_media_id: source || undefined,
      duration_seconds: duration,
      audio: withAudio,
      quality,
      ai_model_id: modelId || undefined,
    });
  }

  return (
    <form className="stack card ai-form" onSubmit={submit} aria-labelledby="ai-video-title">
      <h3 id="ai-video-title">{t("title")}</h3>
      <label>
        {t("source")}
        <select value={source} onChange={(event) => setSource(event.target.value)}>
          <option value="">{t("baseImage")}</option>
          {images.map((item) => (
            <option key={item.id} value={item.id}>
              {labelOf(item, item.position)}
            </option>
          ))}
        </select>
      </label>
      <div className="ai-options">
        <SecondsField label={t("duration")} range={AI_VIDEO} value={duration} onChange={setDuration} />
        <label>
          {t("quality")}
          <select value={quality} onChange={(event) => setQuality(event.target.value as VideoQuality)}>
            {VIDEO_QUALITIES.map((value) => (
              <option key={value} value={value}>
                {t(`qualities.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("model")}
          <select value={modelId} onChange={(event) => setModelId(event.target.value)}>
            <option value="">{t("noModel")}</option>
            {models.data?.models.map((model) => (
              <option key={model.id} value={model.id}>
                {model.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={withAudio}
          disabled={!audioAllowed}
          onChange={(event) => setAudio(event.target.checked)}
          aria-describedby="ai-video-audio-help"
        />
        {t("audio")}
      </label>
      <p id="ai-video-audio-help" className="help">
        {t("audioHelp", { flat: AI_VIDEO.flatSeconds, min: AI_VIDEO.minSeconds, max: AI_VIDEO.maxSeconds })}
      </p>
      <p className="ai-price">
        {t("price")}{" "}
        <output data-testid="ai-video-price" aria-live="polite">
          {price === null ? "—" : t("credits", { count: price })}
        </output>
      </p>
      <div className="row">
        <SubmitButton disabled={start.isPending || price === null}>
          {price === null ? t("start") : t("startFor", { count: price })}
        </SubmitButton>
      </div>
      <ErrorAlert error={start.error} />
    </form>
  );
}
