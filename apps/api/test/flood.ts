// What the flood tests (sign-in-flood.unit.test.ts, text-work-flood.test.ts) share: a flood of calls sent from a
// thread of its own, so that sending them costs the measuring thread nothing, and a probe's latency measured idle
// and under it.
import { Worker } from "node:worker_threads";
import { expect } from "vitest";

/** How far a busy machine's scheduling moves a request of a millisecond or two. */
const JITTER_MS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * `samples` latencies of `probe`, spread over a second or so, so that a moment of other load on the machine weighs
 * little.
 */
async function latencies(probe: () => Promise<void>, samples: number) {
  const durations: number[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const started = performance.now();
    await probe();
    durations.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return durations;
}

/**
 * Runs `source` (a thread's CommonJS source, given `workerData`, that posts each answer's status until it is sent
 * a message, then "stopped" once every call sent is answered) and measures `probe` while it floods, after its first
 * answer; then `during` (the flood still on), and the flood goes on until it has had `answers` answers (1). Expects the probe's median under the flood within twice its idle
 * median, or ten milliseconds more (idle: right before and right after the flood, so that a change of the machine's
 * load during the test weighs on both sides). Answers every status the flood saw and what `during` answered.
 */
export async function expectNearIdleUnderFlood<T>(
  flood: { source: string; workerData: unknown; answers?: number },
  probe: () => Promise<void>,
  during: () => Promise<T>,
): Promise<{ statuses: number[]; answer: T }> {
  await latencies(probe, 20);
  const before = await latencies(probe, 60);
  const thread = new Worker(flood.source, { eval: true, workerData: flood.workerData });
  const statuses: number[] = [];
  let answered = () => {};
  const enough = new Promise<void>((resolve) => (answered = resolve));
  const stopped = new Promise((resolve) =>
    thread.on("message", (message: number | "stopped") => {
      if (message === "stopped") return resolve(message);
      if (statuses.push(message) >= (flood.answers ?? 1)) answered();
    }),
  );
  let flooded: number[];
  let answer: T;
  try {
    await new Promise((resolve) => thread.once("message", resolve));
    flooded = await latencies(probe, 120);
    answer = await during();
    await enough;
    thread.postMessage("stop");
    await stopped;
  } finally {
    await thread.terminate();
  }
  const idle = median([...before, ...(await latencies(probe, 60))]);
  expect(median(flooded)).toBeLessThan(Math.max(2 * idle, idle + JITTER_MS));
  return { statuses, answer };
}
