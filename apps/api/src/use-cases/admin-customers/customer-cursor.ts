import { z } from 'zod';
import { BRAND_KEYS, err, ok, safeText, type Result } from '@store/core';
import { BAD_CURSOR_MESSAGE } from '../admin-orders/order-cursor';
import type { CustomerKey } from '../../db/repositories/admin-customers';

const cursorSchema = z.strictObject({ b: z.enum(BRAND_KEYS), e: safeText({ min: 1, max: 320 }) });

/** The opaque cursor of a page's last customer: its brand and email, as base64url JSON. */
export function encodeCustomerCursor(key: CustomerKey): string {
  return Buffer.from(JSON.stringify({ b: key.brand, e: key.email })).toString('base64url');
}

/** The customer a cursor continues after; anything unreadable or not a brand + email is refused (400). */
export function decodeCustomerCursor(cursor: string | undefined): Result<CustomerKey | null> {
  if (cursor === undefined || cursor === '') return ok(null);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return err('BAD_REQUEST', BAD_CURSOR_MESSAGE);
  }
  const checked = cursorSchema.safeParse(parsed);
  if (!checked.success) return err('BAD_REQUEST', BAD_CURSOR_MESSAGE);
  return ok({ brand: checked.data.b, email: checked.data.e });
}
