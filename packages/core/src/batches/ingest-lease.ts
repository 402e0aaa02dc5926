import type { DbOrTx } from "../deps.js";

/** A poll ingesting a batch holds it this long (renewed with each chunk); a poll after that takes over. */
export const INGEST_LEASE_MS = 60_000;

/** The ingestion lease lapsed and another poll took the batch over: this poll stops where it is. */
export class IngestLeaseLost extends Error {
  constructor() {
    super("Another poll took over the batch's ingestion.");
    this.name = "IngestLeaseLost";
  }
}

/**
 * The lease a poll holds on a batch it ingests. Each renewal is conditional on the lease still being the one this
 * poll set, so a poll whose lease lapsed and was taken over cannot extend it again.
 */
export class IngestLease {
  private renewing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly batchId: string,
    private until: Date,
  ) {}

  /** Extends the lease to `until`; throws IngestLeaseLost when it is no longer this poll's. One renewal at a time. */
  renew(db: DbOrTx, until: Date): Promise<void> {
    const renewal = this.renewing.then(async () => {
      const renewed = await db.batch.updateMany({
        where: { id: this.batchId, status: "ingesting", ingestLeaseUntil: this.until },
        data: { ingestLeaseUntil: until },
      });
      if (!renewed.count) throw new IngestLeaseLost();
      this.until = until;
    });
    this.renewing = renewal.catch(() => undefined);
    return renewal;
  }
}
