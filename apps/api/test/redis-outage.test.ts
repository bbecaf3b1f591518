import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { openStores } from '../src/stores';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i += 1) {
    if (
      spawnSync('redis-cli', ['-p', String(port), 'ping'])
        .stdout?.toString()
        .includes('PONG')
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not start');
}

const stop = (child: ChildProcess) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGKILL')));

let redis: ChildProcess | undefined;
afterAll(async () => {
  if (redis && redis.exitCode === null) await stop(redis);
});

describe.skipIf(!hasRedisServer)('a real Redis stopped and started again under the API stores', () => {
  it('answers from memory at once while Redis is down, logs it, and shares state through Redis again once it is back', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    const lines: string[] = [];
    const log = { warn: (m: string) => lines.push(`warn ${m}`), info: (m: string) => lines.push(`info ${m}`) };
    const stores = await openStores(`redis://127.0.0.1:${port}`, 'outage:', log);
    await stores.cache.set('k', 'in redis', 60);
    expect(await stores.ping()).toBe(true);

    await stop(redis);
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    await stores.cache.set('k', 'in memory', 60);
    const limits = [];
    for (let i = 0; i < 3; i += 1) limits.push((await stores.rateLimiter.hit('guess', 2, 60_000)).allowed);
    // No shopper waits on a reconnection: the fallback answers within the request.
    expect(Date.now() - started).toBeLessThan(500);
    expect(await stores.cache.get('k')).toBe('in memory');
    expect(limits).toEqual([true, true, false]);
    expect(await stores.ping()).toBe(false);
    expect(lines.some((l) => l.startsWith('warn Redis unavailable'))).toBe(true);

    redis = await startRedis(port);
    let back = false;
    for (let i = 0; i < 60 && !back; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      back = await stores.ping().catch(() => false);
    }
    expect(back).toBe(true);
    // A fresh server: the value written while it was away is not there; what is written now is shared again.
    await stores.cache.set('k2', 'in redis again', 60);
    const direct = spawnSync('redis-cli', ['-p', String(port), 'get', 'outage:k2'])
      .stdout.toString()
      .trim();
    expect(direct).toBe('in redis again');
    expect(lines.at(-1)).toMatch(/^info Redis answers again/);
    await stores.close();
  }, 30_000);
});
