"use client";
import type { ButtonHTMLAttributes } from "react";
import { useHydrated } from "./hydrated";

/**
 * A form's submit button, disabled until the page is hydrated: pressed before, the browser submits the form itself, a
 * GET of the page with the fields in its URL (the account page's passwords too), and what was typed is lost.
 */
export function SubmitButton({ disabled = false, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type">) {
  const hydrated = useHydrated();
  return <button {...props} type="submit" disabled={disabled || !hydrated} />;
}
