// The framework floor served as the storefront's server serves its pages: compressed by the same middleware, with
// Next's script tags queued for after the first paint (apps/web/src/server/scripts-after-paint.ts). Measured beside
// the floor as it is, it shows what the framework's own start-up costs in TBT once it runs after the paint, as the
// store's pages do: with `async` tags on loopback the floor's scripts run before its paint, where TBT does not count
// them (docs/benchmarks.md "Pages").
import { createServer, request } from 'node:http';
import { compressAnswers } from '../../../apps/web/src/server/compress-answers.ts';
import { scriptsAfterPaintOf } from '../../../apps/web/src/server/scripts-after-paint.ts';

/** A proxy on `port` in front of the floor page at `target` (its URL); answers its URL and a close. */
export async function startFloorAfterPaint({ port, target }) {
  const compress = compressAnswers();
  const upstream = new URL(target);
  const server = createServer((req, res) =>
    compress(req, res, () => {
      scriptsAfterPaintOf(res);
      const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
      const forward = request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
        (answer) => {
          for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) res.setHeader(name, value);
          res.statusCode = answer.statusCode ?? 502;
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        res.statusCode = 502;
        res.end();
      });
      req.pipe(forward);
    }),
  );
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
