// A stand-in for the OpenAI Batch API (files + batches): a real HTTP server on loopback that
// keeps uploaded JSONL files and batches, and finishes a batch when the test says so.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { GeneratedContent } from "@proseo/writer";
import { fakeContent, RETRY_AT_ONCE, requestBody } from "./fake-openai.js";

export interface FakeBatchLine {
  custom_id: string;
  method: string;
  url: string;
  body: { model: string; messages: { role: string; content: string }[] };
}

export interface FakeBatch {
  id: string;
  status: string;
  input_file_id: string;
  endpoint: string;
  completion_window: string;
  metadata: Record<string, string>;
  output_file_id: string | null;
  error_file_id: string | null;
  request_counts: { total: number; completed: number; failed: number };
}

/** How the fake answers one request line when the batch completes ("ok" with some fields replaced: `answer`). */
export type FakeLineOutcome = "ok" | "error" | "malformed" | "missing" | { answer: Partial<GeneratedContent> };

/** What the user message of a chat completion asks for. */
const askedFor = (body: FakeBatchLine["body"]) =>
  JSON.parse(body.messages.find((m) => m.role === "user")!.content) as { language: string; product: { name: string } };

/**
 * `repair(body)` decides the answer of a synchronous chat completion (a repair request): the "ok" content with
 * the fields it returns instead.
 */
export async function startFakeOpenAiBatch(
  repair: (body: FakeBatchLine["body"]) => Partial<GeneratedContent> | Promise<Partial<GeneratedContent>> = () => ({}),
) {
  /** The synchronous chat completions received, in order. */
  const completions: FakeBatchLine["body"][] = [];
  const files = new Map<string, { purpose: string; content: string }>();
  const batches = new Map<string, FakeBatch>();
  const cancelled: string[] = [];
  /** Every call received, as "METHOD /path". */
  const calls: string[] = [];
  /** Calls to fail, by "METHOD /path-prefix": how many more, and how. */
  const failures = new Map<string, { left: number; how: "error" | "hang" }>();
  const hanging = new Set<http.ServerResponse>();
  let sequence = 0;

  const server = http.createServer(async (req, res) => {
    const raw = await requestBody(req);
    if (!raw) return;
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    const route = `${req.method} ${url.pathname}`;
    calls.push(route);
    for (const [prefix, failure] of failures) {
      if (failure.left > 0 && route.startsWith(prefix)) {
        failure.left--;
        if (failure.how === "hang") return void hanging.add(res);
        return res
          .writeHead(500, { "Content-Type": "application/json", ...RETRY_AT_ONCE })
          .end(JSON.stringify({ error: { message: "injected failure" } }));
      }
    }
    if (req.headers.authorization !== "Bearer test-key") return send(401, { error: { message: "bad key" } });

    if (route === "POST /v1/files") {
      const form = await new Request("http://fake/", {
        method: "POST",
        headers: { "content-type": req.headers["content-type"]! },
        body: raw,
      }).formData();
      const file = form.get("file") as File;
      const id = `file-${++sequence}`;
      files.set(id, { purpose: String(form.get("purpose")), content: await file.text() });
      return send(200, { id, object: "file", purpose: form.get("purpose"), filename: file.name, bytes: file.size });
    }
    if (route === "POST /v1/batches") {
      const body = JSON.parse(raw.toString("utf8")) as Pick<
        FakeBatch,
        "input_file_id" | "endpoint" | "completion_window" | "metadata"
      >;
      if (!files.has(body.input_file_id)) return send(400, { error: { message: "no such file" } });
      const batch: FakeBatch = {
        id: `batch_${++sequence}`,
        status: "in_progress",
        ...body,
        output_file_id: null,
        error_file_id: null,
        request_counts: { total: linesIn(body.input_file_id).length, completed: 0, failed: 0 },
      };
      batches.set(batch.id, batch);
      return send(200, batch);
    }
    if (route === "POST /v1/chat/completions") {
      const body = JSON.parse(raw.toString("utf8")) as FakeBatchLine["body"];
      completions.push(body);
      const { language, product } = askedFor(body);
      const content = JSON.stringify({ ...fakeContent(language, product.name), ...(await repair(body)) });
      return send(200, {
        id: "chatcmpl-fake",
        object: "chat.completion",
        choices: [{ index: 0, message: { role: "assistant", content } }],
      });
    }
    if (route === "GET /v1/batches") return send(200, { object: "list", data: [...batches.values()].reverse(), has_more: false });
    const batchMatch = /^\/v1\/batches\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    const batch = batchMatch && batches.get(batchMatch[1]!);
    if (batchMatch && !batch) return send(404, { error: { message: "no such batch" } });
    if (batch && req.method === "GET" && !batchMatch![2]) return send(200, batch);
    if (batch && req.method === "POST" && batchMatch![2]) {
      cancelled.push(batch.id);
      batch.status = "cancelled";
      return send(200, batch);
    }
    const contentMatch = /^\/v1\/files\/([^/]+)\/content$/.exec(url.pathname);
    if (req.method === "GET" && contentMatch) {
      const file = files.get(contentMatch[1]!);
      if (!file) return send(404, { error: { message: "no such file" } });
      return res.writeHead(200, { "Content-Type": "application/octet-stream" }).end(file.content);
    }
    send(404, { error: { message: `no route ${route}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  const linesIn = (fileId: string) =>
    files
      .get(fileId)!
      .content.split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as FakeBatchLine);
  const linesOf = (batch: FakeBatch) => linesIn(batch.input_file_id);

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    batches,
    cancelled,
    calls,
    completions,
    linesOf,
    /** The next `times` calls starting with `route` (e.g. "POST /v1/files") answer HTTP 500, or never answer. */
    fail(route: string, times: number, how: "error" | "hang" = "error") {
      failures.set(route, { left: times, how });
    },
    /** Reports a batch still in progress with these many requests done and failed so far. */
    progress(batchId: string, completed: number, failed = 0) {
      const batch = batches.get(batchId)!;
      batch.request_counts = { ...batch.request_counts, completed, failed };
    },
    /** Completes a batch: successes go to the output file, errors to the error file. */
    complete(batchId: string, outcome: (line: FakeBatchLine) => FakeLineOutcome = () => "ok") {
      const batch = batches.get(batchId)!;
      const output: string[] = [];
      const errors: string[] = [];
      for (const line of linesOf(batch)) {
        const user = askedFor(line.body);
        const completion = (content: string) => ({
          id: `batch_req_${++sequence}`,
          custom_id: line.custom_id,
          response: {
            status_code: 200,
            request_id: `req_${sequence}`,
            body: { choices: [{ index: 0, message: { role: "assistant", content } }] },
          },
          error: null,
        });
        const wanted = outcome(line);
        if (typeof wanted === "object") {
          output.push(
            JSON.stringify(completion(JSON.stringify({ ...fakeContent(user.language, user.product.name), ...wanted.answer }))),
          );
          continue;
        }
        switch (wanted) {
          case "ok":
            output.push(JSON.stringify(completion(JSON.stringify(fakeContent(user.language, user.product.name)))));
            break;
          case "malformed":
            output.push(JSON.stringify(completion('{"title": "half')));
            break;
          case "error":
            errors.push(
              JSON.stringify({
                id: `batch_req_${++sequence}`,
                custom_id: line.custom_id,
                response: { status_code: 400, body: { error: { message: "invalid request" } } },
                error: null,
              }),
            );
            break;
          case "missing":
            break;
        }
      }
      for (const [kind, lines] of [
        ["output_file_id", output],
        ["error_file_id", errors],
      ] as const) {
        if (!lines.length) continue;
        const id = `file-${++sequence}`;
        files.set(id, { purpose: "batch_output", content: `${lines.join("\n")}\n` });
        batch[kind] = id;
      }
      batch.request_counts = { ...batch.request_counts, completed: output.length, failed: errors.length };
      batch.status = "completed";
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
