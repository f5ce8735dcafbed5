import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StorageLike } from './db';

/**
 * The sandbox's storage over HTTP: what the browser keeps in localStorage, kept in one JSON file so the
 * data survives a restart. Every change rewrites the file through a temporary one and a rename, so a
 * crash mid-write never leaves half a file.
 */
export function createFileStorage(dataDir: string, { reset = false } = {}): StorageLike {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'sandbox.json');
  if (reset) rmSync(file, { force: true });
  let items: Record<string, string> = {};
  if (existsSync(file)) {
    try {
      items = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    } catch {
      // A damaged file starts over from the seeds.
      items = {};
    }
  }
  const save = () => {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(items));
    renameSync(temporary, file);
  };
  return {
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
      save();
    },
    removeItem: (key) => {
      delete items[key];
      save();
    },
  };
}
