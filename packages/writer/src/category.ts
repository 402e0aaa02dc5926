export const categoryPath = (category: string | null): string[] =>
  (category ?? "")
    .split("/")
    .map((segment) => segment.trim())
    .filter(Boolean);
