import type { AuthorizeRequest } from "./index";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const hidden = (name: string, value: string | null) => (value === null ? "" : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`);

/** The account picker: a person types the e-mail and name the id token will carry. */
export function accountPickerPage(request: AuthorizeRequest, error?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Choose an account · Devnet sign-in</title>
<style>
body{font-family:system-ui,sans-serif;background:#0b0e14;color:#e6e9ef;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#151a23;border:1px solid #2a3140;border-radius:12px;padding:28px;width:min(360px,calc(100vw - 32px));box-sizing:border-box}
h1{font-size:1.3rem;margin:0 0 6px}p{color:#a3acbd;margin:0 0 18px;font-size:.95rem}
label{display:block;font-size:.9rem;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border-radius:8px;border:1px solid #3a4356;background:#0b0e14;color:#e6e9ef;font-size:1rem}
button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:8px;background:#7cc4ff;color:#0b0e14;font-weight:600;font-size:1rem;cursor:pointer}
:focus-visible{outline:2px solid #7cc4ff;outline-offset:2px}.error{color:#ff9b9b}
</style></head><body><main>
<h1>Choose an account</h1>
<p>Devnet sign-in, standing in for Google. The e-mail and name you type go into the id token.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/authorize">
${hidden("client_id", request.clientId)}${hidden("redirect_uri", request.redirectUri)}${hidden("nonce", request.nonce)}${hidden("state", request.state)}
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="email" required autofocus>
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" required>
<button type="submit">Continue</button>
</form></main></body></html>`;
}

/** A profile picture: the name's initial on a coloured disc. */
export function pictureSvg(name: string): string {
  const initial = escapeHtml((name.trim()[0] ?? "?").toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="#3b5bdb"/><text x="48" y="62" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
}
