// The console's server: Next.js, behind the one step that finds each visitor's address. Next.js keeps
// a client's own X-Forwarded-For and loses the connection's address, so this is where it is read.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { VISITOR_ADDRESS_HEADER } from "@proseo/core/constants";

const { values } = parseArgs({ options: { port: { type: "string" }, hostname: { type: "string" } } });
const port = Number(values.port ?? process.env.WEB_PORT ?? 3000);
const trustProxy = process.env.TRUST_PROXY ?? "0";
if (!/^(10|[0-9])$/.test(trustProxy)) throw new Error(`TRUST_PROXY: a number of proxies from 0 to 10, not "${trustProxy}"`);
const trustedHops = Number(trustProxy);

/**
 * The connection's address, or the X-Forwarded-For entry TRUST_PROXY hops from the right (each
 * trusted proxy appended the address it was reached from), as the API's TRUST_PROXY reads it.
 */
function visitorAddress(request) {
  const forwarded = trustedHops > 0 ? String(request.headers["x-forwarded-for"] ?? "").split(",") : [];
  const entries = forwarded.map((entry) => entry.trim()).filter(Boolean);
  const hops = [request.socket.remoteAddress ?? "", ...entries.reverse()];
  return hops[Math.min(trustedHops, hops.length - 1)];
}

process.env.NODE_ENV = "production";
// The configuration `next build` resolved, handed to Next.js the way its own standalone server.js does:
// the standalone output the console's image runs (docker/Dockerfile) has no next.config.ts to load.
const { config } = JSON.parse(readFileSync(path.join(import.meta.dirname, ".next/required-server-files.json"), "utf8"));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
// Tells lib/server.ts that the visitor address header is this server's, not one a client sent.
process.env.VISITOR_ADDRESS_FROM_SERVER = "1";
const { default: next } = await import("next");
const app = next({ dir: import.meta.dirname, dev: false, port, hostname: values.hostname });
const handle = app.getRequestHandler();
await app.prepare();
const server = createServer((request, response) => {
  request.headers[VISITOR_ADDRESS_HEADER] = visitorAddress(request);
  void handle(request, response);
});
server.listen(port, values.hostname, () => console.log(`The console is listening on port ${port}.`));
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(0));
