import { Shell, StatusBadge } from "@proseo/ui";

export const dynamic = "force-dynamic";

const apiUrl = process.env.API_URL ?? "http://127.0.0.1:4000";

async function apiReachable(): Promise<boolean> {
  try {
    return (await fetch(`${apiUrl}/healthz`, { cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

export default async function Home() {
  const up = await apiReachable();
  return (
    <Shell>
      <h1>Proseo console</h1>
      <p>
        API <StatusBadge ok={up}>{up ? "reachable" : "not reachable"}</StatusBadge> at <code>{apiUrl}</code>
      </p>
      <p>
        <a href={`${apiUrl}/v1/docs`}>API reference</a>
      </p>
    </Shell>
  );
}
