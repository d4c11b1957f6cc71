import { WHYPE_ADDRESS } from "./constants";

/** The displayed token is the side that is not WHYPE, token1 when neither or both are (see shared/displayed-token.ts). */
export function displaysToken0(token0: string, token1: string): boolean {
  return token1 === WHYPE_ADDRESS && token0 !== WHYPE_ADDRESS;
}
