import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './same-origin';

describe('internal endpoints accept same-origin requests only', () => {
  it.each([
    [
      'same origin with fetch metadata',
      { host: 'plume.localhost:3000', origin: 'http://plume.localhost:3000', 'sec-fetch-site': 'same-origin' },
      true,
    ],
    ['same origin without fetch metadata', { host: 'plume.localhost:3000', origin: 'http://plume.localhost:3000' }, true],
    ['fetch metadata only', { host: 'plume.localhost:3000', 'sec-fetch-site': 'same-origin' }, true],
    ['another brand host', { host: 'plume.localhost:3000', origin: 'http://arbor.localhost:3000' }, false],
    [
      'cross-site fetch',
      { host: 'plume.localhost:3000', origin: 'http://plume.localhost:3000', 'sec-fetch-site': 'cross-site' },
      false,
    ],
    ['same-site but another origin', { host: 'plume.localhost:3000', 'sec-fetch-site': 'same-site' }, false],
    ['neither header', { host: 'plume.localhost:3000' }, false],
    ['a malformed origin', { host: 'plume.localhost:3000', origin: 'null' }, false],
  ])('%s', (_name, headers, expected) => {
    expect(isSameOriginRequest(new Headers(headers))).toBe(expected);
  });
});
