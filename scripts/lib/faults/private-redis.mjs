// A Redis server of the drills' own (no persistence, its own port), to stop and start mid-load.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';

const REDIS_SERVER = '/usr/bin/redis-server';

export function privateRedisMissing() {
  return existsSync(REDIS_SERVER) ? null : `${REDIS_SERVER} is absent`;
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** redis-server on `port`; `kill()` (SIGKILL, as a crash) and `start()` again; `url`. */
export async function startPrivateRedis(port) {
  let child = null;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100 && !(await listening(port)); i += 1) await new Promise((r) => setTimeout(r, 50));
  };
  const kill = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, kill };
}
