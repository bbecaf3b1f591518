import { describe, expect, it } from 'vitest';
import { parseEnv, SANDBOX_PAYMENTS_REFUSAL, SANDBOX_PAYMENTS_WARNING, sandboxPaymentsAtStart } from './env';

type Outcome = 'refused' | 'warns' | 'starts';

/** What a process does at start, by NODE_ENV, PAYMENTS_MODE and ALLOW_SANDBOX_PAYMENTS ('' = unset). */
const outcome = (nodeEnv: string, mode: string, allow: string): Outcome => {
  const source = { NODE_ENV: nodeEnv, PAYMENTS_MODE: mode, ALLOW_SANDBOX_PAYMENTS: allow };
  try {
    return sandboxPaymentsAtStart(parseEnv(source)) === null ? 'starts' : 'warns';
  } catch (error) {
    expect((error as Error).message).toBe(SANDBOX_PAYMENTS_REFUSAL);
    return 'refused';
  }
};

describe('sandbox payments under NODE_ENV=production', () => {
  it.each<[string, string, string, Outcome]>([
    // NODE_ENV, PAYMENTS_MODE, ALLOW_SANDBOX_PAYMENTS: the outcome
    ['production', '', '', 'refused'],
    ['production', '', '0', 'refused'],
    ['production', '', '1', 'warns'],
    ['production', 'sandbox', '', 'refused'],
    ['production', 'sandbox', '0', 'refused'],
    ['production', 'sandbox', '1', 'warns'],
    ['production', 'live', '', 'starts'],
    ['production', 'live', '0', 'starts'],
    ['production', 'live', '1', 'starts'],
    ['', '', '', 'starts'],
    ['', 'sandbox', '1', 'starts'],
    ['', 'live', '', 'starts'],
    ['development', '', '', 'starts'],
    ['development', 'sandbox', '0', 'starts'],
    ['development', 'live', '1', 'starts'],
    ['test', 'sandbox', '', 'starts'],
    ['test', 'live', '', 'starts'],
    ['staging', 'sandbox', '', 'starts'],
  ])('NODE_ENV=%o PAYMENTS_MODE=%o ALLOW_SANDBOX_PAYMENTS=%o: %s', (nodeEnv, mode, allow, expected) => {
    expect(outcome(nodeEnv, mode, allow)).toBe(expected);
  });

  it('the refusal is one line that says why and what to set', () => {
    expect(SANDBOX_PAYMENTS_REFUSAL).not.toContain('\n');
    expect(SANDBOX_PAYMENTS_REFUSAL).toBe(
      'Refusing to start: NODE_ENV=production with PAYMENTS_MODE=sandbox takes orders paid with test cards; set PAYMENTS_MODE=live with provider keys, or ALLOW_SANDBOX_PAYMENTS=1 for a staging site',
    );
  });

  it('the allowed case answers the one-line warning to log', () => {
    const env = parseEnv({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: '1' });
    expect(sandboxPaymentsAtStart(env)).toBe(SANDBOX_PAYMENTS_WARNING);
    expect(SANDBOX_PAYMENTS_WARNING).not.toContain('\n');
  });

  it.each(['yes', 'true', '2'])('ALLOW_SANDBOX_PAYMENTS=%s is not a value: the start stops naming it', (value) => {
    expect(() => parseEnv({ ALLOW_SANDBOX_PAYMENTS: value })).toThrow('ALLOW_SANDBOX_PAYMENTS: must be 1 (or 0, unset)');
  });
});
