import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStack } from './scripts/lib/stack.mjs';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recs-probe-'));
const stack = await startStack({ webPort: 3540, apiPort: 3541, env: { DATABASE_DIR: dataDir, LOG_LEVEL: 'warn' }, quiet: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  for (const width of [390, 1280]) {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto('http://nestwood.localhost:3540/');
    await page.getByTestId('recommendation-row').scrollIntoViewIfNeeded();
    await page.locator('[data-testid="recommendation-row"] [data-source]').waitFor();
    const info = await page.evaluate(() => {
      const vw = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > vw + 1)
        .slice(0, 8).map((e) => `${e.tagName}.${String(e.className).slice(0, 60)} right=${Math.round(e.getBoundingClientRect().right)}`);
      return { vw, scroll: document.documentElement.scrollWidth, wide };
    });
    console.log(width, JSON.stringify(info, null, 1));
  }
} finally {
  await browser.close();
  stack.stop();
}
