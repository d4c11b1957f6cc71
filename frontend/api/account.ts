// /api/v1/auth's account routes: the signed-in user's sign-ins, and our user row following the wallet provider.
import { z } from "zod";
import { type AccountEmailRequest, signInSessionsSchema } from "../../shared/schemas/account";
import { authUserSchema } from "../../shared/schemas/auth";
import { apiDelete, apiGet, apiPost } from "./api-client";
import { bearer } from "./auth";

const BASE = "/api/v1/auth";
const nothing = z.null();

export const getSignInSessions = (accessToken: string) => apiGet(`${BASE}/sessions`, signInSessionsSchema, { headers: bearer(accessToken) });
export const deleteSignInSession = (accessToken: string, sessionId: string) =>
  apiDelete(`${BASE}/sessions/${encodeURIComponent(sessionId)}`, nothing, bearer(accessToken));
/** Sign out everywhere: every sign-in of the user ends, this one too. */
export const deleteEverySignIn = (accessToken: string) => apiDelete(`${BASE}/sessions`, nothing, bearer(accessToken));
/** Our user row takes the name the user just set at the wallet provider. */
export const postFollowName = (accessToken: string) => apiPost(`${BASE}/account/name`, {}, authUserSchema, bearer(accessToken));
/** Our user row moves to the proven e-mail the wallet provider already has. */
export const postAccountEmail = (accessToken: string, proof: AccountEmailRequest) =>
  apiPost(`${BASE}/account/email`, proof, authUserSchema, bearer(accessToken));
