import type { FastifyInstance } from 'fastify';

/**
 * Every route of a ready app as `METHOD /full/path` (HEAD routes Fastify adds beside GET left out), sorted: read from
 * Fastify's printed route tree, whose lines carry a path segment after their parent's and the methods in brackets.
 */
export function routeList(app: FastifyInstance): string[] {
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes.sort();
}
