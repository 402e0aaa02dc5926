"use client";
import { type Role, roleAllows } from "@proseo/core/constants";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useTRPC } from "../trpc";

/** Whether the signed-in member's role reaches `needed`; false until the role is known. */
export function useRoleAllows(needed: Role): boolean {
  const trpc = useTRPC();
  const role = useQuery(trpc.console.overview.queryOptions()).data?.role;
  return role !== undefined && roleAllows(role, needed);
}

/**
 * Shows its children only to members whose role reaches `needs` (the API refuses the others anyway);
 * `fallback` is what the others see instead.
 */
export function RoleGate({ needs, fallback = null, children }: { needs: Role; fallback?: ReactNode; children: ReactNode }) {
  return useRoleAllows(needs) ? children : fallback;
}

/** What a page restricted to `needs` and above says to the members below it. */
export function RolePage({ needs, title, children }: { needs: Role; title: string; children: ReactNode }) {
  const t = useTranslations("RolePage");
  const roles = useTranslations("Roles");
  const trpc = useTRPC();
  const known = useQuery(trpc.console.overview.queryOptions()).isSuccess;
  const fallback = known ? (
    <>
      <h1>{title}</h1>
      <p className="empty">{t("refused", { role: roles(needs) })}</p>
    </>
  ) : null;
  return (
    <RoleGate needs={needs} fallback={fallback}>
      {children}
    </RoleGate>
  );
}
