// The framework floor: a bare Next.js page (App Router, the storefront's Next.js and React, no client component, no
// font, no image), built for production and measured next to the store's pages, so each figure is read against what
// the framework alone costs on the machine that took it (docs/benchmarks.md "Pages").
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { nextBin, nextBuild, root, waitFor } from '../stack.mjs';

/** Generated here, inside the repository so Turbopack resolves the workspace's packages; git-ignored. */
const dir = path.join(root, '.lighthouse-floor');
const nextVersion = JSON.parse(
  readFileSync(createRequire(path.join(root, 'apps/web/package.json')).resolve('next/package.json'), 'utf8'),
).version;

/** About the size of /faq's text: a heading, an intro and thirty questions with their answers. */
const answers = Array.from(
  { length: 30 },
  (_, i) =>
    `<h2>Question ${i + 1}: how long is the home trial?</h2><p>Every mattress comes with a home trial of 365 nights. If it is not right for you, we collect it and refund you in full. Shipping is free and arrives in 2-3 business days by ground carrier.</p>`,
).join('');

// The Next.js version is written into package.json, so a new version changes the files and rebuilds the page.
const FILES = {
  'package.json': JSON.stringify({ name: 'lighthouse-floor', private: true, nextVersion }),
  // Like the storefront: CSS inlined, no powered-by header.
  'next.config.mjs': 'export default { poweredByHeader: false, experimental: { inlineCss: true } };\n',
  'app/layout.jsx': `export const metadata = { title: 'Frequently asked questions | Framework floor', description: 'A bare Next.js page without client components: what the framework alone costs.', icons: { icon: 'data:,' } };
export default function RootLayout({ children }) {
  return <html lang="en"><body style={{ fontFamily: 'sans-serif', margin: 0, lineHeight: 1.5 }}>{children}</body></html>;
}
`,
  // Rendered per request, as every store page is (its CSP nonce).
  'app/page.jsx': `export const dynamic = 'force-dynamic';
export default function Page() {
  return <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}><h1>Frequently asked questions</h1>
    <p>Answers about trials, shipping, returns, warranties and financing, for every mattress and bed we sell.</p>
    <div dangerouslySetInnerHTML={{ __html: ${JSON.stringify(answers)} }} /></main>;
}
`,
  // The same kind of page with its text as React elements, as a store page renders it (which React then hydrates,
  // one by one): /elements?n=400 has about 400 elements in all (a question is three), to read a page's TBT against
  // what the framework alone costs for as many elements.
  'app/elements/page.jsx': `export const dynamic = 'force-dynamic';
const ANSWER = 'Every mattress comes with a home trial of 365 nights. If it is not right for you, we collect it and refund you in full.';
export default async function Page({ searchParams }) {
  const n = Math.min(Math.max(Number((await searchParams).n) || 0, 0), 3000);
  return <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}><h1>Frequently asked questions</h1>
    <p>Answers about trials, shipping, returns, warranties and financing, for every mattress and bed we sell.</p>
    {Array.from({ length: Math.round(n / 3) }, (_, i) => <section key={i}><h2>Question {i + 1}: how long is the home trial?</h2><p>{ANSWER}</p></section>)}</main>;
}
`,
};

/** The floor's page with about n React elements, from the address of the floor (or of a proxy in front of it). */
export const floorElementsUrl = (floorUrl, n) => new URL(`elements?n=${n}`, floorUrl).href;

/** Writes and builds the floor page unless a build of these files with this Next.js exists. */
function buildFloorIfNeeded() {
  const current = Object.entries(FILES).every(
    ([name, text]) => existsSync(path.join(dir, name)) && readFileSync(path.join(dir, name), 'utf8') === text,
  );
  if (current && existsSync(path.join(dir, '.next/BUILD_ID'))) return;
  rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  console.log(`Building the framework floor page (Next.js ${nextVersion})...`);
  if (!nextBuild(dir, 'ignore')) throw new Error(`The framework floor build failed (run next build in ${dir} to see why)`);
}

/** Builds (when needed) and serves the floor page on the port; answers its URL and a stop. */
export async function startFloorPage({ port }) {
  buildFloorIfNeeded();
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitFor(url, child, 'The framework floor page');
  } catch (error) {
    child.kill();
    throw error;
  }
  return { url, stop: () => child.kill() };
}
