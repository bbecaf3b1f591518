import { openDatabase } from '../../src/db/client';
import { createWorker } from '../../src/jobs/worker';

/**
 * A worker process for jobs.test.ts ("a job survives a killed worker"): it claims jobs with a short lease, says so on
 * stdout, and never finishes them, so the test can SIGKILL it mid-job. Args: database URL, worker id.
 */
const [url, id] = process.argv.slice(2);
if (!url || !id) throw new Error('usage: hanging-worker <database-url> <worker-id>');
const handle = await openDatabase({ url });
const worker = createWorker({
  db: handle.db,
  id,
  leaseMs: 1_000,
  log: { info: () => undefined, error: () => undefined },
  handlers: {
    'test.work': async () => {
      console.log('claimed');
      await new Promise(() => undefined);
    },
  },
});
worker.start();
