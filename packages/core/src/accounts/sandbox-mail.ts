/**
 * Domains that can never be a real person's mailbox (RFC 2606 and RFC 6761): example.com/.net/.org and the .example,
 * .test, .invalid and .localhost top-level names.
 */
const RESERVED_DOMAINS = new Set(['example.com', 'example.net', 'example.org']);
const RESERVED_TOP_LEVEL = new Set(['example', 'test', 'invalid', 'localhost']);

/**
 * Whether the sandbox mailbox may show an account email (it carries a sign-in, verification or reset token) to the
 * browser that asked for it. Only for reserved example addresses: whoever asks for a link to `ann@example.com` may read
 * it, since nobody owns that address, while a real address's token is never shown to a requester, who could otherwise
 * take over anyone's account by asking for their reset link (sandbox mode only; SMTP_URL sends real mail).
 */
export function isSandboxReadableAddress(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  if (RESERVED_DOMAINS.has(domain)) return true;
  const labels = domain.split('.');
  return labels.length > 0 && labels.every((label) => label !== '') && RESERVED_TOP_LEVEL.has(labels.at(-1) ?? '');
}
