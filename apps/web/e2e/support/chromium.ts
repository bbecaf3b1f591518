import { chromium, type BrowserServer } from 'playwright-core';

/** Debian's Chromium: no browser download is possible on these machines. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
  return chromium.launchServer({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}
