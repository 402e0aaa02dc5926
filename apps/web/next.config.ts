import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const config: NextConfig = {
  transpilePackages: ["@proseo/ui"],
  poweredByHeader: false,
  // The workspace's typecheck task checks the console (tsc --noEmit, with Next's route types), as CI does:
  // checking it again inside next build cost half the build.
  typescript: { ignoreBuildErrors: true },
  // .next/standalone: the server and only the files it needs, what docker/Dockerfile copies into the console's image.
  output: "standalone",
  // The workspace's root, so that the packages the console imports are traced from there.
  outputFileTracingRoot: path.join(import.meta.dirname, "../.."),
  // The console's own server (server.mjs, which finds each visitor's address) and the one module it imports
  // (constants, with the import presets it re-exports), which the pages bundle and so leave untraced.
  outputFileTracingIncludes: {
    "/**": [
      "./server.mjs",
      "./node_modules/@proseo/core/package.json",
      "./node_modules/@proseo/core/dist/*.js",
      "./node_modules/@proseo/core/dist/catalog/import-presets.js",
    ],
  },
  // Pages get their Content-Security-Policy, with a per-request nonce, from proxy.ts.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Frame-Options", value: "DENY" },
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
        ],
      },
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
      },
    ];
  },
};

// next-intl finds the request's language and messages in i18n/request.ts.
export default createNextIntlPlugin("./i18n/request.ts")(config);
