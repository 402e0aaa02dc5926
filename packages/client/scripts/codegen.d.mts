/** The client's generated sources (file name in src/generated to its contents) for an OpenAPI document. */
export function generateClientSources(document: unknown): Promise<Record<string, string>>;
