#!/usr/bin/env node
// A webhook endpoint that takes only deliveries Proseo signed:
//   PROSEO_WEBHOOK_SECRET=whsec_... PORT=8080 node examples/webhook-receiver.mjs
// Each verified event is printed as one JSON line; anything else is answered 400 and printed nowhere.
import http from "node:http";
import { webhooks } from "@proseo/client";

const secret = process.env.PROSEO_WEBHOOK_SECRET;
if (!secret) {
  console.error("Usage: PROSEO_WEBHOOK_SECRET=whsec_... [PORT=8080] node webhook-receiver.mjs");
  process.exit(2);
}

const server = http.createServer(async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  let event;
  try {
    // The signature covers the exact bytes received: verify before parsing.
    event = webhooks.verify(Buffer.concat(chunks).toString("utf8"), request.headers, secret);
  } catch (error) {
    console.error(`refused a delivery: ${error.message}`);
    response.writeHead(400).end();
    return;
  }
  console.log(JSON.stringify({ id: request.headers["webhook-id"], ...event }));
  response.writeHead(204).end();
});
server.listen(Number(process.env.PORT ?? 8080), "127.0.0.1", () => console.error(`listening on ${server.address().port}`));
