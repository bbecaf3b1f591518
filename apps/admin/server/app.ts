import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { forwardedHeaders, unmapIpv4 } from './client-address';

export interface AdminServerOptions {
  /** The built application (dist/client: index.html and assets/). */
  clientDir: string;
  /** The API that /admin/* goes to. */
  apiUrl: string;
  clientAddressSecret: string | null;
  trustProxies: readonly string[];
  nowSeconds?: () => number;
  logger?: boolean;
}

/** The index page's placeholder for the response's style nonce (index.html's csp-nonce meta). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** Hashed build output never changes under its name: cached for a year; everything else is checked every time. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const errorBody = (code: string, message: string) => ({ status: 'error', code, message });

/**
 * The staff application's origin: the built single-page app (index.html never cached, hashed assets cached for good,
 * every page path answered with index.html) and /admin/* (and product photos' /media/photos/*) forwarded to the API, so the browser talks to one origin and
 * the staff cookie stays same-origin. Every answer carries the security headers (a self-only CSP, nosniff,
 * frame-ancestors 'none', a referrer policy).
 */
export async function buildAdminServer(options: AdminServerOptions): Promise<FastifyInstance> {
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxies.length > 0 ? [...options.trustProxies] : false,
  });

  await app.register(fastifyHelmet, {
    // The style nonce lets the dialogs' scroll lock add its one <style>; scripts come from this origin only.
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifyHttpProxy, {
    upstream: options.apiUrl,
    prefix: '/admin',
    rewritePrefix: '/admin',
    replyOptions: {
      // The browser's Host goes on too (the proxy would put the API's): the API marks the staff cookie Secure on any
      // host but localhost, so behind https://admin.example.com the cookie is Secure.
      rewriteRequestHeaders: (request, headers) => ({
        ...forwardedHeaders(headers as IncomingHttpHeaders, unmapIpv4(request.ip), options.clientAddressSecret, nowSeconds()),
        host: request.headers.host ?? (headers as IncomingHttpHeaders).host,
      }),
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'the API did not answer');
        void reply.code(502).send(errorBody('API_UNAVAILABLE', 'The store API is not reachable; try again in a moment'));
      },
    },
  });

  // Product photos' thumbnails (GET /media/photos/...): the API serves the variants; in their own scope, so the
  // proxy's body parsers stay apart from the /admin proxy's.
  await app.register(async (scope) => {
    await scope.register(fastifyHttpProxy, {
      upstream: options.apiUrl,
      prefix: '/media/photos',
      rewritePrefix: '/media/photos',
      httpMethods: ['GET', 'HEAD'],
      replyOptions: {
        onError: (reply, { error }) => {
          reply.log.warn({ err: error }, 'the API did not answer');
          void reply.code(502).send(errorBody('API_UNAVAILABLE', 'The store API is not reachable; try again in a moment'));
        },
      },
    });
  });

  const indexFile = path.join(options.clientDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (existsSync(options.clientDir))
    await app.register(fastifyStatic, {
      root: options.clientDir,
      index: false,
      cacheControl: false,
      // The build writes a Brotli and a gzip copy beside each script and style sheet (vite.config.ts): sent as the
      // browser accepts, so nothing is compressed per request.
      preCompressed: true,
      // index.html is answered below, with this response's nonce and no-store.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) =>
        res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache'),
    });

  // A page path (no file extension) is the application's: index.html, never cached, so a new build is picked up.
  const sendIndex = (reply: FastifyReply) => {
    if (indexHtml === null)
      return reply
        .code(503)
        .send(errorBody('NOT_BUILT', 'The staff application is not built: run npm run build -w @store/admin'));
    const nonce = reply.cspNonce?.style ?? randomBytes(16).toString('base64');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(indexHtml.replace(NONCE_PLACEHOLDER, nonce));
  };
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage = pathname === '/index.html' || !/\.[a-z0-9]+$/i.test(pathname);
    if ((request.method === 'GET' || request.method === 'HEAD') && isPage) return sendIndex(reply);
    return reply.code(404).send(errorBody('NOT_FOUND', `No file at ${pathname}`));
  });
  return app;
}
