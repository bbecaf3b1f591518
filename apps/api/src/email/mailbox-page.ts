import type { MailMessageRow } from '../db/repositories/mail-messages';

/** No script, no remote anything: the pages show stored HTML, which must not run or fetch. */
export const MAILBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The sandbox mailbox's list page: newest first, each message linked by id (relative, so it works under /api too). */
export function mailboxListPage(
  brandName: string,
  messages: ReadonlyArray<Pick<MailMessageRow, 'id' | 'to' | 'subject' | 'createdAt'>>,
): string {
  const rows = messages
    .map(
      (m) =>
        `<li><a href="mailbox/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a> to ${escapeHtml(m.to)} ` +
        `<time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox mailbox: ${escapeHtml(brandName)}</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem">
<h1>Sandbox mailbox: ${escapeHtml(brandName)}</h1>
<p>Emails the store would have sent (no SMTP_URL is set) for this browser's orders, and the account emails it asked for to example addresses (such as name@example.com; a real address's sign-in links are shown to nobody). Newest first.</p>
${messages.length === 0 ? '<p>No emails yet.</p>' : `<ol>\n${rows}\n</ol>`}
</body></html>`;
}
