import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// ARCHITECTURE.md: web -> api -> core -> db, core -> writer; the writer imports no package of the repository.
const ROOT = path.resolve(import.meta.dirname, "../../..");
const ALLOWED: Record<string, string[]> = {
  "packages/writer": [],
  "packages/db": [],
  "packages/ui": [],
  "packages/client": [],
  "packages/core": ["db", "writer"],
  "apps/api": ["core", "db", "writer", "client"],
  "apps/web": ["api", "core", "writer", "ui", "client"],
};
const SPECIFIER = /(?:from|import)\s*\(?\s*["'](@proseo\/[a-z-]+)(?:\/[^"']*)?["']/g;

/** Every import of a repository package by a file of `folder`, as "file -> package". */
function importsOf(folder: string): string[] {
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", folder], { cwd: ROOT })
    .toString()
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file));
  return files.flatMap((file) =>
    [...readFileSync(path.join(ROOT, file), "utf8").matchAll(SPECIFIER)].map((match) => `${file} -> ${match[1]}`),
  );
}

test.each(Object.entries(ALLOWED))("%s imports only the packages below it", (folder, allowed) => {
  const against = importsOf(folder).filter((line) => {
    const target = line.split(" -> @proseo/")[1]!;
    return !allowed.includes(target) && `packages/${target}` !== folder && `apps/${target}` !== folder;
  });
  expect(against).toEqual([]);
});

test("the writer's files are reached through its entries, never by a relative path from another package", () => {
  const files = execFileSync("git", ["ls-files", "packages/core", "apps", "bench"], { cwd: ROOT }).toString().split("\n");
  const reaching = files.filter(
    (file) => /\.(ts|tsx)$/.test(file) && /["'](\.\.\/)+(packages\/)?writer\//.test(readFileSync(path.join(ROOT, file), "utf8")),
  );
  expect(reaching).toEqual([]);
});
