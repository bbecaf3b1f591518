/** POST /api/attentive body: the shopper's email and phone, and the signed-in user id when there is one. */
export interface AttentiveSubscriber {
  email: string;
  /** The 10 national digits. */
  phone: string;
  clientUserId: string | null;
}

export type AttentiveOutcome = { ok: true } | { ok: false; reason: string };

/**
 * Messaging hand-off: with SMS consent the checkout posts the subscriber to the storefront's internal
 * /api/attentive. Tracking-like failures are logged and never block: a refusal, a 404 (the route is
 * not deployed) or a network failure is logged and answered as a value, never thrown, so the checkout goes on.
 */
export async function subscribeToMessaging(
  subscriber: AttentiveSubscriber,
  log: (message: string) => void = (message) => console.warn(message),
): Promise<AttentiveOutcome> {
  const body = {
    user: { email: subscriber.email, phone: subscriber.phone },
    externalIdentifiers: { clientUserId: subscriber.clientUserId },
  };
  try {
    const response = await fetch('/api/attentive', {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const reason = `/api/attentive answered HTTP ${response.status}`;
    log(`messaging hand-off skipped: ${reason}`);
    return { ok: false, reason };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(`messaging hand-off skipped: ${reason}`);
    return { ok: false, reason };
  }
}
