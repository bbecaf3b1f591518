import type { FastifyInstance } from 'fastify';
import metricsPlugin from 'fastify-metrics';
import { Gauge, Registry } from '@prometheus-io/client';
import { sql } from 'drizzle-orm';
import type { Deps } from '../context';

/** Latency buckets in seconds, finer than the plugin's default below 100 ms where the store's calls live. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Rows = { rows: Record<string, unknown>[] } | Record<string, unknown>[];
const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as Exclude<Rows, unknown[]>).rows);

/**
 * Prometheus metrics at GET /metrics on the API's own port (the storefront never proxies it: it is not in the
 * public API allow-list). fastify-metrics times every registered route: `http_request_duration_seconds` by method,
 * route and status code gives the request rate, the latency histogram and the errors (status_code 5xx). Two gauges read
 * the database when scraped, so they are the same whichever process is asked: the job queue's depth by status and the
 * payment outcomes of the last hour by provider and status. Each app has its own registry (tests build many apps).
 */
export async function registerMetrics(
  app: FastifyInstance,
  deps: Pick<Deps, 'db'>,
  options: { processMetrics: boolean },
): Promise<Registry> {
  const registry = new Registry();
  new Gauge({
    name: 'store_jobs_queue_depth',
    help: 'Jobs waiting or running in the job queue, by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const status of ['queued', 'running']) this.set({ status }, 0);
      const result = await deps.db.execute(
        sql`select status, count(*)::int as n from jobs where status in ('queued', 'running') group by status`,
      );
      for (const row of rowsOf(result)) this.set({ status: String(row.status) }, Number(row.n));
    },
  });
  new Gauge({
    name: 'store_payment_outcomes_last_hour',
    help: 'Payment attempts updated in the last hour, by provider and status (succeeded, failed, ...)',
    labelNames: ['provider', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      const result = await deps.db.execute(
        sql`select provider, status, count(*)::int as n from payments where updated_at > now() - interval '1 hour' group by provider, status`,
      );
      for (const row of rowsOf(result)) this.set({ provider: String(row.provider), status: String(row.status) }, Number(row.n));
    },
  });
  await app.register(metricsPlugin, {
    // Prometheus text, not the JSON envelope: left out of the OpenAPI document (the API's contract), still served.
    endpoint: { url: '/metrics', method: 'GET', schema: { hide: true }, logLevel: 'warn', handler: () => undefined },
    defaultMetrics: { enabled: options.processMetrics, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      routeBlacklist: ['/metrics', '/health', '/ready'],
      overrides: { histogram: { buckets: LATENCY_BUCKETS, registers: [registry] }, summary: { registers: [registry] } },
    },
  });
  return registry;
}
