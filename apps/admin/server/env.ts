import { z } from 'zod';

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const fields = z.object({
  /** The port the staff application is served on. */
  ADMIN_PORT: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(65_535).default(3001)),
  /** The interface to listen on; unset: every interface. */
  ADMIN_HOST: z.preprocess(blankAsUndefined, z.string().optional()),
  /** The API that /admin/* is forwarded to. */
  API_URL: z.preprocess(blankAsUndefined, z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000')),
  /** The secret the staff member's address is signed with for the API (the storefront's and the API's value). */
  CLIENT_ADDRESS_SECRET: z.preprocess(blankAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /** Load balancers in front of this server whose X-Forwarded-For is believed (addresses and CIDRs, comma separated). */
  ADMIN_TRUST_PROXY: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
  ),
});

export interface AdminEnv {
  port: number;
  host: string | undefined;
  apiUrl: string;
  clientAddressSecret: string | null;
  trustProxies: string[];
}

/** The admin server's settings, parsed once at start: a bad value stops it with the variable's name and the problem. */
export function adminEnv(source: NodeJS.ProcessEnv = process.env): AdminEnv {
  const parsed = fields.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid admin environment: ${problems.join('; ')}`);
  }
  const data = parsed.data;
  return {
    port: data.ADMIN_PORT,
    host: data.ADMIN_HOST,
    apiUrl: data.API_URL.replace(/\/+$/, ''),
    clientAddressSecret: data.CLIENT_ADDRESS_SECRET ?? null,
    trustProxies: data.ADMIN_TRUST_PROXY,
  };
}
