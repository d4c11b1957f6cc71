import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";

/** Asks the operator on the terminal; a secret's answer is not echoed. */
export async function ask(question: string, hidden: boolean): Promise<string> {
  process.stdout.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: hidden ? silent : process.stdout, terminal: true });
  try {
    return (await prompt.question("")).trim();
  } finally {
    prompt.close();
    if (hidden) process.stdout.write("\n");
  }
}
