// Checks every answer the tests receive against the server's own OpenAPI document, so the
// document cannot drift from what the server really does.
import SwaggerParser from "@apidevtools/swagger-parser";
import { Ajv2020, type AnySchema } from "ajv/dist/2020.js";
import formats from "ajv-formats";
import Papa from "papaparse";

export interface ReceivedResponse {
  method: string;
  /** Path and query, as requested. */
  url: string;
  status: number;
  headers: Headers;
  text: string;
}

interface Header {
  required?: boolean;
  schema?: AnySchema & { type?: unknown };
}

interface MediaType {
  schema?: AnySchema;
  example?: unknown;
}

interface Operation {
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { headers?: Record<string, Header>; content?: Record<string, MediaType> }>;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const JSON_MEDIA_TYPE = /^application\/(.+\+)?json$/;

/** What a CSV answer must be: RFC 4180 text with a header row, every row as wide as the header. */
function csvProblems(text: string): string[] {
  if (text.includes("\uFFFD")) return ["the CSV is not valid UTF-8"];
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: ",", newline: "\r\n", skipEmptyLines: false });
  if (errors.length) return errors.map((error) => `CSV row ${error.row}: ${error.message}`);
  if (text !== "" && !text.endsWith("\r\n")) return ["the CSV does not end with a line break"];
  // The line break after the last row leaves one empty line.
  const rows = data.slice(0, -1);
  const width = rows[0]?.length ?? 0;
  if (!width) return ["the CSV has no header row"];
  const ragged = rows.findIndex((row) => row.length !== width);
  return ragged === -1 ? [] : [`CSV row ${ragged} has ${rows[ragged]!.length} fields, the header ${width}`];
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export type OpenApiContract = ReturnType<typeof openApiContract>;

/** The checks of a dereferenced OpenAPI 3.1 document. */
export function openApiContract(document: object) {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  // OpenAPI 3.1 schema keywords that are not JSON Schema's.
  ajv.addVocabulary(["example", "discriminator", "xml", "externalDocs"]);
  formats.default(ajv);

  const { paths = {} } = document as { paths?: Record<string, Record<string, unknown>> };
  const routes = Object.entries(paths)
    .flatMap(([template, pathItem]) =>
      METHODS.filter((method) => pathItem[method]).map((method) => ({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
        parameters: template.split("{").length - 1,
        operation: pathItem[method] as Operation,
      })),
    )
    // A literal segment wins over a template parameter.
    .sort((a, b) => a.parameters - b.parameters);

  const violations = (schema: AnySchema, value: unknown, name: string): string[] => {
    const validate = ajv.compile(schema);
    return validate(value) ? [] : [ajv.errorsText(validate.errors, { dataVar: name, separator: "; " })];
  };

  return {
    /** Every example the document shows that its own schema refuses, by operation. */
    exampleViolations(): string[] {
      return routes.flatMap(({ method, template, operation }) => {
        const shown = [
          ...Object.values(operation.requestBody?.content ?? {}).map((media) => ["request", media] as const),
          ...Object.entries(operation.responses).flatMap(([status, { content }]) =>
            Object.values(content ?? {}).map((media) => [status, media] as const),
          ),
        ];
        return shown.flatMap(([where, { schema, example }]) =>
          schema && example !== undefined
            ? violations(schema, example, "example").map((violation) => `${method} ${template} ${where}: ${violation}`)
            : [],
        );
      });
    },

    /** Throws when the answer breaks the document; paths and methods the document does not list are not checked. */
    check(response: ReceivedResponse): void {
      const path = new URL(response.url, "http://localhost").pathname;
      const route = routes.find(({ method, pattern }) => method === response.method.toUpperCase() && pattern.test(path));
      if (!route) return;
      const name = `${route.method} ${route.template}`;
      const documented = route.operation.responses[String(response.status)];
      if (!documented) {
        const listed = Object.keys(route.operation.responses).join(", ");
        throw new Error(
          `${name} answered ${response.status}, which its OpenAPI operation does not list (${listed}): ${response.text}`,
        );
      }

      const problems: string[] = [];
      for (const [header, { required, schema }] of Object.entries(documented.headers ?? {})) {
        const value = response.headers.get(header);
        if (value === null) {
          if (required) problems.push(`header ${header} is missing`);
        } else if (schema) {
          const numeric = schema.type === "integer" || schema.type === "number";
          problems.push(...violations(schema, numeric ? Number(value) : value, `header ${header}`));
        }
      }

      const mediaType = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
      if (!documented.content) {
        if (response.text) problems.push("a body where the document lists none");
      } else if (!documented.content[mediaType]) {
        problems.push(`content type "${mediaType}" is not one of ${Object.keys(documented.content).join(", ")}`);
      } else {
        const { schema } = documented.content[mediaType];
        if (mediaType === "text/csv") problems.push(...csvProblems(response.text));
        else if (schema && JSON_MEDIA_TYPE.test(mediaType)) {
          const body = parseJson(response.text);
          if (body === undefined) problems.push("the body is not JSON");
          else problems.push(...violations(schema, body, "body"));
        }
      }
      if (problems.length) {
        throw new Error(
          `${name} answered ${response.status} against its OpenAPI operation: ${problems.join("; ")}\n${response.text}`,
        );
      }
    },
  };
}

/** The contract of a running server, fetched from its /v1/openapi.json on first use. */
export function serverContract(baseUrl: string): () => Promise<OpenApiContract> {
  let contract: Promise<OpenApiContract> | undefined;
  return () =>
    (contract ??= (async () => {
      const response = await fetch(`${baseUrl}/v1/openapi.json`);
      if (!response.ok) throw new Error(`GET /v1/openapi.json answered ${response.status}`);
      return openApiContract(await SwaggerParser.dereference((await response.json()) as never));
    })());
}
