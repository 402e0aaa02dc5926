// A stand-in for an OpenAI-compatible chat-completions server: a real HTTP server on
// loopback, scripted per language, recording every request it receives.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { GeneratedContent } from "../generation/content.js";

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
  /** Answers "ok" when the test calls `releaseHeld()`: an engine as slow as the test wants. */
  | "held";

/** OpenAI's header naming the wait before a retry: the client retries at once instead of backing off. */
export const RETRY_AT_ONCE = { "retry-after-ms": "1" };

export interface FakeRequest {
  headers: http.IncomingHttpHeaders;
  body: { model: string; response_format: { type: string }; messages: { role: string; content: string }[] };
  language: string;
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

/** `behaviour(language, attempt)` decides each answer; attempt counts from 1 per language. */
export async function startFakeOpenAi(behaviour: (language: string, attempt: number) => FakeBehaviour = () => "ok") {
  const requests: FakeRequest[] = [];
  const attempts = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  const held: (() => void)[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as FakeRequest["body"];
    const user = JSON.parse(body.messages.find((m) => m.role === "user")!.content) as {
      language: string;
      product: { name: string };
    };
    requests.push({ headers: req.headers, body, language: user.language });
    const attempt = (attempts.get(user.language) ?? 0) + 1;
    attempts.set(user.language, attempt);
    const answer = (content: string) =>
      res.writeHead(200, { "Content-Type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        }),
      );
    const fail = (status: number, message: string) =>
      res.writeHead(status, { "Content-Type": "application/json", ...RETRY_AT_ONCE }).end(JSON.stringify({ error: { message } }));
    switch (behaviour(user.language, attempt)) {
      case "ok":
        return answer(JSON.stringify(fakeContent(user.language, user.product.name)));
      case "too_long":
        return answer(
          JSON.stringify({
            ...fakeContent(user.language, user.product.name),
            meta_description: "A long description. ".repeat(10),
          }),
        );
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
        held.push(() => answer(JSON.stringify(fakeContent(user.language, user.product.name))));
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    releaseHeld() {
      for (const release of held.splice(0)) release();
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
