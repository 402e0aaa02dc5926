import type { IncomingMessage } from "node:http";
import { AppError, MAX_BODY_BYTES } from "@proseo/core";

/** After a 413, this much more is read and discarded so the client sees the answer; then the socket closes. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

const tooLarge = () => new AppError("payload_too_large", "The request body exceeds 2 MB.");

/** Reads a request body, refusing one over the limit before it is held in memory. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (declared > MAX_BODY_BYTES) {
    drain(req);
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      drain(req);
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function drain(req: IncomingMessage): void {
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) req.destroy();
  });
  req.resume();
}
