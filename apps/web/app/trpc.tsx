"use client";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, httpLink, splitLink, TRPCClientError } from "@trpc/client";
import { signOut } from "next-auth/react";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { useState, type ReactNode } from "react";
import type { AppRouter } from "@proseo/api";
import { MAX_BATCH_CALLS } from "@proseo/core/constants";

const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
export { useTRPC, useTRPCClient };

const sessionEnded = (error: unknown) =>
  error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 401;

let signingOut = false;
/** A call refused for the session (ended elsewhere, or expired) leads to the sign-in page, the stale cookie cleared. */
function leaveEndedSession(error: unknown) {
  if (!sessionEnded(error) || signingOut) return;
  signingOut = true;
  void signOut({ callbackUrl: "/signin" });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        queryCache: new QueryCache({ onError: leaveEndedSession }),
        mutationCache: new MutationCache({ onError: leaveEndedSession }),
        defaultOptions: { queries: { staleTime: 5_000, retry: (failures, error) => failures < 1 && !sessionEnded(error) } },
      }),
  );
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        // A call with an idempotency key (e.g. batches.create) goes alone, so the header names only its operation.
        splitLink({
          condition: (op) => typeof op.context.idempotencyKey === "string",
          true: httpLink({
            url: "/api/trpc",
            headers: ({ op }) => ({ "Idempotency-Key": op.context.idempotencyKey as string }),
          }),
          false: httpBatchLink({ url: "/api/trpc", maxItems: MAX_BATCH_CALLS }),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
