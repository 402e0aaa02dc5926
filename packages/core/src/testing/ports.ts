// Ports for servers a test or a benchmark starts as processes of their own.
// A port the kernel picked (a listen on port 0) and that was then released goes back into its ephemeral range,
// where any connection opened meanwhile can be given it; the built server first builds the writer's tables for
// seconds, and in CI a connection took its port before it listened (EADDRINUSE). So these ports are taken below
// the ephemeral range (32768–60999 on Linux, 49152–65535 on macOS), where only an explicit bind takes a port:
// each process walks its own stretch of them (from its pid) and hands out one that nothing listens on now.
import net from "node:net";

const FIRST = 20_000;
const SPAN = 12_000;
let offset = (process.pid * 97) % SPAN;

function listensFreely(port: number): Promise<boolean> {
  const probe = net.createServer();
  return new Promise((resolve) => {
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A port below the ephemeral range that nothing listens on now and this process has not handed out before. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 200; tries++) {
    const port = FIRST + offset;
    offset = (offset + 1) % SPAN;
    if (await listensFreely(port)) return port;
  }
  throw new Error(`No free port from ${FIRST} to ${FIRST + SPAN}`);
}
