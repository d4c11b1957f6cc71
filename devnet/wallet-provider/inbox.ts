// The devnet's mail: what Turnkey would e-mail (one-time codes) lands here, and GET /inbox shows it
// as a page a person can open. Kept in memory: a restarted devnet starts with an empty inbox.

export type Mail = { to: string; subject: string; text: string; sentAt: number };

export type Inbox = { deliver: (mail: Omit<Mail, "sentAt">) => void; page: (to?: string) => string };

const MAILS_KEPT = 200;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export function createInbox(): Inbox {
  const mails: Mail[] = [];
  return {
    deliver: (mail) => {
      mails.unshift({ ...mail, sentAt: Date.now() });
      mails.length = Math.min(mails.length, MAILS_KEPT);
    },
    page: (to) => {
      const shown = to ? mails.filter((mail) => mail.to.toLowerCase() === to.toLowerCase()) : mails;
      const items = shown
        .map(
          (mail) => `<article class="mail">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <span class="to">${escapeHtml(mail.to)}</span> · <time datetime="${new Date(mail.sentAt).toISOString()}">${new Date(mail.sentAt).toLocaleString("en-GB")}</time></p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
        )
        .join("\n");
      return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Devnet inbox</title>
<style>body{font-family:system-ui,sans-serif;background:#0b0e14;color:#e6e9ef;margin:0 auto;max-width:720px;padding:24px}
.mail{background:#151a23;border:1px solid #2a3140;border-radius:8px;padding:16px;margin-bottom:12px}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin:0 0 4px}.meta{color:#a3acbd;margin:0 0 8px}pre{white-space:pre-wrap;font-size:1rem;margin:0}</style>
</head><body><main><h1>Devnet inbox${to ? ` for ${escapeHtml(to)}` : ""}</h1>
<p>Mail the local wallet provider sends (sign-in codes) arrives here; nothing leaves this machine.</p>
${items || "<p>No mail yet.</p>"}
</main></body></html>`;
    },
  };
}
