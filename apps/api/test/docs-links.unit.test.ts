// Every relative link of the README and the docs leads somewhere: a file of the repository and, where
// it names a heading (`file.md#heading`), a heading of that file, as GitHub makes their anchors.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

/** The Markdown files people read: the front door, the docs, and the READMEs beside code. */
function markdownFiles(): string[] {
  const found = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir))) {
      const relative = path.join(dir, entry);
      if (entry === "node_modules" || entry.startsWith(".")) continue;
      if (statSync(path.join(root, relative)).isDirectory()) walk(relative);
      else if (entry.endsWith(".md")) found.push(relative);
    }
  };
  for (const dir of ["docs", "bench", "examples", "scripts"]) walk(dir);
  return found;
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as `-`. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N}\- ]/gu, "")
    .replace(/ /g, "-");

/** The file's text outside fenced code blocks (a link in code is no link). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, "");

const anchors = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let known = anchors.get(file);
  if (!known) {
    known = new Set([...prose(readFileSync(file, "utf8")).matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
    anchors.set(file, known);
  }
  return known;
}

describe("the README and the docs", () => {
  it("link only to files and headings that exist", () => {
    const broken: string[] = [];
    const files = markdownFiles();
    for (const file of files) {
      const absolute = path.join(root, file);
      for (const [, target] of prose(readFileSync(absolute, "utf8")).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue;
        const [link = "", fragment] = target!.split("#");
        const destination = link ? path.resolve(path.dirname(absolute), decodeURIComponent(link)) : absolute;
        if (!existsSync(destination)) broken.push(`${file}: ${target} (no such file)`);
        else if (fragment && destination.endsWith(".md") && !anchorsOf(destination).has(fragment)) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(files.length).toBeGreaterThan(20);
    expect(broken).toEqual([]);
  });

  it("keep the README a front door: at most 200 lines", () => {
    expect(readFileSync(path.join(root, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(200);
  });
});
