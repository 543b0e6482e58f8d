import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

// In-process rules of the folder lock. The cross-process case (a second server, kill -9) is the
// fault test in src/faults/second-process.test.ts.

const root = mkdtempSync(path.join(tmpdir(), 'pawrx-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('creates the folder and records this process as the holder', async () => {
    const dir = path.join(root, 'fresh', 'data');
    const lock = await lockDataDir(dir);
    expect(existsSync(dir)).toBe(true);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a second holder of the same folder, naming it, until the first releases', async () => {
    const dir = path.join(root, 'shared');
    const first = await lockDataDir(dir);
    const second = lockDataDir(path.join(dir, '.', '..', 'shared')); // same folder, other spelling
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(second).rejects.toThrow(`The data folder ${dir} is already in use`);
    first.release();
    const again = await lockDataDir(dir);
    again.release();
  });

  it('lets different folders be held at once', async () => {
    const a = await lockDataDir(path.join(root, 'a'));
    const b = await lockDataDir(path.join(root, 'b'));
    expect([a.dataDir, b.dataDir]).toEqual([path.join(root, 'a'), path.join(root, 'b')]);
    a.release();
    b.release();
  });
});
