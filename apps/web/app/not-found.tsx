import Link from "next/link";

/** A page that does not exist, styled by the stylesheet (Next.js's own 404 uses inline styles, which the CSP refuses). */
export default function NotFound() {
  return (
    <main className="shell-main">
      <h1>Page not found</h1>
      <p className="empty">Nothing is here. It may have moved, or the link is mistyped.</p>
      <Link href="/">Back to the overview</Link>
    </main>
  );
}
