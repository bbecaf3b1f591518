// The compiled API and the separate job worker as the drills run them: env of the drill's own (WORKER, PAYMENTS_FAULT,
// the private PostgreSQL and Redis), every log line kept to check what the process said, SIGKILL on demand.
import { spawn } from 'node:child_process';
import { clearTimeout } from 'node:timers';
import path from 'node:path';
/* global AbortSignal */
import { clientAddressSecret } from '../client-address.mjs';
import { root } from '../stack.mjs';

const apiDir = path.join(root, 'apps/api');

function child(name, script, env) {
  const proc = spawn(process.execPath, [script], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The drills pay with the sandbox (PAYMENTS_FAULT is a sandbox fault): a staging-like run, allowed explicitly.
      ALLOW_SANDBOX_PAYMENTS: '1',
      LOG_LEVEL: 'info',
      CLIENT_ADDRESS_SECRET: clientAddressSecret(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines = [];
  let partial = '';
  const keep = (chunk) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop();
    lines.push(...parts);
    if (lines.length > 20_000) lines.splice(0, lines.length - 20_000);
  };
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  const stop = async (signal = 'SIGTERM') => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const kill = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    proc.kill(signal);
    await exited;
    clearTimeout(kill);
  };
  return { name, proc, lines, exited, stop, pid: proc.pid };
}

/** The compiled API on `port`; resolves once /ready answers 200. */
export async function startApi({ port, env }) {
  const api = child(`API :${port}`, 'dist/main.js', { API_PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (api.proc.exitCode !== null)
      throw new Error(`${api.name} exited ${api.proc.exitCode}:\n${api.lines.slice(-30).join('\n')}`);
    try {
      if ((await fetch(`${url}/ready`)).ok) return { ...api, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await api.stop('SIGKILL');
  throw new Error(`${api.name} was not ready:\n${api.lines.slice(-30).join('\n')}`);
}

/** The compiled job worker alone (apps/api/dist/worker.js). */
export function startWorker(env) {
  return child('worker', 'dist/worker.js', env);
}

/** /ready's answer: HTTP status and body (or the network error). */
export async function ready(url) {
  try {
    const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(3000) });
    return { status: res.status, body: await res.json() };
  } catch (error) {
    return { status: 'network', body: String(error?.cause?.code ?? error) };
  }
}

/** The resident set size of a process in MB (Linux /proc), or NaN once it is gone. */
export async function rssMb(pid) {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  } catch {
    return NaN;
  }
}
