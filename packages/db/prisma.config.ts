import { defineConfig } from "prisma/config";

// Only `prisma generate` reads this file; migrations run through src/migrate.ts.
export default defineConfig({
  schema: "prisma/schema.prisma",
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://placeholder@localhost/placeholder" },
});
