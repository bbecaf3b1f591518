import { describe, expect, it } from 'vitest';
import { isSandboxReadableAddress } from './sandbox-mail';

describe('sandbox mailbox: account emails readable by their requester only for reserved example addresses', () => {
  it.each([
    ['ann@example.com', true],
    ['Ann@EXAMPLE.COM', true],
    ['ann@example.org', true],
    ['ann@example.net', true],
    ['ann@shop.test', true],
    ['ann@mail.example', true],
    ['ann@nowhere.invalid', true],
    ['ann@box.localhost', true],
    ['ann@example.com.', true],
    ['ann@gmail.com', false],
    ['ann@example.com.evil.io', false],
    ['ann@notexample.com', false],
    ['ann@test.com', false],
    ['ann@sub.example.com', false],
    ['ann@', false],
    ['@example.com', false],
    ['example.com', false],
    ['ann@..test', false],
  ])('%s → %s', (email, readable) => {
    expect(isSandboxReadableAddress(email)).toBe(readable);
  });
});
