import Form from "next/form";

/** Finds products by SKU, name or brand: a search into the catalog list, which shows the matches. */
export function ProductSearch() {
  return (
    <search aria-labelledby="find-title">
      <h2 id="find-title">Find a product</h2>
      <Form action="/products" className="row">
        <label className="inline">
          SKU, name or brand
          <input name="q" type="search" maxLength={200} required />
        </label>
        <button type="submit">Find</button>
      </Form>
    </search>
  );
}
