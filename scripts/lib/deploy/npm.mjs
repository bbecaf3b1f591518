// The operator's commands as the deploy check runs them: npm scripts of the repository (the npm that runs this script,
// else the one on PATH), with an environment of the check's own on top of this process's.
import { spawn } from 'node:child_process';
import { setTimeout } from 'node:timers';
import { root } from '../stack.mjs';

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

function spawnNpm(args, env, options = {}) {
  return spawn(npm[0], [...npm.slice(1), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
}

/** `npm <args>` to its end: resolves its output (stdout and stderr), rejects with it when it exits non-zero. */
export function runNpm(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawnNpm(args, env);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm ${args.join(' ')} exited ${code}:\n${output.slice(-3000)}`)),
    );
  });
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Whether any process of the group `pgid` is still running. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm run start:prod` with `env`, in a process group of its own; resolves once the API's /ready and the storefront's
 * home page answer 200 (within 3 minutes). `lines()`: everything it printed so far. `stop()`: SIGTERM to the group, as
 * a process manager stops a service (npm, start-prod and the two servers, which drain), SIGKILL after 30 s; resolves
 * whether every process was gone before that.
 */
export async function startProd({ webPort, apiPort, env }) {
  const child = spawnNpm(['run', 'start:prod'], { ...env, PORT: String(webPort), API_PORT: String(apiPort) }, { detached: true });
  const lines = [];
  let partial = '';
  const keep = (chunk) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop();
    lines.push(...parts);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = async () => {
    if (!groupAlive(child.pid)) return true;
    process.kill(-child.pid, 'SIGTERM');
    const until = Date.now() + 30_000;
    while (groupAlive(child.pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    if (!groupAlive(child.pid)) return true;
    process.kill(-child.pid, 'SIGKILL');
    return false;
  };
  const deadline = Date.now() + 180_000;
  while (!(await answers(`http://127.0.0.1:${apiPort}/ready`)) || !(await answers(`http://127.0.0.1:${webPort}/`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        `start:prod ${child.exitCode === null ? 'not ready in 3 minutes' : `exited ${child.exitCode}`}:\n${lines.slice(-30).join('\n')}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { lines: () => [...lines], stop };
}
