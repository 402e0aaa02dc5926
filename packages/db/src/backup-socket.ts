// The owner of a shared data directory hands backups to other processes (the CLI) over HTTP on a
// Unix socket in the directory itself: reaching it takes the same file permissions as reaching the
// database's own socket beside it (the directory is its user's alone), so no other credential is needed.
import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const BACKUP_SOCKET = ".s.proseo-backup";
const BACKUP_PATH = "/data-dir.tar.gz";

/** Serves `dump` (a backup taken by the owner) at the backup socket of `dir` until closed. */
export async function serveBackups(dir: string, dump: () => Promise<Uint8Array>): Promise<{ close(): Promise<void> }> {
  const socketPath = path.join(dir, BACKUP_SOCKET);
  // A socket file left by an owner that was killed is in the way of the new one.
  rmSync(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" || request.url !== BACKUP_PATH) return void response.writeHead(404).end();
    dump().then(
      (backup) =>
        response.writeHead(200, { "Content-Type": "application/gzip", "Content-Length": backup.byteLength }).end(backup),
      (error: Error) => response.writeHead(500, { "Content-Type": "text/plain" }).end(error.message),
    );
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(socketPath, resolve));
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Asks the owner of `dir` for a backup: its gzipped tarball as a stream, checked for its full length by the caller. */
export function requestBackup(dir: string): Promise<{ body: http.IncomingMessage; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ socketPath: path.join(dir, BACKUP_SOCKET), path: BACKUP_PATH }, (response) => {
      if (response.statusCode === 200) return resolve({ body: response, bytes: Number(response.headers["content-length"]) });
      let message = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (message += chunk));
      response.on("end", () => reject(new Error(`The service that owns ${dir} could not take a backup: ${message}`)));
    });
    request.on("error", (error) =>
      reject(new Error(`The service that owns ${dir} does not answer backup requests: ${error.message}`)),
    );
  });
}
