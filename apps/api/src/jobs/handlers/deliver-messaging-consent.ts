import { z } from 'zod';
import { BRAND_KEYS } from '@store/core';
import { findMessagingConsent, markMessagingConsentDelivered } from '../../db/repositories/messaging-consents';
import type { MessagingClient } from '../../messaging/messaging-client';
import type { JobHandler } from '../worker';

const payloadSchema = z.object({ consentId: z.string().min(1), brand: z.enum(BRAND_KEYS) });

/**
 * Job messaging.deliver: hands one recorded SMS consent to the messaging service. Idempotent by the consent: once
 * delivered_at is set a retried job does nothing (the provider de-duplicates by phone for the crash window between
 * its answer and that update).
 */
export const deliverMessagingConsent =
  (client: MessagingClient): JobHandler =>
  async (payload, { db, now }) => {
    const { consentId, brand } = payloadSchema.parse(payload);
    const consent = await findMessagingConsent(db, brand, consentId);
    if (!consent) throw new Error(`messaging consent ${consentId} not found`);
    if (consent.deliveredAt) return;
    await client.deliver({ brand, email: consent.email, phone: consent.phone, clientUserId: consent.clientUserId });
    await markMessagingConsentDelivered(db, brand, consentId, now);
  };
