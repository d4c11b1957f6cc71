import { WHYPE_ADDRESS } from "./addresses";

/**
 * Which side of a pair is shown: the token that is not the native wrapped token (WHYPE), token1
 * when neither or both are. Addresses are lowercase. The one rule behind every displayed token, in
 * the browser and in the worker (workers/db/chain-sql.ts states it in SQL).
 */
export function displaysToken0(token0: string, token1: string): boolean {
  return token1 === WHYPE_ADDRESS && token0 !== WHYPE_ADDRESS;
}
