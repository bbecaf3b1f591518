import { err, ok, type Result } from '@store/core';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An uploaded catalogue file's bytes as JSON: UTF-8 only (bytes that are not are refused, never replaced), an editor's
 * byte-order mark dropped, then parsed. Every refusal is a 400 saying what is wrong, so the member can fix the file.
 */
export function readCatalogUpload(body: Buffer): Result<{ text: string; data: unknown }> {
  if (body.length === 0) return err('BAD_REQUEST', 'The file is empty: choose a catalogue file (.json)');
  let text: string;
  try {
    text = UTF8.decode(body);
  } catch {
    return err('BAD_REQUEST', 'The file is not UTF-8 text: save it as UTF-8 JSON and upload it again');
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  try {
    return ok({ text, data: JSON.parse(text) as unknown });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    return err('BAD_REQUEST', `The file is not valid JSON (${reason.slice(0, 200)})`);
  }
}
