import type { z } from 'zod';
import { parse as parseYaml } from 'yaml';
import { channelsFileSchema, PROVIDER_ACCOUNT_FIELDS, type Channel } from './channel-schema';
import { channelRules } from './channel-rules';

/** A channels file that cannot be served: every problem, each naming the channel and the field. */
export class ChannelsFileError extends Error {
  constructor(
    readonly source: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid channels file ${source}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ChannelsFileError';
  }
}

type PathKey = PropertyKey;

/** `channels[1] (cloverlane).hosts[0]`: the path, with the brand of the channel it is in. */
export function fieldLabel(path: readonly PathKey[], data: unknown): string {
  let label = '';
  let node: unknown = data;
  for (const key of path) {
    node = isRecord(node) || Array.isArray(node) ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    label += typeof key === 'number' ? `[${key}]` : `${label === '' ? '' : '.'}${String(key)}`;
    if (label.match(/^channels\[\d+\]$/) && isRecord(node) && typeof node.brand === 'string')
      label += ` (${node.brand.slice(0, 40)})`;
  }
  return label === '' ? 'the file' : label;
}

function valueAt(path: readonly PathKey[], data: unknown): unknown {
  let node = data;
  for (const key of path) node = isRecord(node) || Array.isArray(node) ? (node as Record<PropertyKey, unknown>)[key] : undefined;
  return node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value short enough to quote in a message; objects and lists are not quoted. */
function quoted(value: unknown): string {
  if (typeof value === 'string') return `${JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}...` : value)} `;
  if (typeof value === 'number' || typeof value === 'boolean') return `${String(value)} `;
  return '';
}

/** One message per zod issue: `<label>: "<value>" <what is wrong>`. */
function structuralProblems(issues: readonly z.core.$ZodIssue[], data: unknown): string[] {
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const inAccount = issue.path.length === 4 && issue.path[2] === 'payments';
      const known = inAccount
        ? `${PROVIDER_ACCOUNT_FIELDS.join(', ')}; a secret is named by the environment variable holding it (...Env), never written in the file`
        : 'brand, hosts, origin, returnOrigin, currency, country, status, successor, paymentProviders, payments';
      return issue.keys.map((key) => `${fieldLabel([...issue.path, key], data)}: is not a field (${known})`);
    }
    const value = valueAt(issue.path, data);
    if (value === undefined && issue.path.length > 0) return [`${fieldLabel(issue.path, data)}: is required`];
    return [`${fieldLabel(issue.path, data)}: ${quoted(value)}${issue.message}`];
  });
}

/**
 * The channels of a parsed file (JSON or YAML already read into values): its shape checked by the schema, then the
 * rules between fields and channels (channel-rules.ts). Throws ChannelsFileError listing every problem.
 */
export function parseChannels(data: unknown, source = 'channels file'): Channel[] {
  const parsed = channelsFileSchema.safeParse(data);
  if (!parsed.success) throw new ChannelsFileError(source, structuralProblems(parsed.error.issues, data));
  const problems = channelRules(parsed.data.channels).map(({ path, message }) => {
    return `${fieldLabel(path, data)}: ${quoted(valueAt(path, data))}${message}`;
  });
  if (problems.length > 0) throw new ChannelsFileError(source, problems);
  return parsed.data.channels;
}

/** The file's format by its extension: `.json`, or `.yaml`/`.yml`. */
export function channelsFormatOf(fileName: string): 'json' | 'yaml' | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  return null;
}

/** The channels of a file's text, read as JSON or YAML by the file name's extension. */
export function parseChannelsText(text: string, fileName: string): Channel[] {
  const format = channelsFormatOf(fileName);
  if (format === null) throw new ChannelsFileError(fileName, ['the file name must end in .json, .yaml or .yml']);
  let data: unknown;
  try {
    data = format === 'json' ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ChannelsFileError(fileName, [`is not valid ${format === 'json' ? 'JSON' : 'YAML'}: ${reason}`]);
  }
  return parseChannels(data, fileName);
}
