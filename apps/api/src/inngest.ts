import { Inngest, type InngestFunction } from "inngest";
import type { ClaimedJob, JobHandlers } from "@proseo/core";

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
 */
export function createInngestJobs(handlers: JobHandlers): InngestJobs {
  const client = new Inngest({ id: "proseo" });
  const functions = Object.entries(handlers).map(([name, handler]) =>
    client.createFunction(
      {
        id: name.replaceAll(".", "-"),
        triggers: { event: eventName(name) },
        retries: INNGEST_RETRIES,
        onFailure: async ({ event, error }) => {
          await handler.onFailure?.(event.data.event.data as never, error);
        },
      },
      async ({ event, step }) =>
        (await handler.run(event.data as never, (stepName, work) => step.run(stepName, work) as Promise<never>)) ?? null,
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
