#!/usr/bin/env node
// Writes the client's generated sources from the API's OpenAPI document:
//   node scripts/codegen.mjs http://localhost:4000/v1/openapi.json   (or a file path)
// apps/api/test/client.test.ts fails while the committed sources differ from what the API's document gives.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, COMMENT_HEADER } from "openapi-typescript";

const GENERATED_DIR = new URL("../src/generated/", import.meta.url);

/** The generated files' names and contents for one OpenAPI document. */
export async function generateClientSources(document) {
  const typed = structuredClone(document);
  const idempotent = [];
  for (const [path, item] of Object.entries(typed.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      const key = operation.parameters?.find((p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key");
      if (!key) continue;
      idempotent.push(`${method.toUpperCase()} ${path}`);
      // The client makes the key when the caller gives none, so no call has to.
      key.required = false;
    }
  }
  const schema = COMMENT_HEADER + astToString(await openapiTS(typed, { silent: true }));
  const operations = `${COMMENT_HEADER}/** The operations that take an Idempotency-Key: the client gives each call one, reused by its retries. */
export const idempotentOperations: ReadonlySet<string> = new Set(${JSON.stringify(idempotent.sort(), null, 2)});
`;
  return { "schema.ts": schema, "idempotent-operations.ts": operations };
}

async function readDocument(source) {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(source, "utf8"));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = process.argv[2];
  if (!source) {
    console.error("Usage: node scripts/codegen.mjs <URL or file of the OpenAPI document>");
    process.exit(2);
  }
  const files = await generateClientSources(await readDocument(source));
  for (const [name, text] of Object.entries(files)) await writeFile(new URL(name, GENERATED_DIR), text);
  console.log(`Wrote ${Object.keys(files).join(", ")} in src/generated.`);
}
