import { readFileSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import {
  CHROMIUM_FLAGS,
  disabledFeatures,
  IDLE_BROWSER_FEATURES,
  withFeaturesDisabled,
} from '../../../../scripts/lib/chromium-flags.mjs';

/**
 * Playwright's own `--disable-features` list (1.65). Chromium reads only the last such flag and Playwright gives no
 * access to its list, so ours repeats it; launchBrowserServer checks the browser's command line for any it left out.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const ARGS = withFeaturesDisabled(
  [...CHROMIUM_FLAGS, `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`],
  IDLE_BROWSER_FEATURES,
);

declare module 'vitest' {
  export interface ProvidedContext {
    /** The WebSocket address of the run's one Chromium (browserForFile connects to it). */
    browserEndpoint: string;
  }
}

/** The name under which the suite's global setup gives the journey files the browser's address. */
export const BROWSER_ENDPOINT = 'browserEndpoint';

/** Starts the system Chromium as a server that each journey file connects to (support/browser-server.ts). */
export async function launchBrowserServer(): Promise<BrowserServer> {
  const server = await chromium.launchServer({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  const left = featuresTurnedBackOn(server);
  if (left.length === 0) return server;
  await server.close();
  throw new Error(`Playwright now disables ${left.join(', ')} too: add them to PLAYWRIGHT_DISABLED_FEATURES`);
}

/** What a `--disable-features` before the last turns off and the last (the one Chromium reads) does not. */
function featuresTurnedBackOn(server: BrowserServer): string[] {
  const pid = server.process().pid;
  if (pid === undefined) return [];
  const flags = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  const lists = flags.filter((flag) => flag.startsWith('--disable-features='));
  const read = new Set(disabledFeatures(lists.slice(-1)));
  return disabledFeatures(lists.slice(0, -1)).filter((feature) => !read.has(feature));
}
