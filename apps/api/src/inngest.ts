import { Inngest, type InngestFunction } from "inngest";
import type { ClaimedJob, JobHandlers, Observe } from "@proseo/core";

/** Inngest retries a function this many times after its first attempt. */
export const INNGEST_RETRIES = 4;

const eventName = (jobName: string) => `proseo/${jobName}`;

export interface InngestJobs {
  client: Inngest;
  /** One function per job handler, each of the handler's steps an Inngest step. */
  functions: InngestFunction.Any[];
  /** The runner's `execute` in Inngest mode: the job is done once Inngest holds the event. */
  dispatch(job: ClaimedJob): Promise<unknown>;
}

/**
 * The same job handlers as Inngest functions (served at /api/inngest). The Job row stays the outbox:
 * the runner sends each job once as an event whose id is the job id, so Inngest drops repeats.
 * Inngest calls a function again for each step, finished steps answered from its record: the code after
 * the handler is reached once, when the run is done, and reports it; a run that failed for good is
 * reported by onFailure (Inngest shows the retries of each step).
 */
export function createInngestJobs(handlers: JobHandlers, observe: Observe): InngestJobs {
  const client = new Inngest({ id: "proseo" });
  const functions = Object.entries(handlers).map(([name, handler]) =>
    client.createFunction(
      {
        id: name.replaceAll(".", "-"),
        triggers: { event: eventName(name) },
        retries: INNGEST_RETRIES,
        onFailure: async ({ event, error }) => {
          await handler.onFailure?.(event.data.event.data as never, error);
          const jobId = event.data.event.id ?? "";
          observe({
            event: "job_run",
            job: name,
            job_id: jobId,
            attempt: INNGEST_RETRIES + 1,
            outcome: "failed",
            error: error.message,
          });
        },
      },
      async ({ event, step, attempt }) => {
        const started = performance.now();
        const result = await handler.run(event.data as never, (stepName, work) => step.run(stepName, work) as Promise<never>);
        const duration_ms = Math.round(performance.now() - started);
        observe({ event: "job_run", job: name, job_id: event.id ?? "", attempt: attempt + 1, outcome: "done", duration_ms });
        return result ?? null;
      },
    ),
  );
  return {
    client,
    functions,
    async dispatch(job) {
      await client.send({ id: job.id, name: eventName(job.name), data: job.payload as Record<string, unknown> });
      return { dispatched: true };
    },
  };
}
