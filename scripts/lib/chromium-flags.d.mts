// Types of chromium-flags.mjs for the TypeScript journeys (apps/web/e2e/support/chromium.ts).
export const CHROMIUM_FLAGS: string[];
export const IDLE_BROWSER_FEATURES: string[];
export function disabledFeatures(flags: string[]): string[];
export function withFeaturesDisabled(flags: string[], features: string[]): string[];
