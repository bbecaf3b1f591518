import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { channels } from '../lib/channels/served-channels';
import { env, requiredClientAddressSecret } from '../lib/env';
import { frameworkAssetHeaders } from '../lib/security-headers';
import { limitApiBody, refuseOversizedContinue } from './body-limit';
import { brotliAssets } from './brotli-assets';
import { closeServer } from './close-server';
import { scriptsAfterPaintOf } from './scripts-after-paint';
import { compressAnswers } from './compress-answers';
import { compileTrust, rewriteForwardingHeaders } from './client-address';
import { proveClientAddress } from './client-address-proof';
import { answerOddRequest } from './odd-request';
import { answerReadiness } from './readiness';
import { assignRequestId } from './request-id';

/** apps/web (where next.config.ts is), found upwards from this module: from src/server under tsx, from dist once built. */
function storefrontRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'next.config.ts')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/**
 * `npm start`: the storefront's HTTP server, Next.js's request handler behind checks of our own. Next 16 gives
 * the proxy no peer address (request.ip is gone outside Vercel) and passes a client's X-Forwarded-For through to the
 * rewrite target, so the shopper's address is set here from the socket and signed for the API; methods the Fetch standard
 * forbids would make Next's proxy throw, so they are answered here; and a body over the API's limit is refused here,
 * before Next's proxy buffers it (body-limit.ts).
 */
async function main(): Promise<void> {
  const { port, hostname, trustProxies, shutdownUnreadyMs } = env();
  const addressSecret = requiredClientAddressSecret(env());
  // Where each brand is deployed (CHANNELS_FILE, else the default channels): a file that cannot be served stops here.
  channels();
  const dev = process.env.NODE_ENV === 'development';
  const dir = storefrontRoot();
  const app = next({ dev, dir, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const trust = compileTrust(trustProxies);
  // Scripts and stylesheets in Brotli for the browsers that take it, once compressed in the background.
  const brotli = dev ? null : brotliAssets(path.join(dir, '.next/static'), frameworkAssetHeaders(dev));
  void brotli?.warm().catch((error: unknown) => console.error('Brotli assets:', error));
  // Pages and the rest of Next.js's answers, compressed as they stream (Brotli where accepted; Next's gzip is off).
  const compress = compressAnswers();
  // Set on SIGTERM: GET /ready answers 503 from then on (the balancer's cue), SHUTDOWN_UNREADY_MS before the close.
  let draining = false;
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    if (answerReadiness(req, res, draining)) return;
    const odd = answerOddRequest(req.method, req.url);
    if (odd) {
      res.statusCode = odd.status;
      if (odd.status === 405) res.setHeader('Allow', odd.allow);
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(odd.status === 405 ? 'Method Not Allowed\n' : 'Bad Request\n');
      return;
    }
    const client = rewriteForwardingHeaders(req, trust);
    proveClientAddress(req.headers, client, addressSecret, Math.floor(Date.now() / 1000));
    const requestId = assignRequestId(req, res);
    if (brotli?.answer(req, res)) return;
    void limitApiBody(req, res).then((goOn) => {
      if (!goOn) return;
      compress(req, res, () => {
        // Inside the compression, which must see the page with its framework scripts queued for after the first paint.
        scriptsAfterPaintOf(res);
        handle(req, res).catch((error: unknown) => {
          console.error(`request ${requestId} failed:`, error);
          if (!res.headersSent) res.statusCode = 500;
          res.end();
        });
      });
    });
  };
  const server = createServer(onRequest);
  // A client that asks before sending its body (Expect: 100-continue) is refused a body over the API's limit unsent.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (refuseOversizedContinue(req, res)) return;
    res.writeContinue();
    onRequest(req, res);
  });
  // SIGTERM: leave the balancer's rotation (GET /ready 503 for SHUTDOWN_UNREADY_MS, pages still served), then drain the
  // requests in flight (SHUTDOWN_BOUND_MS at most); exit 1 when they did not finish in time.
  const shutdown = () => {
    if (draining) return;
    draining = true;
    setTimeout(() => void closeServer(server).then((drained) => process.exit(drained ? 0 : 1)), shutdownUnreadyMs);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  server.listen(port, hostname, () => console.log(`Storefront ready on http://${hostname ?? 'localhost'}:${port}`));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
