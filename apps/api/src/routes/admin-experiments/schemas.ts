import { z } from 'zod';
import { safeText } from '@store/core';

/** The brand of GET /admin/experiments; an unknown or foreign one is a 404 from the use case (it tells nothing). */
export const experimentListQuery = z.object({ brand: safeText({ min: 1, max: 40 }) });

/** PUT /admin/experiments/:brand/:name's path: any short text; an unknown one is a 404. */
export const experimentParams = z.object({ brand: safeText({ min: 1, max: 40 }), name: safeText({ min: 1, max: 64 }) });
