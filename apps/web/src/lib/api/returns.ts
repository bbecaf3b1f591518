import './zod-jitless';
import { z } from 'zod';
import { shopperReturnSchema, type ReturnRequest, type ShopperReturnWire } from '@store/core/back-office/return-wire';
import { browserSend } from './browser-fetch';
import { parseEnvelope } from './envelope';

const answerSchema = z.object({ return: shopperReturnSchema });

/**
 * POST /orders/{id}/returns: starts a trial return of one line of the shopper's order. One Idempotency-Key per attempt,
 * so a double click or a retried request opens one return; a refusal is an ApiError with the rule's message.
 */
export async function requestReturn(orderId: string, request: ReturnRequest, idempotencyKey: string): Promise<ShopperReturnWire> {
  const path = `/orders/${encodeURIComponent(orderId)}/returns`;
  const { status, payload } = await browserSend('POST', path, { body: request, headers: { 'idempotency-key': idempotencyKey } });
  return parseEnvelope(status, payload, answerSchema, path).return;
}
