// Server is the SDK's low-level class: McpServer would check tool arguments itself, in its own words; here
// the procedures check them, so that a tool's 422 is /v1's.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { FastifyInstance } from "fastify";
import { AppError } from "@proseo/core";
import { type Context, createContext } from "../context.js";
import { callTool, mcpTools } from "../mcp/tools.js";
import type { AppServices } from "../services.js";
import { authenticateKey } from "../trpc.js";
import { assertMcpOrigin } from "./origin.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The /mcp request's context, its key authenticated before the body is read. */
    mcpContext: Context | null;
    /** The key's rate-limit refusal, answered to the request's tool calls. */
    mcpOverLimit: unknown;
  }
}

/** The answer to a JSON-RPC batch: JSON-RPC's Invalid Request, with no id to answer to. */
const batchRefusal = {
  jsonrpc: "2.0",
  id: null,
  error: { code: ErrorCode.InvalidRequest, message: "Send one JSON-RPC message per request; batches are not accepted." },
};

/** A Server answering one request (stateless: no session outlives its HTTP request). */
function mcpServerFor(ctx: Context, overLimit: unknown): Server {
  const server = new Server({ name: "proseo", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: mcpTools }));
  server.setRequestHandler(CallToolRequestSchema, ({ params }) => callTool(ctx, params.name, params.arguments, overLimit));
  return server;
}

/**
 * /mcp: the procedures as Model Context Protocol tools over Streamable HTTP (docs/contract.md "MCP"),
 * authenticated and rate-limited per request by the API key as /v1 is.
 */
export async function mcpApi(app: FastifyInstance, { services }: { services: AppServices }) {
  app.decorateRequest("mcpContext", null);
  app.decorateRequest("mcpOverLimit", null);
  app.route({
    method: ["POST", "GET", "DELETE"],
    url: "/mcp",
    onRequest: async (request) => {
      assertMcpOrigin(request, services.config);
      const ctx = createContext(services, request, "mcp");
      // Past the key's limit, initialize and tools/list are still answered (they were counted); a tool call is
      // answered 429 with retry_after as its result.
      ctx.keyAuth = await authenticateKey(ctx, (refusal) => (request.mcpOverLimit = refusal));
      request.mcpContext = ctx;
    },
    handler: async (request, reply) => {
      if (request.method !== "POST") {
        // Stateless: no stream of server messages to open (GET), no session to end (DELETE).
        reply.header("Allow", "POST");
        throw new AppError("method_not_allowed", "Send MCP messages with POST; this server keeps no sessions.");
      }
      if (Array.isArray(request.body)) {
        // One rate-limit count per HTTP request holds only with one message per request (docs/contract.md "MCP"):
        // refused as the transport refuses a malformed message, so clients read it as they read those.
        return reply.code(400).send(batchRefusal);
      }
      const server = mcpServerFor(request.mcpContext!, request.mcpOverLimit);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.raw.on("close", () => void server.close());
      await server.connect(transport);
      // The transport writes the answer itself; the headers set so far (Request-Id, helmet's) go with it.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  });
}
