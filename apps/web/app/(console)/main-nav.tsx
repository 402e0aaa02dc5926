"use client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";

/**
 * The console's navigation. On a phone it waits behind a Menu button (globals.css, below 40rem), and closes again
 * once another page opens: it is open only on the page it was opened on.
 */
export function MainNav({ children }: { children: ReactNode }) {
  const t = useTranslations("Nav");
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <>
      <button
        type="button"
        className="nav-toggle"
        aria-expanded={open}
        aria-controls="main-nav"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {t("menu")}
      </button>
      <nav id="main-nav" aria-label={t("main")} className={open ? "nav-open" : undefined}>
        {children}
      </nav>
    </>
  );
}
