import { z } from 'zod';
import { BRAND_KEYS, type BrandKey } from '@store/core/brands';

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  API_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000')),
  DEFAULT_BRAND: z.preprocess(blankAsUndefined, z.enum(BRAND_KEYS).default('nestwood')),
  PORT: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  SITE_ORIGIN_TEMPLATE: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(
        /^https?:\/\/[^/]*\{brand\}[^/]*$/,
        'must look like http://{brand}.localhost:3000 (scheme, host with {brand}, no path)',
      )
      .optional(),
  ),
  REVALIDATE_SECONDS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).default(300)),
});

export interface WebEnv {
  apiUrl: string;
  defaultBrand: BrandKey;
  /** Origin of a brand's storefront, `{brand}` replaced by the brand key. */
  siteOriginTemplate: string;
  revalidateSeconds: number;
}

/** DESIGN §2: the environment is parsed once with zod; a bad value stops the process with a clear message. */
export function parseEnv(source: Record<string, string | undefined>): WebEnv {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid storefront environment: ${problems}`);
  }
  const data = parsed.data;
  return {
    apiUrl: data.API_URL.replace(/\/+$/, ''),
    defaultBrand: data.DEFAULT_BRAND,
    siteOriginTemplate: data.SITE_ORIGIN_TEMPLATE ?? `http://{brand}.localhost:${data.PORT ?? 3000}`,
    revalidateSeconds: data.REVALIDATE_SECONDS,
  };
}

let cached: WebEnv | undefined;

/** The process environment, parsed on first use and then reused. */
export function env(): WebEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
