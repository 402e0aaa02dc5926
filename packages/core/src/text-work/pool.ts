// The text work of every request and job (the built-in writer, the quality score with its grounding check, an
// answer's checks) runs on a pool of threads, never on the event loop: a product whose data takes seconds to write
// or check delays no other request, and takes at most its time limit, past which its language fails uncharged.
// The waiting tasks take turns by organization, so that one organization's many languages delay another's by at
// most the tasks already running.
import { AsyncLocalStorage } from "node:async_hooks";
import os from "node:os";
import { EngineError, type GeneratedContent, type Quality, type RuleViolation } from "@proseo/writer";
import { Piscina, type PiscinaTask, queueOptionsSymbol, type TaskQueue } from "piscina";
import { AppError } from "../errors.js";
import type { AnswerProblem } from "../generation/answer-problems.js";
import type { AssessTask, ProblemsTask, SanitizeTask, sanitize, ViolationsTask, WriteTask, Written } from "./worker.js";

/** The line the current request's or job's tasks wait in: its organization's (a batch run: its own). */
const line = new AsyncLocalStorage<string>();
export const workingFor = <T>(lineId: string, work: () => T): T => line.run(lineId, work);

/** A task's place in line: its organization, and its time limit's clock, stopped while it waits. */
type Turn = { org: string; waits(): void; starts(): void };
/** None for a thread's start (`started`), which has no time limit. */
const turnOf = (task: PiscinaTask) => task[queueOptionsSymbol] as Turn | null;
const orgOf = (task: PiscinaTask) => turnOf(task)?.org ?? "";

/** Waiting tasks by organization; the organization served goes to the back of the line. */
export class TurnsByOrganization implements TaskQueue {
  private readonly waiting = new Map<string, PiscinaTask[]>();
  private count = 0;

  get size() {
    return this.count;
  }

  push(task: PiscinaTask) {
    const org = orgOf(task);
    const queue = this.waiting.get(org);
    if (queue) queue.push(task);
    else this.waiting.set(org, [task]);
    this.count++;
    turnOf(task)?.waits();
  }

  shift(): PiscinaTask | null {
    const next = this.waiting.entries().next();
    if (next.done) return null;
    const [org, queue] = next.value;
    const task = queue.shift()!;
    this.waiting.delete(org);
    if (queue.length) this.waiting.set(org, queue);
    this.count--;
    turnOf(task)?.starts();
    return task;
  }

  remove(task: PiscinaTask) {
    const org = orgOf(task);
    const queue = this.waiting.get(org);
    const at = queue?.indexOf(task) ?? -1;
    if (!queue || at < 0) return;
    queue.splice(at, 1);
    if (!queue.length) this.waiting.delete(org);
    this.count--;
  }
}

export interface TextWorkOptions {
  /** Threads of the pool (default: the machine's cores). */
  threads?: number;
  /** How long one language's text work may take. */
  timeLimitMs?: number;
}

/**
 * The thread's module. Core runs from its TypeScript source under vitest, where a thread cannot load it: the threads
 * then run the build (scripts/test-all.sh builds before any test).
 */
const WORKER = new URL(import.meta.url.endsWith(".ts") ? "../../dist/text-work/worker.js" : "./worker.js", import.meta.url).href;

export class TextWork {
  private readonly pool: Piscina;
  readonly timeLimitMs: number;
  /** Every thread has built the writer's tables: no task's time limit counts a thread's start. */
  private readonly started: Promise<number>;

  constructor({ threads = os.availableParallelism(), timeLimitMs = 20_000 }: TextWorkOptions = {}) {
    this.timeLimitMs = timeLimitMs;
    this.pool = new Piscina({
      filename: WORKER,
      // Not the process's options: under vitest they resolve packages to their TypeScript source (see WORKER).
      execArgv: [],
      minThreads: threads,
      maxThreads: threads,
      taskQueue: new TurnsByOrganization(),
    });
    const starting = performance.now();
    this.started = Promise.all(Array.from({ length: threads }, () => this.pool.run(null, { name: "started" }))).then(() =>
      Math.round(performance.now() - starting),
    );
  }

  /** The built-in writer's content for one language. */
  async write(task: WriteTask): Promise<GeneratedContent> {
    const written = await this.run<Written>("write", task);
    if ("failure" in written) throw new EngineError(written.failure.code, written.failure.message);
    return written.content;
  }

  /** Content as a result carries it, and its quality. */
  assess(task: AssessTask): Promise<{ content: GeneratedContent; quality: Quality }> {
    return this.run("assess", task);
  }

  /** What an engine's answer must correct (generation/answer-problems.ts). */
  problems(task: ProblemsTask): Promise<AnswerProblem[]> {
    return this.run("problems", task);
  }

  /** A person's description_html as the product page's allow-list keeps it, and whether any text is left. */
  sanitize(task: SanitizeTask): Promise<ReturnType<typeof sanitize>> {
    return this.run("sanitize", task);
  }

  /** The rules each text breaks (content-rules/broken-texts.ts). */
  violations(task: ViolationsTask): Promise<RuleViolation[][]> {
    return this.run("violations", task);
  }

  /** How long starting the threads took (their tables built), in milliseconds. */
  warmUp(): Promise<number> {
    return this.started;
  }

  close(): Promise<void> {
    return this.pool.close({ force: true });
  }

  /** Runs a task of the thread's module; its time limit counts from when a thread takes it (not while it waits). */
  private async run<T>(name: string, task: WriteTask | AssessTask | SanitizeTask | ViolationsTask): Promise<T> {
    await this.started;
    const limit = new AbortController();
    let clock: NodeJS.Timeout | undefined;
    const starts = () => {
      clock = setTimeout(() => limit.abort(), this.timeLimitMs);
    };
    const turn: Turn = { org: line.getStore() ?? "", waits: () => clearTimeout(clock), starts };
    // A task a thread takes at once never waits in the queue.
    starts();
    try {
      return await this.pool.run({ ...task, [queueOptionsSymbol]: turn }, { name, signal: limit.signal });
    } catch (error) {
      if (!limit.signal.aborted) throw error;
      throw new EngineError(
        "engine_timeout",
        `Writing or checking this language's text took longer than ${this.timeLimitMs / 1000} s; it was stopped.`,
      );
    } finally {
      clearTimeout(clock);
    }
  }
}

/** A person's request (an edit, a rules preview) whose text work ran past its time limit: 503, nothing changed. */
export async function withinTimeLimit<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof EngineError && error.code === "engine_timeout") {
      throw new AppError("service_unavailable", `${error.message} Try again in a moment.`, [], 5);
    }
    throw error;
  }
}

let shared: TextWork | undefined;

/** The process's pool: started by the first text work, or by `startTextWork` with the process's settings. */
export const textWork = (): TextWork => (shared ??= new TextWork());

export function startTextWork(options: TextWorkOptions): TextWork {
  if (shared) throw new Error("The text-work pool has started already.");
  shared = new TextWork(options);
  return shared;
}
