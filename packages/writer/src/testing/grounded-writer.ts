import { BuiltinWriter } from "../builtin-writer.js";
import { unsupportedClaims } from "../grounding/unsupported-claims.js";

/**
 * A built-in writer whose every text is held to the grounding check: a test that asks it for content fails when the
 * content states a claim the product's data does not support (a bug of the writer or of the check).
 */
export function groundedWriter(): BuiltinWriter {
  const writer = new BuiltinWriter();
  const generate = writer.generate.bind(writer);
  writer.generate = async (...args: Parameters<BuiltinWriter["generate"]>) => {
    const content = await generate(...args);
    const [product, language, applied] = args;
    const unsupported = unsupportedClaims(content, product, language, applied);
    if (unsupported.length) {
      throw new Error(
        `The built-in writer stated claims of ${product.sku} in ${language} the data does not support: ${JSON.stringify(unsupported)}`,
      );
    }
    return content;
  };
  return writer;
}
