/** The part of the Khronos glTF validator's API (npm gltf-validator, compiled from Dart, untyped) that uploads use. */
declare module "gltf-validator" {
  export interface ValidationMessage {
    code: string;
    message: string;
    /** 0 error, 1 warning, 2 information, 3 hint. */
    severity: number;
    pointer?: string;
    offset?: number;
  }
  export interface ValidationOptions {
    format?: "glb" | "gltf";
    maxIssues?: number;
    ignoredIssues?: string[];
    writeTimestamp?: boolean;
  }
  export function validateBytes(
    data: Uint8Array,
    options?: ValidationOptions,
  ): Promise<{ issues: { messages: ValidationMessage[]; truncated: boolean } }>;
}
