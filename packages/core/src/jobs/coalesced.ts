/**
 * Runs passes of some work one at a time: `run` starts a pass now, or, while one runs, one more right after it, so that
 * every call is followed by a pass that started after it (the job runner's and the engine batch workers' wake-ups).
 */
export class CoalescedPasses {
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly onError?: (error: Error) => void,
  ) {}

  /** The pass under way, if any, with none after it: a stop's, once its owner takes no more calls. */
  finish(): Promise<void> | undefined {
    this.again = false;
    return this.running;
  }

  run(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .then(() => undefined)
      .catch((error: unknown) => this.onError?.(error as Error))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.run();
        }
      });
  }
}
