import { type ErrorDetail, MAX_INPUT_DEPTH, validationFailed } from "@proseo/core";

/**
 * The rule every string of a request obeys, whatever the route: no NUL character (PostgreSQL text
 * cannot hold one) and well-formed UTF-16 (a lone surrogate cannot be stored as UTF-8). Objects nest
 * at most MAX_INPUT_DEPTH levels and have no `__proto__` key. Checked once, at the edge, iteratively
 * (a deeply nested body must not overflow the stack), before any procedure sees the input.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain the NUL character";
  if (LONE_SURROGATE.test(text)) return "must be valid Unicode (no lone surrogate)";
  return null;
}

function inputProblems(input: unknown, root: string): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: root, depth: 0 }];
  while (pending.length && problems.length < 10) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === "string") {
      const problem = stringProblem(value);
      if (problem) problems.push({ path, message: problem });
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      problems.push({ path, message: `nests deeper than ${MAX_INPUT_DEPTH} levels` });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      const keyProblem = key === "__proto__" ? "the key __proto__ is not allowed" : stringProblem(key);
      if (keyProblem) problems.push({ path: itemPath, message: keyProblem });
      else pending.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return problems;
}

/** 422 for a value that breaks the rule above, named by its paths: an MCP tool's arguments. */
export function assertWellFormedValue(value: unknown): void {
  const problems = inputProblems(value, "");
  if (problems.length) throw validationFailed(problems);
}

export const invalidPathEncoding = () => validationFailed([{ path: "path", message: "is not valid percent-encoded UTF-8" }]);

/** 422 for a request whose path, query or body breaks the rule above; a preHandler of every plugin that takes input. */
export async function assertWellFormedInput(request: { url: string; query: unknown; body: unknown }): Promise<void> {
  let path: string;
  try {
    path = decodeURIComponent(request.url.split("?")[0]!);
  } catch {
    throw invalidPathEncoding();
  }
  const problems = [...inputProblems(path, "path"), ...inputProblems(request.query, ""), ...inputProblems(request.body, "")];
  if (problems.length) throw validationFailed(problems);
}
