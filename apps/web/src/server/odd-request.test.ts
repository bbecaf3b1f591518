import { describe, expect, it } from 'vitest';
import { ALLOWED_METHODS, answerOddRequest } from './odd-request';

describe('answerOddRequest: no method or request-target gives a 5xx', () => {
  it.each([
    ['TRACE', '/'],
    ['TRACE', '/api/carts/my'],
    ['trace', '/mattress'],
    ['TRACK', '/'],
    ['CONNECT', '/'],
    ['OPTIONS', '*'],
  ])('%s %s is 405 with an Allow header', (method, target) => {
    expect(answerOddRequest(method, target)).toEqual({ status: 405, allow: ALLOWED_METHODS });
  });

  it.each([
    ['GET', 'http://evil.example/'],
    ['CONNECT', 'evil.example:443'],
    ['GET', undefined],
    ['GET', '//evil.example/x'],
    ['GET', '/mattress/%ff'],
    ['GET', '/%E0%A4%A?x=1'],
  ])('%s %s (not a path, or not decodable) is refused', (method, target) => {
    expect(answerOddRequest(method, target)?.status).toBeGreaterThanOrEqual(400);
    expect(answerOddRequest(method, target)?.status).toBeLessThan(500);
  });

  it.each([
    ['GET', '/'],
    ['POST', '/api/carts/my/items'],
    ['PUT', '/api/carts/my/items/abc/'],
    ['OPTIONS', '/api/carts/my'],
    ['HEAD', '/mattress?size=king'],
    ['GET', '/search?q=%ff'],
    ['GET', '/mattress/caf%C3%A9'],
  ])('%s %s goes on to Next.js', (method, target) => {
    expect(answerOddRequest(method, target)).toBeNull();
  });
});
