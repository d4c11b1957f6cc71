import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT } from "jose";
import { accountPickerPage, pictureSvg } from "./pages";
import { openSigningKeys } from "./signing-keys";

// A local OpenID issuer standing in for Google on the devnet: discovery, JWKS, and an account picker
// at /authorize where a person types an e-mail and a name. Continuing redirects to the client's
// redirect_uri with an RS256 id token carrying Google's claims in the URL fragment (response_type=id_token).
// Any client id is accepted, as if registered; redirects go only to loopback addresses.

export type OidcIssuerOptions = { port: number; dataDir: string };

export type OidcIssuer = {
  /** The issuer (`iss`), also its base URL. */
  url: string;
  stop: () => Promise<void>;
};

export const ID_TOKEN_SECONDS = 3600;
const MAX_FORM_BYTES = 16 * 1024;

export async function startOidcIssuer(options: OidcIssuerOptions): Promise<OidcIssuer> {
  const keys = await openSigningKeys(options.dataDir);
  let issuer = "";
  const server = createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => send(response, 400, "text/plain", (error as Error).message));
  });

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", issuer);
    const route = `${request.method} ${url.pathname}`;
    if (route === "GET /.well-known/openid-configuration") {
      return sendJson(response, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        jwks_uri: `${issuer}/oauth2/v3/certs`,
        response_types_supported: ["id_token"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        scopes_supported: ["openid", "email", "profile"],
        claims_supported: ["aud", "azp", "email", "email_verified", "exp", "iat", "iss", "name", "nonce", "picture", "sub"],
      });
    }
    if (route === "GET /oauth2/v3/certs") return sendJson(response, keys.jwks());
    // Rotation as Google does it: a new signing key, the old ones still published for outstanding tokens.
    if (route === "POST /keys/rotate") {
      await keys.rotate();
      return sendJson(response, { kid: (await keys.current()).kid });
    }
    if (route === "GET /authorize") {
      const request = authorizeRequest(url.searchParams);
      return send(response, 200, "text/html; charset=utf-8", accountPickerPage(request));
    }
    if (route === "POST /authorize") {
      const form = new URLSearchParams(await readBody(request));
      const authorize = authorizeRequest(form);
      const email = (form.get("email") ?? "").trim().toLowerCase();
      const name = (form.get("name") ?? "").trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || name === "") {
        return send(response, 400, "text/html; charset=utf-8", accountPickerPage(authorize, "Enter an e-mail address and a name."));
      }
      const sub = subjectOf(email);
      const { kid, key } = await keys.current();
      const idToken = await new SignJWT({
        azp: authorize.clientId,
        email,
        email_verified: true,
        name,
        picture: `${issuer}/picture/${sub}.svg?name=${encodeURIComponent(name)}`,
        ...(authorize.nonce ? { nonce: authorize.nonce } : {}),
      })
        .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
        .setIssuer(issuer)
        .setAudience(authorize.clientId)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${ID_TOKEN_SECONDS}s`)
        .sign(key);
      const fragment = new URLSearchParams({ id_token: idToken, ...(authorize.state ? { state: authorize.state } : {}) });
      response.writeHead(303, { Location: `${authorize.redirectUri}#${fragment}`, "Cache-Control": "no-store" }).end();
      return;
    }
    const picture = /^\/picture\/(\d+)\.svg$/.exec(url.pathname);
    if (request.method === "GET" && picture) return send(response, 200, "image/svg+xml", pictureSvg(url.searchParams.get("name") ?? "?"));
    send(response, 404, "text/plain", "Not Found");
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: issuer,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type AuthorizeRequest = { clientId: string; redirectUri: string; nonce: string | null; state: string | null };

function authorizeRequest(params: URLSearchParams): AuthorizeRequest {
  const clientId = params.get("client_id");
  const redirectUri = params.get("redirect_uri") ?? "";
  if (!clientId) throw new Error("client_id is required");
  if (params.has("response_type") && params.get("response_type") !== "id_token") throw new Error("only response_type=id_token is supported");
  let redirect: URL;
  try {
    redirect = new URL(redirectUri);
  } catch {
    throw new Error("redirect_uri must be an absolute URL");
  }
  if (!["127.0.0.1", "localhost", "[::1]"].includes(redirect.hostname)) throw new Error("redirect_uri must be a loopback address");
  return { clientId, redirectUri, nonce: params.get("nonce"), state: params.get("state") };
}

/** A stable, Google-like numeric subject per e-mail address. */
function subjectOf(email: string): string {
  return BigInt(`0x${createHash("sha256").update(email).digest("hex").slice(0, 16)}`)
    .toString()
    .padStart(21, "1");
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > MAX_FORM_BYTES) {
        reject(new Error("form too large"));
        request.destroy();
      }
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, body: unknown) {
  response.writeHead(200, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=300" });
  response.end(JSON.stringify(body));
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" }).end(body);
}
