import { describe, expect, it } from "vitest";
import { signInSessionsSchema } from "../../../shared/schemas/account";
import { callWorker } from "../call-worker";
import { bearer, postWithCookie, REFRESH_COOKIE, type SignedIn, signInBindings, signInWithGoogle } from "./sign-in-driver";

// The account page's sessions: a user lists and ends their own sign-ins (refresh-token families), and "Sign out
// everywhere" ends them all, so every other browser is signed out at its next refresh.

const DAY_MS = 24 * 3600 * 1000;

const call = (method: "GET" | "DELETE", path: string, accessToken: string) =>
  callWorker(new Request(`http://lqscan.test/api/v1/auth${path}`, { method, headers: bearer(accessToken) }), signInBindings);

async function sessionsOf(signedIn: SignedIn) {
  const response = await call("GET", "/sessions", signedIn.tokens.accessToken);
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return signInSessionsSchema.parse(await response.json()).sessions;
}

const uniqueEmail = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe("the user's sign-ins", () => {
  it("lists this browser's and the others' with when they started and expire, and only the user's own", async () => {
    const email = uniqueEmail("sessions-list");
    const before = Date.now();
    const laptop = await signInWithGoogle(email);
    const phone = await signInWithGoogle(email);
    await signInWithGoogle(uniqueEmail("sessions-bystander"));
    const sessions = await sessionsOf(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    for (const session of sessions) {
      expect(Date.parse(session.signedInAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.now());
      // A sign-in lasts 30 days from its last refresh.
      expect(Date.parse(session.expiresAt) - Date.parse(session.lastActiveAt)).toBe(30 * DAY_MS);
    }
    // The phone sees the same two, itself as the current one.
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.map((session) => session.id).sort()).toEqual(sessions.map((session) => session.id).sort());
    expect(fromPhone.find((session) => session.current)?.id).not.toBe(sessions.find((session) => session.current)?.id);
    // A refresh moves the sign-in's last activity, not its start, and keeps its id.
    const current = sessions.find((session) => session.current)!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refreshed = await postWithCookie("/auth/refresh", laptop.refreshToken);
    expect(refreshed.status).toBe(200);
    const after = (await sessionsOf(laptop)).find((session) => session.id === current.id)!;
    expect(after.signedInAt).toBe(current.signedInAt);
    expect(Date.parse(after.lastActiveAt)).toBeGreaterThan(Date.parse(current.lastActiveAt));
  });

  it("signs out one other browser: its refresh is refused, this one goes on", async () => {
    const email = uniqueEmail("sessions-one");
    const laptop = await signInWithGoogle(email);
    const phone = await signInWithGoogle(email);
    const other = (await sessionsOf(laptop)).find((session) => !session.current)!;
    expect((await call("DELETE", `/sessions/${other.id}`, laptop.tokens.accessToken)).status).toBe(204);
    const refused = await postWithCookie("/auth/refresh", phone.refreshToken);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: "Unauthorized", message: "Invalid or expired refresh token" });
    expect((await call("GET", "/sessions", phone.tokens.accessToken)).status).toBe(401);
    expect((await postWithCookie("/auth/refresh", laptop.refreshToken)).status).toBe(200);
  });

  it("never ends another user's sign-in, whose id answers as unknown", async () => {
    const victim = await signInWithGoogle(uniqueEmail("sessions-victim"));
    const attacker = await signInWithGoogle(uniqueEmail("sessions-attacker"));
    const [victimSession] = await sessionsOf(victim);
    const answer = await call("DELETE", `/sessions/${victimSession!.id}`, attacker.tokens.accessToken);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: "Not Found", message: "No sign-in of yours has this id. It may have ended already." });
    expect((await postWithCookie("/auth/refresh", victim.refreshToken)).status).toBe(200);
    // The victim's sign-ins are not in the attacker's list either.
    expect((await sessionsOf(attacker)).map((session) => session.id)).not.toContain(victimSession!.id);
  });

  it("refuses a malformed id and a request without an access token", async () => {
    const signedIn = await signInWithGoogle(uniqueEmail("sessions-bad"));
    const malformed = await call("DELETE", "/sessions/not-an-id", signedIn.tokens.accessToken);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: "Invalid session id: expected 32 hexadecimal digits" });
    const anonymous = await callWorker(new Request("http://lqscan.test/api/v1/auth/sessions"), signInBindings);
    expect(anonymous.status).toBe(401);
  });

  it("signs out everywhere: two sign-ins, both refreshes refused afterwards, the cookie cleared", async () => {
    const email = uniqueEmail("sessions-everywhere");
    const laptop = await signInWithGoogle(email);
    const phone = await signInWithGoogle(email);
    const bystander = await signInWithGoogle(uniqueEmail("sessions-everywhere-bystander"));
    const ended = await call("DELETE", "/sessions", laptop.tokens.accessToken);
    expect(ended.status).toBe(204);
    expect(ended.headers.get("Set-Cookie")).toContain(`${REFRESH_COOKIE}=;`);
    for (const signedIn of [laptop, phone]) {
      const refused = await postWithCookie("/auth/refresh", signedIn.refreshToken);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ error: "Unauthorized", message: "Invalid or expired refresh token" });
    }
    expect((await postWithCookie("/auth/refresh", bystander.refreshToken)).status).toBe(200);
  });
});
