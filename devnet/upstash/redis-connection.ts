import { createConnection, type Socket } from "node:net";
import { encodeCommand, parseReply, type CommandArgument, type RespReply } from "./resp";

export type RedisConnection = {
  /** Sends the commands in one write (pipelined) and resolves with their replies, in order. */
  send: (commands: readonly (readonly CommandArgument[])[]) => Promise<RespReply[]>;
  /** False once the socket failed or closed; such a connection is dropped, not reused. */
  usable: () => boolean;
  close: () => void;
};

type Waiter = { resolve: (reply: RespReply) => void; reject: (error: Error) => void };

export async function connectRedis(port: number, host = "127.0.0.1"): Promise<RedisConnection> {
  const socket = createConnection({ port, host });
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return wrapSocket(socket);
}

function wrapSocket(socket: Socket): RedisConnection {
  const waiting: Waiter[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let failure: Error | undefined;

  socket.on("data", (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let offset = 0;
    for (;;) {
      const parsed = parseReply(pending, offset);
      if (parsed === undefined) break;
      offset = parsed.next;
      waiting.shift()?.resolve(parsed.reply);
    }
    pending = pending.subarray(offset);
  });
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiter of waiting.splice(0)) waiter.reject(failure);
  };
  socket.on("error", fail);
  socket.on("close", () => fail(new Error("connection to redis-server closed")));

  return {
    send: (commands) => {
      if (failure) return Promise.reject(failure);
      // Replies arrive in the order the commands were written.
      const replies = commands.map(() => new Promise<RespReply>((resolve, reject) => waiting.push({ resolve, reject })));
      socket.write(Buffer.concat(commands.map(encodeCommand)));
      return Promise.all(replies);
    },
    usable: () => failure === undefined,
    close: () => socket.destroy(),
  };
}

/** Idle connections kept for reuse; each request borrows one, so MULTI/EXEC never interleave. */
export function connectionPool(port: number) {
  const idle: RedisConnection[] = [];
  const all = new Set<RedisConnection>();
  return {
    async use<T>(work: (connection: RedisConnection) => Promise<T>): Promise<T> {
      const connection = idle.pop() ?? (await connectRedis(port));
      all.add(connection);
      try {
        return await work(connection);
      } finally {
        if (connection.usable()) idle.push(connection);
        else all.delete(connection);
      }
    },
    close() {
      for (const connection of all) connection.close();
      all.clear();
      idle.length = 0;
    },
  };
}
