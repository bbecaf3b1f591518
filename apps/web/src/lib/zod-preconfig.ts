/** The global zod v4 reads its configuration from (core.js: `globalThis.__zod_globalConfig ??= {}`). */
type ZodConfigHolder = { __zod_globalConfig?: Record<string, unknown> };

/** (no 'unsafe-eval'): zod is jitless from its first schema on, without loading zod itself. */
export function preconfigureZodJitless(target: object): void {
  const holder = target as ZodConfigHolder;
  // The same object is kept when zod already made it (zod holds a reference to it), else zod adopts this one.
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
