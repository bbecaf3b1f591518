import { spawn } from 'node:child_process';
import path from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { isLostDatabaseConnection, strayRejectionHandler } from '../src/db/stray-rejections';

/** The driver's own error for a query on a pool that was ended (no server needed: port 1 is never dialled). */
async function endedPoolError(): Promise<unknown> {
  const sql = postgres('postgres://127.0.0.1:1/none', { max: 1, connect_timeout: 1 });
  await sql.end();
  return sql`select 1`.then(
    () => undefined,
    (error: unknown) => error,
  );
}

/** The driver's error for a refused connect: Node's ECONNREFUSED, not a lost connection. */
async function refusedError(): Promise<unknown> {
  const sql = postgres('postgres://127.0.0.1:1/none', { max: 1, connect_timeout: 1 });
  const error = await sql`select 1`.then(
    () => undefined,
    (e: unknown) => e,
  );
  await sql.end({ timeout: 0 });
  return error;
}

describe('a stray lost-connection rejection does not end the process (fault drill a)', () => {
  it('recognises the driver lost-connection errors and nothing else', async () => {
    const ended = await endedPoolError();
    expect((ended as { code?: string }).code).toBe('CONNECTION_ENDED');
    const refused = await refusedError();
    expect((refused as { code?: string }).code).toBe('ECONNREFUSED');
    const closed = Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:55433'), {
      code: 'CONNECTION_CLOSED',
      errno: 'CONNECTION_CLOSED',
    });
    const table: [string, unknown, boolean][] = [
      ['the driver: a query on an ended pool', ended, true],
      ['the drill: a connection closed by a restart', closed, true],
      ['a refused connect (Node errno is a number)', refused, false],
      ['a code without the driver errno', Object.assign(new Error('x'), { code: 'CONNECTION_CLOSED' }), false],
      ['a PostgreSQL error', Object.assign(new Error('deadlock'), { code: '40P01' }), false],
      ['a string', 'CONNECTION_CLOSED', false],
      ['null', null, false],
    ];
    for (const [label, reason, lost] of table) expect(isLostDatabaseConnection(reason), label).toBe(lost);
  });

  it('logs a lost connection as a warning and exits 1 on any other rejection', () => {
    const lines: string[] = [];
    const exits: number[] = [];
    const handle = strayRejectionHandler(
      { warn: (_data, message) => lines.push(`warn ${message}`), error: (_data, message) => lines.push(`error ${message}`) },
      (code) => exits.push(code),
    );
    handle(Object.assign(new Error('write CONNECTION_CLOSED h:1'), { code: 'CONNECTION_CLOSED', errno: 'CONNECTION_CLOSED' }));
    expect(exits).toEqual([]);
    expect(lines[0]).toMatch(/^warn a database query lost its connection/);
    handle(new TypeError('a bug'));
    expect(exits).toEqual([1]);
    expect(lines[1]).toMatch(/^error unhandled promise rejection/);
  });

  it('in a real process: survives a stray CONNECTION_CLOSED, then exits 1 on another unhandled rejection', async () => {
    const module = path.join(__dirname, '../src/db/stray-rejections.ts');
    const script = `
      const { surviveStrayConnectionErrors } = await import(${JSON.stringify(module)});
      surviveStrayConnectionErrors({ warn: (d, m) => console.log('warn', m), error: (d, m) => console.log('error', m) });
      Promise.reject(Object.assign(new Error('write CONNECTION_CLOSED h:1'), { code: 'CONNECTION_CLOSED', errno: 'CONNECTION_CLOSED' }));
      setTimeout(() => { console.log('still serving'); Promise.reject(new Error('a bug')); }, 50);
      setTimeout(() => console.log('never printed'), 2000);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(out).toMatch(/warn a database query lost its connection[\s\S]*still serving[\s\S]*error unhandled promise rejection/);
    expect(out).not.toMatch(/never printed/);
    expect(code).toBe(1);
  });
});
