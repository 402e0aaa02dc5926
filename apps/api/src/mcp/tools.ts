import { type CallToolResult, ErrorCode, McpError, type Tool, type ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import type { Context } from "../context.js";
import { parseOrThrow } from "@proseo/core";
import { errorBody, isUnexpected } from "../errors.js";
import { assertWellFormedValue } from "../http/input-guard.js";
import { appRouter } from "../router.js";
import { createCallerFactory, type ProcedureMeta } from "../trpc.js";

/**
 * The MCP tools, each the /v1 procedure it names (its path in the router): the tool's arguments,
 * description, annotations, authorization and errors are the procedure's own.
 */
const TOOL_PROCEDURES = {
  search_products: "products.list",
  get_product: "products.get",
  upsert_products: "products.upsert",
  list_revisions: "products.revisions",
  generate_descriptions: "generations.create",
  create_batch: "batches.create",
  get_batch: "batches.get",
  approve_content: "publishing.approve",
  publish_version: "publishing.publish",
  channel_readiness: "channels.readiness",
  get_content_rules: "contentRules.get",
} as const;

/** What a tool does beyond what its method promises (methodHints), as MCP's hints. */
const hintsBeyondMethod: Partial<Record<keyof typeof TOOL_PROCEDURES, ToolAnnotations>> = {
  // POSTs that overwrite what is there (a product's data, the record a shop serves) rather than only add.
  upsert_products: { destructiveHint: true },
  approve_content: { destructiveHint: true },
  publish_version: { destructiveHint: true },
  // A GET whose poll ingests the finished results: it writes versions, charges and refunds, and may
  // publish them (routers/batches/get-batch.types.ts); a later poll may do what an earlier one did not.
  get_batch: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
};

/** The argument that carries the Idempotency-Key header of procedures that take one. */
const IDEMPOTENCY_ARGUMENT = "idempotency_key";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a method promises, as MCP's hints (a POST may add, never destroys; PUT and DELETE repeat harmlessly). */
const methodHints: Record<Method, ToolAnnotations> = {
  GET: { readOnlyHint: true, destructiveHint: false, idempotentHint: true },
  POST: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
  PUT: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
  PATCH: { readOnlyHint: false, destructiveHint: true, idempotentHint: false },
  DELETE: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
};

/** A tool's procedure, every one published under /v1 (so its meta has `openapi`). */
interface ProcedureDef {
  _def: { meta: ProcedureMeta & Required<Pick<ProcedureMeta, "openapi">>; inputs: z.ZodType[] };
}

const procedureAt = (path: string) => (appRouter._def.procedures as unknown as Record<string, ProcedureDef>)[path]!._def;

/** The Idempotency-Key header's schema, for procedures that take one. */
function idempotencyKeyOf({ meta }: ProcedureDef["_def"]): z.ZodType | undefined {
  const headers = meta.openapi.requestHeaders;
  return headers instanceof z.ZodObject ? (headers.shape["idempotency-key"] as z.ZodType | undefined) : undefined;
}

/** The tool's arguments: the procedure's input, plus the Idempotency-Key header's schema when it takes one. */
function argumentsOf(definition: ProcedureDef["_def"]): z.ZodObject {
  const input = definition.inputs[0];
  const fields = input instanceof z.ZodObject ? input : z.object({}).strict();
  const key = idempotencyKeyOf(definition);
  return key ? fields.extend({ [IDEMPOTENCY_ARGUMENT]: key }) : fields;
}

/**
 * The idempotency_key argument, checked as the header is (422 naming idempotency_key): the procedure sees
 * only its input, so the key's schema in the tool's arguments is enforced here. Absent, it is null (428 where required).
 */
function idempotencyKeyArgument(definition: ProcedureDef["_def"], value: unknown): string | null {
  const key = idempotencyKeyOf(definition);
  if (value === undefined || !key) return null;
  return parseOrThrow(z.object({ [IDEMPOTENCY_ARGUMENT]: key }), { [IDEMPOTENCY_ARGUMENT]: value })[
    IDEMPOTENCY_ARGUMENT
  ] as string;
}

const routeOf = ({ openapi }: ProcedureDef["_def"]["meta"]) => `${openapi.method} ${openapi.path}`;

/** A description that names the tools for the routes it mentions ("poll GET /v1/batches/{id}": get_batch). */
function namingTools(text: string): string {
  return Object.entries(TOOL_PROCEDURES).reduce((named, [name, path]) => {
    const route = routeOf(procedureAt(path).meta);
    return named.replaceAll(route, `${name} (${route})`);
  }, text);
}

function describeTool(name: keyof typeof TOOL_PROCEDURES, path: string): Tool {
  const definition = procedureAt(path);
  const { openapi } = definition.meta;
  const inputSchema = z.toJSONSchema(argumentsOf(definition), { io: "input", unrepresentable: "any" });
  return {
    name,
    title: openapi.summary,
    description: [
      `${openapi.summary}.`,
      openapi.description && namingTools(openapi.description),
      `REST: ${routeOf(definition.meta)}.`,
    ]
      .filter(Boolean)
      .join(" "),
    inputSchema: inputSchema as Tool["inputSchema"],
    annotations: {
      title: openapi.summary,
      ...methodHints[openapi.method],
      ...hintsBeyondMethod[name],
      openWorldHint: false,
    },
  };
}

/** Every tool as tools/list answers it. */
export const mcpTools: Tool[] = Object.entries(TOOL_PROCEDURES).map(([name, path]) =>
  describeTool(name as keyof typeof TOOL_PROCEDURES, path),
);

const callerFor = createCallerFactory(appRouter);
type Callable = (input: unknown) => Promise<unknown>;

/** The answer of a tool call: the procedure's output, or its error as /v1 words it (with retry_after when it says when). */
function toolResult(value: Record<string, unknown>, isError: boolean): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value, isError };
}

/**
 * Runs a tool as its procedure with the caller's context (the key already authenticated), so that
 * the scope, organization and input checks, the Idempotency-Key and the errors are /v1's.
 */
export async function callTool(
  ctx: Context,
  name: string,
  args: Record<string, unknown> = {},
  /** The key's rate-limit refusal, when its request was over the limit. */
  overLimit?: unknown,
): Promise<CallToolResult> {
  if (!Object.hasOwn(TOOL_PROCEDURES, name)) throw new McpError(ErrorCode.InvalidParams, `No tool named ${name}.`);
  const path = TOOL_PROCEDURES[name as keyof typeof TOOL_PROCEDURES];
  const { [IDEMPOTENCY_ARGUMENT]: idempotencyKey, ...input } = args;
  try {
    if (overLimit) throw overLimit;
    assertWellFormedValue(args);
    const call: Context = {
      ...ctx,
      idempotencyKey: idempotencyKeyArgument(procedureAt(path), idempotencyKey),
      response: { headers: {} },
    };
    const procedure = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], callerFor(call));
    const takesInput = procedureAt(path).inputs[0] instanceof z.ZodObject;
    const output = await (procedure as Callable)(takesInput ? input : undefined);
    return toolResult(output as Record<string, unknown>, false);
  } catch (error) {
    if (isUnexpected(error)) ctx.log.error({ err: error }, "unexpected error");
    const { body, headers } = errorBody(error, ctx.requestId);
    const retryAfter = headers["Retry-After"];
    return toolResult({ error: { ...body.error, ...(retryAfter ? { retry_after: Number(retryAfter) } : {}) } }, true);
  }
}
