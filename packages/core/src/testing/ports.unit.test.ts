import net from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "./ports.js";

describe("freePort", () => {
  it("hands out ports below the kernel's ephemeral range, each once, that a server can listen on", async () => {
    const ports = [await freePort(), await freePort(), await freePort()];
    expect(new Set(ports).size).toBe(3);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(1024);
      expect(port).toBeLessThan(32_768);
      const server = net.createServer();
      await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("passes over a port something listens on", async () => {
    const taken = net.createServer();
    const first = await freePort();
    const next = first + 1;
    await new Promise<void>((resolve) => taken.listen(next, "127.0.0.1", resolve));
    try {
      expect(await freePort()).not.toBe(next);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
