"use client";
import { useState } from "react";
import { type AiMediaJob, AiJobs } from "./ai-jobs";
import { AiPhotoForm } from "./ai-photo-form";
import { AiScript } from "./ai-script";
import { AiVideoForm } from "./ai-video-form";

/** AI photos, clips and scripts of a product; the jobs started here follow below the forms until they end. */
export function AiMedia({ productId }: { productId: string }) {
  const [jobs, setJobs] = useState<AiMediaJob[]>([]);
  const started = (job: AiMediaJob) => setJobs((shown) => [job, ...shown]);
  return (
    <section aria-labelledby="ai-media-title">
      <h2 id="ai-media-title">AI media</h2>
      <p className="help">
        Photos and clips are jobs: the price is reserved when one starts and charged once its result is in the gallery.
      </p>
      <div className="ai-forms">
        <AiPhotoForm productId={productId} onStarted={started} />
        <AiVideoForm productId={productId} onStarted={started} />
      </div>
      <AiJobs jobs={jobs} productId={productId} />
      <AiScript productId={productId} />
    </section>
  );
}
