"use client";
import { useTranslations } from "next-intl";
import type { AppRouter } from "@proseo/api";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useEffect } from "react";
import { useTRPC } from "../../../trpc";
import { ErrorAlert } from "../../query-state";

export type AiMediaJob = inferRouterOutputs<AppRouter>["aiMedia"]["job"];

const POLL_MS = 1_000;
const finished = (job: AiMediaJob | undefined) => job?.status === "succeeded" || job?.status === "failed";

/** A job as a person reads it: a clip's length, audio, quality and model, or a photo's model, subject and expression. */
function useJobSummary() {
  const t = useTranslations("AiJobs");
  const video = useTranslations("AiVideo");
  const photo = useTranslations("AiPhoto");
  return (job: AiMediaJob, modelName: string | undefined): string => {
    const model = modelName ?? t("noModel");
    if (job.video) {
      return t("video", {
        seconds: job.video.duration_seconds,
        audio: String(job.video.audio),
        quality: video(`qualities.${job.video.quality}`),
        model,
      });
    }
    return t("photo", {
      model,
      subject: job.subject ? photo(`values.subject.${job.subject}`) : "—",
      expression: job.expression ? photo(`values.expression.${job.expression}`) : "—",
    });
  };
}

/** One job, polled until it has succeeded or failed; its photos or clip are shown when it is done. */
function AiJobCard({ job: started, productId }: { job: AiMediaJob; productId: string }) {
  const t = useTranslations("AiJobs");
  const jobSummary = useJobSummary();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(
    trpc.aiMedia.job.queryOptions(
      { id: started.id },
      { initialData: started, refetchInterval: (state) => (finished(state.state.data) ? false : POLL_MS) },
    ),
  );
  const models = useQuery(trpc.aiMedia.models.queryOptions({}));
  const job = query.data;
  const succeeded = job.status === "succeeded";
  useEffect(() => {
    // The results are gallery items: the gallery shows them once the job is done.
    if (succeeded) void queryClient.invalidateQueries({ queryKey: trpc.media.list.queryKey({ id: productId }) });
  }, [succeeded, queryClient, trpc, productId]);

  const modelName = models.data?.models.find((model) => model.id === job.ai_model_id)?.name;
  const what = jobSummary(job, modelName);
  const credits = succeeded
    ? t("charged", { count: job.credits_charged })
    : job.status === "failed"
      ? t("nothingCharged")
      : t("reserved", { count: job.credits_reserved });
  return (
    <li className="ai-job card" data-testid={`ai-job-${job.kind}`} data-status={job.status} aria-label={what}>
      <div className="row ai-job-head">
        <strong>{what}</strong>
        <span className={`badge ${succeeded ? "badge-ok" : job.status === "failed" ? "badge-down" : "badge-pending"}`}>
          {t(`status.${job.status}`)}
        </span>
        <span className="muted">{credits}</span>
      </div>
      {finished(job) ? null : (
        <label className="ai-job-progress">
          {job.status === "queued" ? t("waiting") : t("rendering")}
          <progress />
        </label>
      )}
      {job.error ? (
        <p role="alert" className="error">
          {job.error.message} <code>{job.error.code}</code>
        </p>
      ) : null}
      <ErrorAlert error={query.error} />
      {job.results.length ? (
        <ul className="ai-results" aria-label={t("results", { what })}>
          {job.results.map((item) =>
            item.type === "video" ? (
              <li key={item.id}>
                {/* biome-ignore lint/a11y/useMediaCaption: a generated clip has no speech to caption; its voice-over script is shown as text */}
                <video
                  controls
                  preload="metadata"
                  src={item.url}
                  width={item.width ?? undefined}
                  height={item.height ?? undefined}
                  aria-label={t("clip", { seconds: item.duration_seconds ?? job.video?.duration_seconds ?? 0 })}
                />
              </li>
            ) : (
              <li key={item.id}>
                {/* biome-ignore lint/performance/noImgElement: signed URLs that expire; Next's optimizer would fetch and cache them server-side */}
                <img
                  src={item.url}
                  alt={t("photoAlt", { model: item.synthetic_performer?.name ?? t("syntheticModel") })}
                  width={item.width ?? undefined}
                  height={item.height ?? undefined}
                />
              </li>
            ),
          )}
        </ul>
      ) : null}
    </li>
  );
}

/** The AI jobs started on this page, newest first. */
export function AiJobs({ jobs, productId }: { jobs: AiMediaJob[]; productId: string }) {
  const t = useTranslations("AiJobs");
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="ai-jobs-title">
      <h3 id="ai-jobs-title">{t("title")}</h3>
      <ol className="ai-jobs">
        {jobs.map((job) => (
          <AiJobCard key={job.id} job={job} productId={productId} />
        ))}
      </ol>
    </section>
  );
}
