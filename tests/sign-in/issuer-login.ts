// Signs in at the devnet's OpenID issuer the way its account picker's form does, and returns the id token
// from the redirect's fragment. Runs in Node and in workerd (fetch only).

export type IssuerLogin = { clientId: string; email: string; name: string; nonce?: string; redirectUri?: string };

export async function idTokenFromIssuer(issuerUrl: string, login: IssuerLogin): Promise<string> {
  const form = new URLSearchParams({
    client_id: login.clientId,
    redirect_uri: login.redirectUri ?? "http://127.0.0.1/auth/callback",
    email: login.email,
    name: login.name,
    ...(login.nonce ? { nonce: login.nonce } : {}),
  });
  const response = await fetch(`${issuerUrl}/authorize`, { method: "POST", body: form, redirect: "manual" });
  const location = response.headers.get("location");
  if (response.status !== 303 || !location) throw new Error(`the issuer answered ${response.status}: ${await response.text()}`);
  const token = new URLSearchParams(new URL(location).hash.slice(1)).get("id_token");
  if (!token) throw new Error("the issuer's redirect carries no id_token");
  return token;
}
