import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { Providers } from "./trpc";
import "./globals.css";

// Rendered per request, so that Next.js can put the request's CSP nonce (proxy.ts) on its scripts.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Proseo console" };
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
