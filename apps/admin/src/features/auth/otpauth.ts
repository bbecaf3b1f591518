/**
 * The parts of an otpauth:// URI (RFC 6238 key URI) a person needs when the QR code cannot be scanned: the secret
 * (base32, shown in groups of four) and the account it is for. Null when the URI is not a TOTP key URI.
 */
export function readTotpUri(
  uri: string,
): { secret: string; groupedSecret: string; account: string; issuer: string | null } | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  if (url.protocol !== 'otpauth:' || url.hostname.toLowerCase() !== 'totp') return null;
  const secret = url.searchParams.get('secret')?.replace(/\s+/g, '').toUpperCase() ?? '';
  if (!/^[A-Z2-7]+=*$/.test(secret)) return null;
  const label = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const issuer = url.searchParams.get('issuer');
  const account = label.includes(':') ? label.slice(label.indexOf(':') + 1).trim() : label;
  return {
    secret,
    groupedSecret: secret
      .replace(/=+$/, '')
      .match(/.{1,4}/g)!
      .join(' '),
    account,
    issuer,
  };
}
