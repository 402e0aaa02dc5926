import type { GeneratedContent, KeptTexts, ProductFacts, RuleField, RulesApplied } from "@proseo/writer";

/** One description to write: `customId` comes back with its outcome. */
export interface BatchRequest {
  customId: string;
  language: string;
  product: ProductFacts;
  /** The content rules the description is written to. */
  applied: RulesApplied;
  /**
   * The fields the batch keeps (a person's, the locked ones: batch.ts batchRequest), for the writer to write the others
   * around them; absent in a request queued before they were sent.
   */
  kept?: KeptTexts;
}

export type BatchOutcome =
  | { customId: string; content: GeneratedContent }
  | { customId: string; error: { code: string; message: string } };

export type ProviderBatchStatus =
  | {
      finished: false;
      completed: number;
      failed: number;
      /**
       * The outcomes written so far and not yet ingested, from a provider whose outcomes are final once written and
       * held to its engine's checks by its own writer (no `review`; engine-provider.ts): the poll ingests them while the
       * batch runs (poll-batch.ts ingestWritten).
       */
      outcomes?: BatchOutcome[];
    }
  | {
      finished: true;
      outcomes: BatchOutcome[];
      /**
       * How many requests it wrote in all, from a provider whose outcomes a poll ingests while it runs: `outcomes`
       * then leaves out those ingested already (engine-provider.ts).
       */
      completed?: number;
    };

/** A service that writes many descriptions asynchronously, cheaper than one call each. */
export interface BatchProvider {
  readonly name: string;
  /** Who writes its descriptions: builtin (the built-in writer) or openai:<model> (generation/engines.ts engineLabel). */
  readonly writtenBy: string;
  /** The content rules its writer does not apply (generation/engine.ts TextEngine.unapplied). */
  readonly unapplied: readonly RuleField[];
  /** Hands the requests over; answers the provider's id of the batch. Safe to call again for the same batch. */
  submit(batchId: string, requests: BatchRequest[]): Promise<string>;
  /**
   * While working, how many requests it has written and how many failed so far (and those written, for a provider
   * that gives them before it ends); once it will not change them any more (done, failed, expired or cancelled), every
   * outcome (a provider may leave out those already ingested). A request without an outcome failed.
   */
  status(providerBatchId: string): Promise<ProviderBatchStatus>;
  cancel(providerBatchId: string): Promise<void>;
  /**
   * Holds a description the provider wrote to the checks a synchronous answer of its engine is held to (a repair
   * request when it breaks one); rejects with an EngineError when it stays broken. Absent: the provider's writer
   * checks its own texts.
   */
  review?(request: BatchRequest, content: GeneratedContent): Promise<GeneratedContent>;
  /** Starts the workers a provider that writes in this process has (engine-provider.ts). */
  start?(): void;
  /** Stops them, waiting up to `graceMs` for the work under way. */
  stop?(graceMs?: number): Promise<void>;
}

/** A provider that could not be reached or refused a call: nothing was changed on our side. */
export class BatchProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BatchProviderError";
  }
}
