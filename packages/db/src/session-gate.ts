// PGlite has one session. Its socket server hands that session to each connection message by message,
// and the owner's own queries take it between those messages; a statement of the CLI could then run
// inside one of the owner's transactions (or the reverse), and be committed or rolled back with it.
// The gate gives the session to one side at a time: the owner for each query or whole transaction,
// the socket for each exchange, from its first message to the Sync (or simple Query) that ends it
// outside a transaction.
import type { PGlite } from "@electric-sql/pglite";

/** A socket client that holds the session this long without a message, outside a transaction, has gone away mid-exchange. */
const SOCKET_IDLE_RELEASE_MS = 5_000;

class Gate {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  async acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/**
 * True when the protocol messages end with Sync, a simple Query or Terminate: the exchange is complete. A client
 * ending its connection sends Terminate last: it has nothing more to ask, and its turn is over at once.
 */
function endsExchange(message: Uint8Array): boolean {
  let offset = 0;
  let last = 0;
  while (offset + 5 <= message.length) {
    last = message[offset]!;
    const length = new DataView(message.buffer, message.byteOffset + offset + 1, 4).getInt32(0);
    if (length < 4) return true;
    offset += 1 + length;
  }
  // "S" Sync, "Q" Query, "X" Terminate; anything unparsable (a startup message) is complete by itself.
  return offset !== message.length || last === 0x53 || last === 0x51 || last === 0x58;
}

/** The owner's side and the socket server's side of one PGlite session, taking turns through one gate. */
export function gatedSession(pglite: PGlite): { owner: PGlite; socket: PGlite } {
  const gate = new Gate();
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
    await gate.acquire();
    try {
      return await work();
    } finally {
      gate.release();
    }
  };
  const owner = {
    query: (...args: Parameters<PGlite["query"]>) => exclusively(() => pglite.query(...args)),
    exec: (...args: Parameters<PGlite["exec"]>) => exclusively(() => pglite.exec(...args)),
    transaction: (...args: Parameters<PGlite["transaction"]>) => exclusively(() => pglite.transaction(...args)),
    // A dump between whole exchanges and transactions: it is the database as of a commit.
    dumpDataDir: (...args: Parameters<PGlite["dumpDataDir"]>) => exclusively(() => pglite.dumpDataDir(...args)),
  };

  let socketHolds = false;
  let lastMessage: Uint8Array = new Uint8Array();
  let idle: NodeJS.Timeout | undefined;
  const releaseIfDone = () => {
    clearTimeout(idle);
    if (!socketHolds) return;
    if (!pglite.isInTransaction() && endsExchange(lastMessage)) {
      socketHolds = false;
      gate.release();
      return;
    }
    // A client gone quiet mid-exchange gives its turn back; one inside a transaction keeps it until it
    // ends the transaction or disconnects (the socket server then rolls it back through exec below).
    idle = setTimeout(() => {
      if (!socketHolds || pglite.isInTransaction()) return;
      socketHolds = false;
      gate.release();
    }, SOCKET_IDLE_RELEASE_MS).unref();
  };
  const socket = {
    waitReady: pglite.waitReady,
    isInTransaction: () => pglite.isInTransaction(),
    async runExclusive<T>(work: () => Promise<T>): Promise<T> {
      clearTimeout(idle);
      if (!socketHolds) {
        await gate.acquire();
        socketHolds = true;
      }
      try {
        return await pglite.runExclusive(work);
      } finally {
        releaseIfDone();
      }
    },
    execProtocolRawStream: (message: Uint8Array, options: Parameters<PGlite["execProtocolRawStream"]>[1]) => {
      lastMessage = message;
      return pglite.execProtocolRawStream(message, options);
    },
    // The socket server rolls back the transaction of a client that went away.
    async exec(...args: Parameters<PGlite["exec"]>) {
      const result = await pglite.exec(...args);
      lastMessage = new Uint8Array();
      releaseIfDone();
      return result;
    },
  };
  return { owner: owner as unknown as PGlite, socket: socket as unknown as PGlite };
}
