import type { Config } from "@proseo/core";
import { type DestinationStream, type Logger, pino } from "pino";
import pretty from "pino-pretty";

/**
 * Never written, wherever they turn up in a line: credentials (API keys travel in Authorization, console
 * sessions in cookies, the console's server proves itself with its secret header) and bodies.
 */
const REDACTED = [
  "authorization",
  "cookie",
  "body",
  "*.authorization",
  "*.cookie",
  "*.body",
  '*.headers["x-internal-secret"]',
  '*.headers["set-cookie"]',
  "*.headers.authorization",
  "*.headers.cookie",
];

/**
 * The process's one logger (Fastify's, and the reporter of core's events): JSON lines on stdout, or
 * one readable line per entry when stdout is a terminal (`npm start`). Tests pass a destination.
 * Lines are written asynchronously (pino flushes what is left when the process exits): a synchronous
 * write per request line was a tenth of a small request's CPU time (bench/README.md).
 */
export function createLogger(config: Pick<Config, "LOG_LEVEL">, destination?: DestinationStream): Logger {
  const stream =
    destination ??
    (process.stdout.isTTY
      ? pretty({
          colorize: true,
          singleLine: true,
          ignore: "pid,hostname",
          translateTime: "SYS:HH:MM:ss",
          // A request reads as "GET /v1/products/{id} 200 3.1 ms", its other fields after it.
          messageFormat: (line, key) =>
            line[key] === "request" ? `${line.method} ${line.route} ${line.status} ${line.duration_ms} ms` : String(line[key]),
        })
      : pino.destination({ dest: 1, sync: false }));
  return pino(
    {
      level: config.LOG_LEVEL,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED, remove: true },
    },
    stream,
  );
}
