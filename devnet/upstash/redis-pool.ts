import { createClient, createClientPool, ErrorReply, RESP_TYPES } from "@redis/client";

/**
 * A Redis reply as the REST shim encodes it: a status such as "OK" (text), bulk data (bytes), an integer,
 * nil, an array of these, or an error. An error is a value, not a throw: pipelines and EXEC carry them per entry.
 */
export type RedisReply = string | Buffer | number | null | ErrorReply | RedisReply[];

/** A command and its arguments, as a REST request gives them. */
export type RedisCommand = readonly (string | number | boolean)[];

export type RedisPool = {
  /** Sends the commands pipelined on a connection of their own and resolves with their replies, in order. */
  send: (commands: readonly RedisCommand[]) => Promise<RedisReply[]>;
  close: () => Promise<void>;
};

// RESP2, whose replies have the shapes Upstash's REST answers carry (a hash as a flat array, for one).
// While redis-server is down a request fails at once (a 500) instead of waiting in the client's queue.
const CLIENT_OPTIONS = { RESP: 2, disableOfflineQueue: true } as const;
// Bulk strings as bytes, so that the shim can answer them in base64.
const TYPE_MAPPING = { [RESP_TYPES.BLOB_STRING]: Buffer };

/** Connections to the redis-server on `port`; each send borrows one for itself, so a MULTI … EXEC is never interleaved. */
export async function connectRedisPool(port: number): Promise<RedisPool> {
  const pool = createClientPool({ ...CLIENT_OPTIONS, socket: { host: "127.0.0.1", port } });
  // A lost connection is retried by the client, and fails the requests it held; redis-server's own exit is reported by its process.
  pool.on("error", () => {});
  await pool.connect();
  return {
    send: (commands) =>
      pool.execute((client) =>
        Promise.all(
          commands.map((command) =>
            client.sendCommand<RedisReply>(command.map(String), { typeMapping: TYPE_MAPPING }).catch((error: unknown) => {
              if (error instanceof ErrorReply) return error;
              throw error;
            }),
          ),
        ),
      ),
    close: () => pool.close(),
  };
}

/** True when a redis-server on `port` answers PING (a refused connection is a no, not a retry). */
export async function answersPing(port: number): Promise<boolean> {
  const client = createClient({ ...CLIENT_OPTIONS, socket: { host: "127.0.0.1", port, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } finally {
    if (client.isOpen) client.destroy();
  }
}
