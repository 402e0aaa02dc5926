"use client";
import type { AppRouter } from "@proseo/api";
import { type Column, DataTable, EmptyState } from "@proseo/ui";
import type { inferRouterOutputs } from "@trpc/server";

type Day = inferRouterOutputs<AppRouter>["console"]["credits"]["usage"]["days"][number];

export const PURPOSES = [
  { key: "sync", label: "Sync generation" },
  { key: "batch", label: "Batches" },
  { key: "media", label: "AI media" },
] as const;

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;

const total = (day: Day) => day.sync + day.batch + day.media;

const COLUMNS: Column<Day>[] = [
  { id: "day", header: "Day (UTC)", cell: (day) => day.day },
  ...PURPOSES.map(({ key, label }): Column<Day> => ({ id: key, header: label, cell: (day) => day[key] })),
  { id: "total", header: "Total", cell: total },
];

/** Credits charged per day as stacked bars, with the same figures as a table for those who cannot see the chart. */
export function UsageChart({ days }: { days: Day[] }) {
  const highest = Math.max(1, ...days.map(total));
  const slot = WIDTH / days.length;
  const charged = days.reduce((sum, day) => sum + total(day), 0);
  if (charged === 0) return <EmptyState>No credits were charged in the last {days.length} days.</EmptyState>;
  return (
    <figure className="usage">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="usage-chart" aria-hidden="true" focusable="false">
        {days.map((day, index) => {
          let top = HEIGHT;
          return (
            <g key={day.day}>
              <rect x={index * slot + GAP / 2} y={0} width={slot - GAP} height={HEIGHT} className="bar-empty" />
              {PURPOSES.map(({ key }) => {
                const height = (day[key] / highest) * HEIGHT;
                top -= height;
                return height > 0 ? (
                  <rect
                    key={key}
                    x={index * slot + GAP / 2}
                    y={top}
                    width={slot - GAP}
                    height={height}
                    className={`bar-${key}`}
                  />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span className="row usage-legend">
          {PURPOSES.map(({ key, label }) => (
            <span key={key}>
              <span className={`key key-${key}`} /> {label}
            </span>
          ))}
        </span>
        <span className="muted">
          {charged} credits charged from {days[0]?.day} to {days.at(-1)?.day}; days are UTC days. Highest day: {highest}.
        </span>
      </figcaption>
      <details>
        <summary>The same figures as a table</summary>
        <DataTable
          caption="Credits charged per UTC day and kind"
          rows={days}
          rowKey={(day) => day.day}
          rowProps={(day) => ({ "data-testid": `usage-${day.day}` })}
          columns={COLUMNS}
          empty="No days."
        />
      </details>
    </figure>
  );
}
