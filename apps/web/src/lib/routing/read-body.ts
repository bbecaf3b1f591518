/**
 * A request body as text, or null when it passes `limit` bytes: refused before reading when the declared length is
 * too much; a body without one is read only up to the limit (the stream is cancelled, a chunked flood is never buffered).
 */
export async function readBodyAtMost(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * A JSON request body of at most `limit` bytes, parsed: its value, or the message of a 400 (too large, or not JSON;
 * `shape` says what was expected, e.g. `{"step": "..."}`). The value still has to be checked against a schema.
 */
export async function readJsonAtMost(
  request: Request,
  limit: number,
  shape: string,
): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  const text = await readBodyAtMost(request, limit);
  if (text === null) return { ok: false, message: 'Request body too large' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: `The body must be JSON: ${shape}` };
  }
}
