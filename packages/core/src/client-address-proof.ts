/**
 * How the storefront proves the shopper's address to the API, so that per-address limits key on an address no other
 * caller of the API port can choose: the storefront server (which saw the connection) sends the address with an
 * HMAC-SHA256 of `<unix seconds>.<address>` under CLIENT_ADDRESS_SECRET, a secret only it and the API hold. The API
 * believes the address only when the signature matches and is fresh; anything else falls back to the connection's
 * own address. The HMAC itself is computed where node:crypto is (the storefront server, the API).
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-client-address-signature';

/** A signature older or newer than this is ignored: one seen in transit cannot be replayed for long. */
export const CLIENT_ADDRESS_PROOF_SECONDS = 60;

/** The text the HMAC is computed over: the signing time and the address. */
export const clientAddressSignedText = (timestamp: number, address: string): string => `${timestamp}.${address}`;

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const formatClientAddressSignature = (timestamp: number, hex: string): string => `t=${timestamp},v1=${hex}`;

/** The parts of a signature header when it has exactly that form; null otherwise. */
export function parseClientAddressSignature(header: string): { timestamp: number; hex: string } | null {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header);
  return match ? { timestamp: Number(match[1]), hex: match[2]! } : null;
}

/** Whether a signature made at `timestamp` may still be believed at `nowSeconds` (either way: clocks differ a little). */
export const isFreshClientAddressProof = (timestamp: number, nowSeconds: number): boolean =>
  Math.abs(nowSeconds - timestamp) <= CLIENT_ADDRESS_PROOF_SECONDS;
