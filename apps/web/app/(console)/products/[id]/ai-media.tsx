"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { type AiMediaJob, AiJobs } from "./ai-jobs";
import { AiPhotoForm } from "./ai-photo-form";
import { AiScript } from "./ai-script";
import { AiVideoForm } from "./ai-video-form";

/** AI photos, clips and scripts of a product; the jobs started here follow below the forms until they end. */
export function AiMedia({ productId }: { productId: string }) {
  const t = useTranslations("AiMedia");
  const [jobs, setJobs] = useState<AiMediaJob[]>([]);
  const started = (job: AiMediaJob) => setJobs((shown) => [job, ...shown]);
  return (
    <section aria-labelledby="ai-media-title">
      <h2 id="ai-media-title">{t("title")}</h2>
      <p className="help">{t("help")}</p>
      <div className="ai-forms">
        <AiPhotoForm productId={productId} onStarted={started} />
        <AiVideoForm productId={productId} onStarted={started} />
      </div>
      <AiJobs jobs={jobs} productId={productId} />
      <AiScript productId={productId} />
    </section>
  );
}
