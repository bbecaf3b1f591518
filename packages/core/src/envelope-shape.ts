import { DOMAIN_ERROR_REASONS, ERROR_ENVELOPE_CODES, type DomainErrorReason, type ErrorEnvelopeCode } from './result';

/** Error envelope as a type (the zod schema in error-envelope.ts describes the same shape for the API). */
export interface ErrorEnvelope {
  status: 'error';
  code: ErrorEnvelopeCode;
  /** For people: shown as it is, never compared. */
  message: string;
  /** What code branches on when one code covers several failures (a 412 ZIP mismatch, blocked region, wrong city). */
  reason?: DomainErrorReason;
}

const CODES: ReadonlySet<string> = new Set(ERROR_ENVELOPE_CODES);
const REASONS: ReadonlySet<string> = new Set(DOMAIN_ERROR_REASONS);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Zod-free twin of `errorEnvelopeSchema`, for browser code that must not load zod (a product page's first load);
 * error-envelope.test.ts proves the two agree on arbitrary values.
 */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return (
    isRecord(value) &&
    value.status === 'error' &&
    typeof value.code === 'string' &&
    CODES.has(value.code) &&
    typeof value.message === 'string' &&
    (value.reason === undefined || (typeof value.reason === 'string' && REASONS.has(value.reason)))
  );
}

/** Ok envelope `{status:'ok',result}`: its result, or undefined when the value is not one. */
export function okEnvelopeResult(value: unknown): { result: unknown } | undefined {
  return isRecord(value) && value.status === 'ok' && 'result' in value ? { result: value.result } : undefined;
}
