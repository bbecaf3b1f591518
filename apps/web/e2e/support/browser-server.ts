import type { TestProject } from 'vitest/node';
import { BROWSER_ENDPOINT, launchBrowserServer } from './chromium';

/**
 * One Chromium for a run's journey files (the suite's globalSetup), each file connected to it with contexts of its
 * own: a browser of its own per file cost about 1.9 s of CPU more a file on the CI machines (five files of four page
 * loads each: 39-40 s of CPU with a launch per file, 28-32 s connected to one), and the run has some forty files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await launchBrowserServer();
  project.provide(BROWSER_ENDPOINT, server.wsEndpoint());
  return () => server.close();
}
