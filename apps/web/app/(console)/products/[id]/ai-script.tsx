"use client";
import { useTranslations } from "next-intl";
import { PRICES, VIDEO_SCRIPT } from "@proseo/core/constants";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { ErrorAlert } from "../../query-state";
import { SecondsField, withinSeconds } from "./ai-video-form";

/** A video script written from the product's data: a shot list, charged when written and not stored. */
export function AiScript({ productId }: { productId: string }) {
  const t = useTranslations("AiScript");
  const trpc = useTRPC();
  const write = useMutation(trpc.aiMedia.script.mutationOptions());
  const [duration, setDuration] = useState<number>(VIDEO_SCRIPT.defaultSeconds);
  const valid = withinSeconds(duration, VIDEO_SCRIPT);
  const script = write.data;

  return (
    <section className="stack card ai-form" aria-labelledby="ai-script-title">
      <h3 id="ai-script-title">{t("title")}</h3>
      <p className="help">{t("help")}</p>
      <div className="row ai-script-controls">
        <SecondsField label={t("length")} range={VIDEO_SCRIPT} value={duration} onChange={setDuration} />
        <button
          type="button"
          className="secondary"
          disabled={write.isPending || !valid}
          onClick={() => write.mutate({ id: productId, duration_seconds: duration })}
        >
          {write.isPending ? t("writing") : t("write", { count: PRICES.script })}
        </button>
      </div>
      <ErrorAlert error={write.error} />
      {script ? (
        <>
          <p role="status">{t("written", { count: script.credits_charged, balance: script.balance })}</p>
          <ol className="shots" aria-label={t("shots")}>
            {script.shots.map((shot) => (
              <li key={shot.index}>
                <div className="row">
                  <strong>{t("shot", { index: shot.index })}</strong>
                  <span className="muted">
                    {shot.duration_seconds} s · {shot.camera}
                  </span>
                </div>
                <p>{shot.description}</p>
                {shot.voiceover ? <p className="muted">{t("voiceover", { text: shot.voiceover })}</p> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
