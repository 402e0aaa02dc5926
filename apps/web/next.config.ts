import type { NextConfig } from "next";

const config: NextConfig = {
  transpilePackages: ["@proseo/ui"],
  poweredByHeader: false,
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

export default config;
