// RESP2, the Redis wire protocol: commands go out as arrays of bulk strings; replies come back
// as simple strings, errors, integers, bulk strings (kept as bytes) or arrays of these.

/** An error reply (`-ERR …`). A value, not a throw: pipelines and EXEC carry them per entry. */
export class RedisErrorReply {
  constructor(readonly message: string) {}
}

/** A status reply such as `+OK` or `+PONG`, told apart from bulk data for the response encoding. */
export class RedisStatusReply {
  constructor(readonly text: string) {}
}

export type RespReply = RedisStatusReply | RedisErrorReply | number | Buffer | null | RespReply[];

export type CommandArgument = string | number | boolean;

export function encodeCommand(args: readonly CommandArgument[]): Buffer {
  const parts: Buffer[] = [Buffer.from(`*${args.length}\r\n`)];
  for (const arg of args) {
    const bytes = Buffer.from(String(arg), "utf8");
    parts.push(Buffer.from(`$${bytes.length}\r\n`), bytes, Buffer.from("\r\n"));
  }
  return Buffer.concat(parts);
}

type Parsed = { reply: RespReply; next: number };

/** Parses one reply starting at `offset`, or returns undefined when the buffer holds only part of it. */
export function parseReply(buffer: Buffer, offset: number): Parsed | undefined {
  const lineEnd = buffer.indexOf("\r\n", offset);
  if (lineEnd === -1) return undefined;
  const type = String.fromCharCode(buffer[offset] ?? 0);
  const line = buffer.toString("utf8", offset + 1, lineEnd);
  const afterLine = lineEnd + 2;
  switch (type) {
    case "+":
      return { reply: new RedisStatusReply(line), next: afterLine };
    case "-":
      return { reply: new RedisErrorReply(line), next: afterLine };
    case ":":
      return { reply: Number(line), next: afterLine };
    case "$": {
      const length = Number(line);
      if (length < 0) return { reply: null, next: afterLine };
      if (buffer.length < afterLine + length + 2) return undefined;
      return { reply: buffer.subarray(afterLine, afterLine + length), next: afterLine + length + 2 };
    }
    case "*": {
      const count = Number(line);
      if (count < 0) return { reply: null, next: afterLine };
      const items: RespReply[] = [];
      let next = afterLine;
      for (let i = 0; i < count; i++) {
        const item = parseReply(buffer, next);
        if (item === undefined) return undefined;
        items.push(item.reply);
        next = item.next;
      }
      return { reply: items, next };
    }
    default:
      throw new Error(`unexpected RESP type byte ${JSON.stringify(type)}`);
  }
}
