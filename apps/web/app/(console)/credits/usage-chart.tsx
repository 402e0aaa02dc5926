"use client";
import type { AppRouter } from "@proseo/api";
import { type Column, DataTable, EmptyState } from "@proseo/ui";
import type { inferRouterOutputs } from "@trpc/server";
import { useFormatter, useTranslations } from "next-intl";

type Day = inferRouterOutputs<AppRouter>["console"]["credits"]["usage"]["days"][number];

/** What credits paid for, each named in messages/ (Credits.purposes). */
export const PURPOSES = ["sync", "batch", "media"] as const;

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;

const total = (day: Day) => day.sync + day.batch + day.media;

/** Credits charged per day as stacked bars, with the same figures as a table for those who cannot see the chart. */
export function UsageChart({ days }: { days: Day[] }) {
  const t = useTranslations("Credits");
  const format = useFormatter();
  /** A UTC day (YYYY-MM-DD) in the member's language. */
  const utcDay = (day: string | undefined) =>
    day ? format.dateTime(new Date(day), { dateStyle: "medium", timeZone: "UTC" }) : "";
  const columns: Column<Day>[] = [
    { id: "day", header: t("day"), cell: (day) => utcDay(day.day) },
    ...PURPOSES.map((key): Column<Day> => ({ id: key, header: t(`purposes.${key}`), cell: (day) => format.number(day[key]) })),
    { id: "total", header: t("total"), cell: (day) => format.number(total(day)) },
  ];
  const highest = Math.max(1, ...days.map(total));
  const slot = WIDTH / days.length;
  const charged = days.reduce((sum, day) => sum + total(day), 0);
  if (charged === 0) return <EmptyState>{t("noUsage", { days: days.length })}</EmptyState>;
  return (
    <figure className="usage">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="usage-chart" aria-hidden="true" focusable="false">
        {days.map((day, index) => {
          let top = HEIGHT;
          return (
            <g key={day.day}>
              <rect x={index * slot + GAP / 2} y={0} width={slot - GAP} height={HEIGHT} className="bar-empty" />
              {PURPOSES.map((key) => {
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
          {PURPOSES.map((key) => (
            <span key={key}>
              <span className={`key key-${key}`} /> {t(`purposes.${key}`)}
            </span>
          ))}
        </span>
        <span className="muted">
          {t("usageSummary", { charged, from: utcDay(days[0]?.day), to: utcDay(days.at(-1)?.day), highest })}
        </span>
      </figcaption>
      <details>
        <summary>{t("asTable")}</summary>
        <DataTable
          caption={t("tableCaption")}
          rows={days}
          rowKey={(day) => day.day}
          rowProps={(day) => ({ "data-testid": `usage-${day.day}` })}
          columns={columns}
          empty={t("noDays")}
        />
      </details>
    </figure>
  );
}
