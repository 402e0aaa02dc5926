import type { IncomingMessage } from "node:http";
import { MAX_BODY_BYTES } from "@proseo/core";

/** How much more of a refused body is read, and how long it may pause, before its connection is cut instead. */
const DISCARD_BYTES = 8 * MAX_BODY_BYTES;
const DISCARD_MS = 5_000;

/**
 * Reads and drops what is left of a body refused before it has all arrived (a 413, an upload refused
 * midway), so that a client still sending it reads the answer: a connection closed with bytes unread
 * is reset, and the reset makes the client's kernel discard an answer it has not read yet. Once the
 * body has ended the connection serves the next request. Answers whether any of the body was left.
 */
export function discardRestOfBody(raw: IncomingMessage): boolean {
  if (raw.complete || raw.destroyed) return false;
  let left = DISCARD_BYTES;
  const cut = () => raw.socket?.destroy();
  const timer = setTimeout(cut, DISCARD_MS).unref();
  const done = () => clearTimeout(timer);
  raw.once("end", done).once("close", done);
  // A multipart parser may still be attached: nothing of the body goes there any more.
  raw.unpipe();
  // A client still sending is waited for (on a loaded machine 3 MB may take seconds); one that stalls is cut.
  raw.on("data", (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) cut();
    else timer.refresh();
  });
  raw.resume();
  return true;
}
