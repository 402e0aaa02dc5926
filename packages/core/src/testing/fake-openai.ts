// A stand-in for an OpenAI-compatible server (chat completions, image edits, videos): a real HTTP
// server on loopback, scripted per language (or per "script", "image" and "video"), recording every
// request it receives. It behaves as OpenAI's API, or as a self-hosted server where that one differs
// (FAKE_SERVERS, each as docs/self-hosted-engines.md cites its documentation).
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { type GeneratedContent, builtinVideoScript } from "@proseo/writer";
import type { TokenLimit } from "../generation/engine-capabilities.js";

/** How a server differs from OpenAI's API in what the engine asks of it (docs/self-hosted-engines.md). */
export interface FakeServer {
  /** The structured outputs it enforces; asked for another, it answers unconstrained text with a 200. */
  enforces: ("json_schema" | "json_object")[];
  /** The token-limit parameters it honours; it ignores the other one, or refuses it with a 400 when `refusesOther`. */
  tokenLimits: TokenLimit[];
  refusesOther?: boolean;
  /** Where it says the model's context length (vLLM's /v1/models, llama.cpp's /props, Ollama's /api/show). */
  context?: { at: "vllm" | "llama.cpp" | "ollama"; tokens: number };
}

/** The servers the engine is tested against, each as docs/self-hosted-engines.md cites its documentation. */
export const FAKE_SERVERS = {
  openai: { enforces: ["json_schema", "json_object"], tokenLimits: ["max_completion_tokens"], refusesOther: true },
  vllm: {
    enforces: ["json_schema", "json_object"],
    tokenLimits: ["max_completion_tokens", "max_tokens"],
    context: { at: "vllm", tokens: 32768 },
  },
  // The content schema is one whose grammar llama.cpp's server cannot build: it answers such a request unconstrained.
  "llama.cpp": { enforces: ["json_object"], tokenLimits: ["max_tokens"], context: { at: "llama.cpp", tokens: 4096 } },
  ollama: { enforces: ["json_schema", "json_object"], tokenLimits: ["max_tokens"], context: { at: "ollama", tokens: 131072 } },
} satisfies Record<string, FakeServer>;

/** The words a fake answers a capability probe (engine-capabilities.ts) with: an object when it enforces the format asked. */
const PROBE_ANSWERS = { constrained: '{ "title": "hello", "meta_title": "hello" }', unconstrained: "Hello, and nothing else!" };

export type FakeBehaviour =
  | "ok"
  | "server_error"
  | "rate_limited"
  | "refused"
  | "malformed"
  | "not_json"
  | "hang"
  /** Answers content whose meta description breaks the length rules. */
  | "too_long"
  /** Answers content that states a weight of 2.5 kg, whatever the product's data says. */
  | "invented"
  /** Answers "ok" when the test calls `releaseHeld()`: an engine as slow as the test wants. */
  | "held"
  /** Answers 200 with an empty `content`, as a reasoning model that spent its tokens thinking does. */
  | "empty"
  /**
   * Answers the "ok" content after a `<think>` block, with other reasoning in `reasoning_content` (vLLM's and
   * llama.cpp's reasoning field) and `reasoning` (Ollama's): none of it is the answer.
   */
  | "thinking"
  /** Answers 200 with JSON that is not the content schema, whatever `response_format` asked (Ollama's open reports). */
  | "schema_invalid"
  /** Answers 200 with prose, no JSON: llama.cpp's server when it cannot build a grammar from the schema. */
  | "unconstrained"
  /** Answers the "ok" content with these fields instead (a forbidden word, too few bullets...). */
  | { answer: Partial<GeneratedContent> };

/** OpenAI's header naming the wait before a retry: the client retries at once instead of backing off. */
export const RETRY_AT_ONCE = { "retry-after-ms": "1" };

export interface FakeRequest {
  headers: http.IncomingHttpHeaders;
  body: {
    model: string;
    response_format?: { type: string; json_schema?: { name: string } };
    messages: { role: string; content: string }[];
  };
  /** The language written, or "script", "image" or "video". */
  language: string;
  /** A multipart request's text fields and the names of its files (image edits, videos). */
  form?: Record<string, string>;
  files?: string[];
}

/** The image the fake image edit endpoint answers (a PNG of 64×80). */
export const fakePhoto = () =>
  sharp({ create: { width: 64, height: 80, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
/** What the fake video endpoint serves as a clip's content. */
export const FAKE_CLIP = Buffer.from("fake mp4 clip");

/** The text fields and file names of a multipart body, read with the platform's own parser. */
async function readForm(req: http.IncomingMessage, body: Buffer) {
  const form = await new Request("http://fake/", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"]! },
    body,
  }).formData();
  const fields: Record<string, string> = {};
  const files: string[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") fields[name] = value;
    else files.push(`${name}:${value.name}`);
  }
  return { fields, files };
}

export function fakeContent(language: string, name: string): GeneratedContent {
  return {
    title: `${name} (${language})`,
    meta_title: `${name} | ${language}`,
    meta_description: `A description of ${name} written for the ${language} market with every detail that the data gives.`,
    short_description: `${name} in ${language}.`,
    description_html: `<p>${name} in ${language}.</p>`,
    bullets: [`${name} bullet`],
    faq: [{ question: `What is ${name}?`, answer: `${name} is a product.` }],
    keywords: [name.toLowerCase()],
    json_ld: { "@context": "https://schema.org", "@type": "Product", name },
  };
}

/** What a "thinking" answer thinks, in its `<think>` block and its reasoning fields: never part of the content. */
export const THOUGHT = '{"title": "A thought, not the answer"}';

/** The description of an "invented" answer: a weight no product of the tests has. */
export const INVENTED_HTML = "<p>It weighs 2.5 kg.</p>";

/** A request's body, or undefined when its client went away before sending all of it (a server killed mid-upload). */
export async function requestBody(req: http.IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of req) chunks.push(chunk as Buffer);
  } catch {
    return undefined;
  }
  return Buffer.concat(chunks);
}

/**
 * `behaviour(language, attempt)` decides each answer; attempt counts from 1 per language. `server` is what it behaves
 * as; `latencyMs` delays every chat answer.
 */
export async function startFakeOpenAi(
  behaviour: (language: string, attempt: number) => FakeBehaviour = () => "ok",
  { server = FAKE_SERVERS.openai, latencyMs = 0 }: { server?: FakeServer; latencyMs?: number } = {},
) {
  const requests: FakeRequest[] = [];
  /** The capability probes received (not in `requests`). */
  const probes: FakeRequest["body"][] = [];
  /** Chat requests (probes aside) being answered now, and the most there were at once. */
  const inFlight = { now: 0, max: 0 };
  const attempts = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  const held: (() => void)[] = [];
  const videos = new Map<string, { polls: number; behaviour: FakeBehaviour }>();
  const listener = http.createServer(async (req, res) => {
    const received = await requestBody(req);
    if (!received) return;
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { "Content-Type": "application/json", ...RETRY_AT_ONCE }).end(JSON.stringify(value));
    const next = (key: string) => {
      const attempt = (attempts.get(key) ?? 0) + 1;
      attempts.set(key, attempt);
      return behaviour(key, attempt);
    };
    const video = /^\/v1\/videos\/([^/]+)(\/content)?$/.exec(req.url ?? "");
    if (req.method === "GET" && video) {
      const made = videos.get(video[1]!);
      if (!made) return json(404, { error: { message: "no such video" } });
      if (video[2]) return res.writeHead(200, { "Content-Type": "video/mp4" }).end(FAKE_CLIP);
      made.polls += 1;
      const status =
        made.behaviour === "hang"
          ? "in_progress"
          : made.behaviour === "server_error"
            ? "failed"
            : made.polls > 1
              ? "completed"
              : "in_progress";
      return json(200, {
        id: video[1],
        object: "video",
        status,
        error: status === "failed" ? { code: "x", message: "render crashed" } : null,
      });
    }
    if (req.method === "POST" && (req.url === "/v1/images/edits" || req.url === "/v1/videos")) {
      const kind = req.url === "/v1/videos" ? "video" : "image";
      const { fields, files } = await readForm(req, received);
      requests.push({ headers: req.headers, body: fields as never, language: kind, form: fields, files });
      const wanted = next(kind);
      if (wanted === "refused") return json(400, { error: { message: "Your request was rejected by the safety system." } });
      if (wanted === "server_error") return json(500, { error: { message: "boom" } });
      if (kind === "image") {
        if (wanted === "hang") return void hanging.add(res);
        return json(200, { created: 1, data: [{ b64_json: (await fakePhoto()).toString("base64") }] });
      }
      const id = `video_${videos.size + 1}`;
      videos.set(id, { polls: 0, behaviour: wanted });
      return json(200, { id, object: "video", status: "queued" });
    }
    const context = (server as FakeServer).context;
    if (req.method === "GET" && req.url === "/v1/models") {
      const length = context?.at === "vllm" ? { max_model_len: context.tokens } : {};
      return json(200, { object: "list", data: [{ id: "gpt-test", object: "model", ...length }] });
    }
    if (req.method === "GET" && req.url === "/props" && context?.at === "llama.cpp") {
      return json(200, { default_generation_settings: { n_ctx: context.tokens }, total_slots: 1 });
    }
    if (req.method === "POST" && req.url === "/api/show" && context?.at === "ollama") {
      return json(200, { model_info: { "general.architecture": "qwen2", "qwen2.context_length": context.tokens } });
    }
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(received.toString("utf8")) as FakeRequest["body"] & Record<string, unknown>;
    const limits = (["max_completion_tokens", "max_tokens"] as const).filter((name) => body[name] !== undefined);
    const refused = limits.find((name) => server.refusesOther && !server.tokenLimits.includes(name));
    if (refused) return json(400, { error: { message: `Unsupported parameter: '${refused}'.` } });
    const format = body.response_format?.type;
    const enforced = format === "json_schema" || format === "json_object" ? server.enforces.includes(format) : false;
    const userText = body.messages.find((m) => m.role === "user")!.content;
    if (!userText.startsWith("{")) {
      probes.push(body);
      const words = PROBE_ANSWERS[enforced ? "constrained" : "unconstrained"].split(" ");
      const limit = limits.filter((name) => server.tokenLimits.includes(name)).map((name) => body[name] as number)[0];
      const cut = limit !== undefined && limit < words.length;
      return json(200, {
        id: "chatcmpl-probe",
        object: "chat.completion",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: words.slice(0, cut ? limit : undefined).join(" ") },
            finish_reason: cut ? "length" : "stop",
          },
        ],
      });
    }
    inFlight.now += 1;
    inFlight.max = Math.max(inFlight.max, inFlight.now);
    res.on("close", () => (inFlight.now -= 1));
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const user = JSON.parse(userText) as {
      language?: string;
      duration_seconds?: number;
      product: { name: string };
    };
    const script = user.duration_seconds !== undefined;
    const language = script ? "script" : user.language!;
    requests.push({ headers: req.headers, body, language });
    const attempt = (attempts.get(language) ?? 0) + 1;
    attempts.set(language, attempt);
    const answer = (content: string, reasoning: Record<string, string> = {}) =>
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content, ...reasoning }, finish_reason: "stop" }],
        }),
      );
    const fail = (status: number, message: string) =>
      res.writeHead(status, { "Content-Type": "application/json", ...RETRY_AT_ONCE }).end(JSON.stringify({ error: { message } }));
    const scripted = behaviour(language, attempt);
    // A format it does not enforce gets what the model happens to write (docs/self-hosted-engines.md).
    const wanted = format && !enforced && scripted === "ok" ? "unconstrained" : scripted;
    if (typeof wanted === "object")
      return answer(JSON.stringify({ ...fakeContent(language, user.product.name), ...wanted.answer }));
    if (script && wanted === "ok") {
      return answer(JSON.stringify(builtinVideoScript({ ...user.product, sourceData: {} } as never, user.duration_seconds!)));
    }
    switch (wanted) {
      case "ok":
        return answer(JSON.stringify(fakeContent(language, user.product.name)));
      case "too_long":
        return answer(
          JSON.stringify({
            ...fakeContent(language, user.product.name),
            meta_description: "A long description. ".repeat(10),
          }),
        );
      case "invented":
        return answer(JSON.stringify({ ...fakeContent(language, user.product.name), description_html: INVENTED_HTML }));
      case "malformed":
        return answer('{"title": "half an object"');
      case "not_json":
        return res.writeHead(200, { "Content-Type": "application/json" }).end('{"choices": [');
      case "server_error":
        return fail(500, "boom");
      case "rate_limited":
        return fail(429, "slow down");
      case "refused":
        return fail(400, "invalid request");
      case "hang":
        hanging.add(res);
        return;
      case "held":
        held.push(() => answer(JSON.stringify(fakeContent(language, user.product.name))));
        return;
      case "empty":
        return answer("", { reasoning_content: "The shopper wants a sweater. I ran out of tokens." });
      case "thinking":
        return answer(`<think>${THOUGHT}</think>\n${JSON.stringify(fakeContent(language, user.product.name))}`, {
          reasoning_content: THOUGHT,
          reasoning: THOUGHT,
        });
      case "schema_invalid":
        return answer(JSON.stringify({ title: user.product.name, bullets: "one, two" }));
      case "unconstrained":
        return answer(`Here is the content for ${user.product.name}: a warm sweater for winter.`);
    }
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(listener.address() as AddressInfo).port}/v1`,
    requests,
    probes,
    inFlight,
    releaseHeld() {
      for (const release of held.splice(0)) release();
    },
    async close() {
      for (const res of hanging) res.destroy();
      listener.closeAllConnections();
      await new Promise((resolve) => listener.close(resolve));
    },
  };
}
