import './zod-jitless';
import { truemedSessionStateSchema, type TruemedAnswers, type TruemedSessionState } from '@store/core/payments/truemed';
import { browserRequest } from './browser-request';

/** POST /truemed/sessions/{id}: the health-savings answers; the session's state comes back. */
export function answerTruemedSession(id: string, answers: TruemedAnswers): Promise<TruemedSessionState> {
  return browserRequest('POST', `/truemed/sessions/${encodeURIComponent(id)}`, truemedSessionStateSchema, answers);
}
