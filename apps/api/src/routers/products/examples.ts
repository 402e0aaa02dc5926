// Examples shown in the OpenAPI document; the contract tests check them against their schemas.
export const exampleProduct = {
  id: "prod_7Qx2mVb9LkT4sW1nZp8c",
  sku: "SW-1",
  name: "Merino sweater",
  brand: "Acme",
  category: "Apparel/Knitwear",
  status: "generated",
  published_version: null,
  created_at: "2026-11-21T09:00:00.000Z",
  updated_at: "2026-11-21T09:05:00.000Z",
};

export const exampleProductDetail = {
  ...exampleProduct,
  source_data: { color: "navy", care: { en: "Hand wash", de: "Handwäsche" } },
  values: { title: { en: "Acme Merino sweater in navy" } },
  version: 2,
};
