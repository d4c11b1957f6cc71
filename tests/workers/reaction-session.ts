import { reactionSessionResponseSchema } from "../../shared/schemas/reactions";
import { callWorker } from "./call-worker";

// Sessions are limited per client address, so each one is asked for from an address of its own.
let addressSeq = 0;

/** A session id the worker issued, as a browser gets one. */
export async function issuedSession(): Promise<string> {
  addressSeq += 1;
  const address = `203.0.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`;
  const response = await callWorker(new Request("http://app/api/v1/token-reactions/session", { method: "POST", headers: { "CF-Connecting-IP": address } }));
  if (response.status !== 201) throw new Error(`POST /token-reactions/session answered ${response.status}`);
  return reactionSessionResponseSchema.parse(await response.json()).sessionId;
}
