import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertObjectKey, type ObjectStore } from './object-store';

const TYPE_SUFFIX = '.type';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/**
 * Objects as files under `root` (the embedded default: .data/media beside .data/pglite), each with a `.type` file
 * holding its content type. Written to a temporary name and renamed, so a reader never sees half a file and two
 * processes writing the same variant both leave a whole one.
 */
export function diskObjectStore(root: string): ObjectStore {
  const fileOf = (key: string) => path.join(root, ...assertObjectKey(key).split('/'));
  const writeAtomically = async (file: string, body: Buffer | string) => {
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  };
  return {
    kind: 'disk',
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file + TYPE_SUFFIX, contentType);
      await writeAtomically(file, body);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [body, contentType] = await Promise.all([readFile(file), readFile(file + TYPE_SUFFIX, 'utf8')]);
        return { body, contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      const file = fileOf(key);
      try {
        const [info, contentType] = await Promise.all([stat(file), readFile(file + TYPE_SUFFIX, 'utf8')]);
        return { bytes: info.size, contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(file + TYPE_SUFFIX, { force: true });
    },
  };
}
