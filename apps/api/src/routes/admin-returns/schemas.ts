import { z } from 'zod';
import { safeId } from '@store/core';
import { staffRefundSchema } from '@store/core/back-office/refund-wire';
import { staffReturnSchema } from '@store/core/back-office/return-wire';
import { errorEnvelope, okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';

/** A return's id in a path: any other text finds no return (404). */
export const returnIdParam = z.strictObject({ id: safeId(64) });

/** A return move's answers: the return as it is now, or a staff error (422 for a reused Idempotency-Key). */
export const returnMoveResponses = {
  200: okEnvelope(z.object({ return: staffReturnSchema })),
  ...staffErrors,
  422: errorEnvelope,
};

/** The refund step's answers: the return and the refund made for it. */
export const returnRefundResponses = {
  200: okEnvelope(z.object({ return: staffReturnSchema, refund: staffRefundSchema })),
  ...staffErrors,
  402: errorEnvelope,
  422: errorEnvelope,
};
