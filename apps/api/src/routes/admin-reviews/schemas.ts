import { z } from 'zod';
import { safeId } from '@store/core';
import { staffReviewAnswerSchema } from '@store/core/reviews/moderation-wire';
import { okEnvelope } from '../schemas';
import { staffErrors } from '../staff-auth/schemas';

export const reviewIdParam = z.strictObject({ id: safeId(64) });

/** What a staff change of a review answers: the review as staff see it now. */
export const reviewChangeResponses = { 200: okEnvelope(staffReviewAnswerSchema), ...staffErrors };
