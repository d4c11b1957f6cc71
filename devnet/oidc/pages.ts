import { devnetPage, escapeHtml } from "../devnet-page";
import type { AuthorizeRequest } from "./index";

const hidden = (name: string, value: string | null) => (value === null ? "" : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`);

/** The account picker: a person types the e-mail and name the id token will carry. */
export function accountPickerPage(request: AuthorizeRequest, error?: string): string {
  return devnetPage(
    "Choose an account · Devnet sign-in",
    "body{display:grid;place-items:center;min-height:100vh}main{width:min(400px,100vw)}",
    `<main><div class="card">
<h1>Choose an account</h1>
<p>Devnet sign-in, standing in for Google. The e-mail and name you type go into the id token.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/authorize">
${hidden("client_id", request.clientId)}${hidden("redirect_uri", request.redirectUri)}${hidden("nonce", request.nonce)}${hidden("state", request.state)}
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required autofocus>
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" required>
<button type="submit">Continue</button>
</form></div></main>`,
  );
}

/** A profile picture: the name's initial on a coloured disc. */
export function pictureSvg(name: string): string {
  const initial = escapeHtml((name.trim()[0] ?? "?").toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="#3b5bdb"/><text x="48" y="62" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
}
