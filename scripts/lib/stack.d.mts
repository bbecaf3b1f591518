// Types of stack.mjs for the TypeScript journeys that start a stack of their own (apps/web/e2e/live-payments.e2e.ts).
import type { ChildProcess } from 'node:child_process';

export const root: string;
export const nextBin: string;
export function nextBuild(cwd: string, stdio?: 'inherit' | 'ignore'): boolean;
export function buildWebIfNeeded(): void;
export function buildWeb(): boolean;
export function buildAdminIfNeeded(): void;
export function waitFor(url: string, child: ChildProcess, name: string, timeoutMs?: number): Promise<void>;
export function startStack(options: {
  webPort: number;
  apiPort: number;
  adminPort?: number;
  env?: Record<string, string>;
  quiet?: boolean;
  compiled?: boolean;
  seedDemo?: boolean;
}): Promise<{
  api: ChildProcess;
  web: ChildProcess | undefined;
  admin: ChildProcess | undefined;
  apiUrl: string;
  webUrl: string;
  adminUrl: string | null;
  stop(): void;
}>;
