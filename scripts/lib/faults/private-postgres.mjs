// A PostgreSQL cluster of the drills' own (initdb in a temporary folder, its own port), so restarting it mid-load
// touches nothing else on the machine. initdb refuses root: as root the cluster is made and run as `postgres`.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, rmSync, chownSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';
const run = promisify(execFile);

/** Why the drills cannot run a private cluster here, or null when they can. */
export function privatePostgresMissing() {
  for (const tool of ['initdb', 'pg_ctl']) if (!existsSync(path.join(BIN, tool))) return `${BIN}/${tool} is absent`;
  return null;
}

function postgresIds() {
  const line = execFileSync('id', ['postgres'], { encoding: 'utf8' });
  return { uid: Number(/uid=(\d+)/.exec(line)[1]), gid: Number(/gid=(\d+)/.exec(line)[1]) };
}

/** initdb + start on `port` (trust auth, loopback only): `url`, `restart()`, `stop()` (removes the folder too). */
export function startPrivatePostgres(port) {
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'faults-pg-'));
  if (root) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const as = (tool, args) =>
    execFileSync(root ? 'runuser' : path.join(BIN, tool), root ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args, {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
  const data = path.join(dir, 'data');
  as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const ctlArgs = (args) => ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', ...args];
  const ctl = (...args) => as('pg_ctl', ctlArgs(args));
  // Asynchronous, so the load keeps running in this process while the server goes down and comes back.
  const ctlAsync = (...args) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, 'pg_ctl'), ...ctlArgs(args)], { cwd: dir })
      : run(path.join(BIN, 'pg_ctl'), ctlArgs(args), { cwd: dir });
  ctl('start');
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** pg_ctl restart -m fast: every connection is cut, the server is back once pg_ctl returns. */
    restart: () => ctlAsync('restart', '-m', 'fast'),
    stopFast: () => ctlAsync('stop', '-m', 'fast'),
    startAgain: () => ctlAsync('start'),
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        ctl('stop', '-m', 'immediate');
      } catch {
        // already down
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
