import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ADD_PET_BODY } from '../features/pets/pets.test-helpers';
import { exportOf } from './support/account-export';
import { runCli } from './support/cli-process';
import { killLeftovers, postJson, spawnServer } from './support/server-process';
import { dumpEveryTable } from './support/table-dump';

// Issue 26 item 3: a backup taken from the running server while writes go on restores into a
// new folder, starts, and holds exactly what it held when the backup was taken: the quiet
// account's export (issue 25) equals the one taken at backup time, and a dump of every table's
// rows matches but for the busy account's writes, which stop at one instant during the backup.

const dirs: string[] = [];
afterEach(killLeftovers);
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawrx-fault-backup-'));
  dirs.push(dir);
  return dir;
}

async function register(base: string, name: string) {
  const email = `${name}-${Date.now()}@example.com`;
  const res = await postJson(base, '/api/auth/register', {
    name,
    email,
    password: 'backup-pass-1',
    role: 'user',
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { token: string; user: { _id: string } };
  return { email, token: body.token, userId: body.user._id };
}

async function addPet(base: string, token: string, name: string): Promise<string> {
  const res = await postJson(
    base,
    '/api/pets',
    { ...ADD_PET_BODY, name },
    { authorization: `Bearer ${token}` },
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

const petsOf = async (base: string, token: string) =>
  (await fetch(`${base}/api/pets`, { headers: { authorization: `Bearer ${token}` } })).json();

describe('npm run backup while the server runs and writes go on, then npm run restore', () => {
  it('restores into a new folder that starts and holds what the backup saw', async () => {
    const dataDir = tempDir();
    const server = await spawnServer({ DATA_DIR: dataDir, BACKUP_KEEP: '0' });
    await server.ready();

    // A quiet account whose records must come back exactly.
    const quiet = await register(server.base, 'quiet');
    for (const name of ['Milo', 'Nala', 'Otto']) await addPet(server.base, quiet.token, name);
    const quietPetsAtBackup = await petsOf(server.base, quiet.token);
    const quietExportAtBackup = await exportOf(server.base, quiet.token);
    expect(quietExportAtBackup.pets).toHaveLength(3);

    // A busy account that keeps adding pets during the backup.
    const busy = await register(server.base, 'busy');
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++)
        acknowledged.push(await addPet(server.base, busy.token, `Busy ${i}`));
    })();
    while (acknowledged.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));

    const file = path.join(tempDir(), 'pawrx.pawrx-backup');
    const acknowledgedBefore = [...acknowledged];
    const backup = await runCli('backup', [file], { DATA_DIR: dataDir });
    const acknowledgedAfter = [...acknowledged];
    writing = false;
    await writer;
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('from the running server');
    expect(acknowledgedAfter.length).toBeGreaterThan(acknowledgedBefore.length); // writes went on
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await server.stop()).toEqual({ code: 0, signal: null });

    const restoredDir = path.join(tempDir(), 'restored');
    const restore = await runCli('restore', [file], { DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('Restored the backup of');

    // Every table, row for row: the same, except the busy account's pets, which are those
    // acknowledged up to some instant during the backup (never a half-written one).
    const [original, restored] = await Promise.all([
      dumpEveryTable(dataDir),
      dumpEveryTable(restoredDir),
    ]);
    expect([...restored.keys()]).toEqual([...original.keys()]);
    // The busy account's rows: those naming it, or one of its pets (weights, activity…).
    const busyPetIds = original
      .get('public.pets')!
      .filter((row) => row.includes(busy.userId))
      .map((row) => (JSON.parse(row) as { id: string }).id);
    const busyMarks = [busy.userId, busy.email, ...busyPetIds];
    const isBusy = (row: string) => busyMarks.some((mark) => row.includes(mark));
    for (const [table, rows] of original)
      expect(
        restored.get(table)!.filter((r) => !isBusy(r)),
        table,
      ).toEqual(rows.filter((r) => !isBusy(r)));
    const restoredBusyPets = restored
      .get('public.pets')!
      .filter(isBusy)
      .map((row) => (JSON.parse(row) as { id: string }).id);
    expect(restoredBusyPets).toEqual(expect.arrayContaining(acknowledgedBefore));
    expect(acknowledged).toEqual(expect.arrayContaining(restoredBusyPets));

    // It starts; the quiet account's sign-in token from before still works (the signing secret
    // came back too) and its pets read as they did at backup time.
    const again = await spawnServer({ DATA_DIR: restoredDir, BACKUP_KEEP: '0' });
    await again.ready();
    expect((await fetch(`${again.base}/api/health/ready`)).status).toBe(200);
    expect(await petsOf(again.base, quiet.token)).toEqual(quietPetsAtBackup);
    expect(await exportOf(again.base, quiet.token)).toEqual(quietExportAtBackup);
    expect(await again.stop()).toEqual({ code: 0, signal: null });
  });
});

describe('npm run restore refuses', () => {
  it('a folder that is not empty, a running server, and a truncated or corrupted file', async () => {
    const dataDir = tempDir();
    const server = await spawnServer({ DATA_DIR: dataDir, BACKUP_KEEP: '0' });
    await server.ready();
    const file = path.join(tempDir(), 'good.pawrx-backup');
    expect((await runCli('backup', [file], { DATA_DIR: dataDir })).code).toBe(0);

    // The running server's own folder.
    const overRunning = await runCli('restore', [file], { DATA_DIR: dataDir });
    expect(overRunning.code).toBe(1);
    expect(overRunning.output).toContain('is not empty');
    expect(await server.stop()).toEqual({ code: 0, signal: null });

    const good = readFileSync(file);
    const truncated = path.join(tempDir(), 'truncated.pawrx-backup');
    writeFileSync(truncated, good.subarray(0, Math.floor(good.length * 0.7)));
    const corrupted = path.join(tempDir(), 'corrupted.pawrx-backup');
    const flipped = Buffer.from(good);
    flipped[flipped.length - 100]! ^= 0xff;
    writeFileSync(corrupted, flipped);

    for (const [bad, message] of [
      [truncated, /This backup is truncated: it holds \d+ of \d+ bytes\. Nothing was restored\./],
      [corrupted, /This backup is corrupted: the checksum of .* does not match/],
    ] as const) {
      const target = path.join(tempDir(), 'target');
      const result = await runCli('restore', [bad], { DATA_DIR: target });
      expect(result.code).toBe(1);
      expect(result.output).toMatch(message);
      expect(result.output).not.toMatch(/\bat .*\.(ts|js):\d+/); // a message, not a stack
      expect(existsSync(target) ? readdirSync(target) : []).toEqual([]);
    }
  });
});
