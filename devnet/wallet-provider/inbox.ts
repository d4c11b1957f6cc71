// The devnet's mail: what Turnkey would e-mail (one-time codes) lands here, and GET /inbox shows it
// as a page a person can open. Kept in memory: a restarted devnet starts with an empty inbox.

import { devnetPage, escapeHtml } from "../devnet-page";

export type Mail = { to: string; subject: string; text: string; sentAt: number };

export type Inbox = { deliver: (mail: Omit<Mail, "sentAt">) => void; page: (to?: string) => string };

const MAILS_KEPT = 200;

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
          (mail) => `<article class="mail card">
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <span class="to">${escapeHtml(mail.to)}</span> · <time datetime="${new Date(mail.sentAt).toISOString()}">${new Date(mail.sentAt).toLocaleString("en-GB")}</time></p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
        )
        .join("\n");
      return devnetPage(
        "Devnet inbox",
        "main{max-width:720px}.mail{margin-bottom:var(--space-3)}.meta{margin-bottom:var(--space-2);overflow-wrap:anywhere}pre{margin:0;white-space:pre-wrap;font-family:var(--font-mono);font-size:var(--font-size-lg)}",
        `<main><h1>Devnet inbox${to ? ` for ${escapeHtml(to)}` : ""}</h1>
<p>Mail the local wallet provider sends (sign-in codes) arrives here; nothing leaves this machine.</p>
${items || "<p>No mail yet.</p>"}
</main>`,
      );
    },
  };
}
