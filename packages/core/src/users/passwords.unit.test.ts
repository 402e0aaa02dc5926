import { describe, expect, it } from "vitest";
import { WorkQueue } from "./passwords.js";

describe("WorkQueue", () => {
  it("runs tasks up to its concurrency, queues up to its length, and refuses the rest at once", async () => {
    const queue = new WorkQueue(1, 1);
    let release = () => {};
    const first = queue.run(() => new Promise<string>((resolve) => (release = () => resolve("first"))));
    const second = queue.run(async () => "second");
    await expect(queue.run(async () => "third")).rejects.toMatchObject({ code: "service_unavailable", status: 503 });
    release();
    expect(await Promise.all([first, second])).toEqual(["first", "second"]);
    // A failed task gives its place back too.
    await expect(queue.run(() => Promise.reject(new Error("failed")))).rejects.toThrow("failed");
    expect(await queue.run(async () => "again")).toBe("again");
  });
});
