import { describe, expect, it } from 'vitest';
import { preconfigureZodJitless } from './zod-preconfig';

describe('preconfigureZodJitless (CSP without unsafe-eval)', () => {
  it('sets jitless on the global zod reads, keeping what is there', () => {
    const target: { __zod_globalConfig?: Record<string, unknown> } = { __zod_globalConfig: { locale: 'en' } };
    preconfigureZodJitless(target);
    expect(target.__zod_globalConfig).toEqual({ locale: 'en', jitless: true });
  });

  it('is the object zod itself configures (zod adopts it)', async () => {
    preconfigureZodJitless(globalThis);
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
