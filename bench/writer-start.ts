// Times the writer's start in a fresh process (its tables built, as a text-work thread builds them before its first
// task: packages/core/src/text-work/worker.ts) and its pace once started, with V8's regular expressions tiered up (its
// default: bytecode first, machine code on a pattern's second use) beside compiled to machine code at once
// (`--no-regexp-tier-up`, as the test processes run: vitest.shared.ts). The two settings take turns.
//   pnpm bench:writer-start        BENCH_ITERATIONS runs of each (default 5)
import { execFileSync } from "node:child_process";
import { median } from "./stats.js";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 5);
// The writer as the service's threads load it (its build, the package's default entry): its start, then 20 passes of
// the same work (one product written and scored in the nine languages).
const RUN = `
const { warmUpWriter } = await import("@proseo/writer");
const start = await warmUpWriter();
const passes = [];
for (let i = 0; i < 20; i++) passes.push(await warmUpWriter());
console.log(JSON.stringify({ start, pass: passes.sort((a, b) => a - b)[10] }));
`;

const settings = { "tiered up (V8's default)": [], "machine code at once": ["--no-regexp-tier-up"] } as const;
const runs = new Map<string, { start: number; pass: number }[]>(Object.keys(settings).map((name) => [name, []]));
for (let i = 0; i < ITERATIONS; i++) {
  for (const [name, flags] of Object.entries(settings)) {
    const output = execFileSync(process.execPath, [...flags, "--input-type=module", "-e", RUN], {
      cwd: import.meta.dirname,
      encoding: "utf8",
    });
    runs.get(name)!.push(JSON.parse(output));
  }
}
console.log(`| regular expressions | start, p50 | one product in nine languages, p50 |`);
console.log(`| --- | --- | --- |`);
for (const [name, measured] of runs) {
  console.log(`| ${name} | ${median(measured.map((run) => run.start))} ms | ${median(measured.map((run) => run.pass))} ms |`);
}
