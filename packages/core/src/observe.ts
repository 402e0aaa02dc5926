import type { CreditPurpose } from "./credits/purposes.js";

/** How one run of a job ended: done, failed and retried later, failed for good, or handed to Inngest. */
export type JobOutcome = "done" | "retried" | "failed" | "dispatched";

/** How one delivery attempt of a webhook ended: delivered, failed with another attempt scheduled, or failed for good. */
export type DeliveryOutcome = "delivered" | "retrying" | "failed";

/** What core reports as it works; the process writes each as one log line and counts it in its metrics. */
export type ObservedEvent =
  | {
      event: "job_run";
      job: string;
      job_id: string;
      attempt: number;
      outcome: JobOutcome;
      /** Absent where the run's time is not known here (Inngest reports a run that failed for good without it). */
      duration_ms?: number;
      error?: string;
    }
  | {
      event: "webhook_delivery";
      delivery_id: string;
      webhook_id: string;
      event_type: string;
      attempt: number;
      outcome: DeliveryOutcome;
      /** The receiver's status; absent when no answer came (refused address, timeout, connection error). */
      status?: number;
      duration_ms: number;
      error?: string;
    }
  | {
      /** Reported once the transaction that booked the movement has committed. */
      event: "credits";
      movement: "charge" | "refund";
      purpose: CreditPurpose;
      org_id: string;
      amount: number;
    };

/** The port through which core reports; processes that keep no logs or metrics (the CLI) pass none. */
export type Observe = (event: ObservedEvent) => void;
