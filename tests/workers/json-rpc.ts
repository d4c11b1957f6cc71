/** A JSON-RPC caller for a devnet node, as the worker tests talk to anvil: the answer's result, or its error thrown. */
export function jsonRpc(url: string) {
  let id = 0;
  return async function rpc<T>(method: string, params: unknown[] = []): Promise<T> {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
    });
    const body = (await response.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as T;
  };
}
