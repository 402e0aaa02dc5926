import type { NextConfig } from "next";

const config: NextConfig = {
  transpilePackages: ["@proseo/ui"],
  poweredByHeader: false,
};

export default config;
