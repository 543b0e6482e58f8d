import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics, recorderFor } from '../metrics/metrics.registry';
import { DailyBackups } from './daily-backups';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function setup(takeBackup: () => Promise<Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pawrx-daily-'));
  dirs.push(dir);
  let now = new Date('2026-11-28T03:00:00Z');
  const errors: unknown[] = [];
  const metrics = createMetrics({
    databaseUp: () => true,
    pool: () => ({ inUse: 0, waiting: 0 }),
    mailQueue: async () => ({ pending: 0, failed: 0, dead: 0, oldestPendingAgeSeconds: 0 }),
    reminderQueue: async () => ({ planned: 0, due: 0, sending: 0, failed: 0 }),
  });
  const backups = new DailyBackups({
    dir,
    keep: 2,
    takeBackup,
    record: recorderFor(metrics).backup,
    log: { info: () => {}, error: (obj: unknown) => errors.push(obj) },
    now: () => now,
  });
  const advanceDays = (days: number) => (now = new Date(now.getTime() + days * 86_400_000));
  // A file gets the real clock's time when written; the service compares it with its own clock.
  // Each new backup is dated by the test's clock, so the test reads the same on any real date.
  const dated = new Set<string>();
  const dateNewFiles = () => {
    for (const name of readdirSync(dir).filter((n) => !dated.has(n))) {
      utimesSync(path.join(dir, name), now, now);
      dated.add(name);
    }
  };
  const counted = async (outcome: string) =>
    (await metrics.registry.getSingleMetric('pawrx_backups_total')!.get()).values.find(
      (v) => v.labels.outcome === outcome,
    )?.value ?? 0;
  return { dir, backups, advanceDays, dateNewFiles, errors, counted };
}

describe('automatic daily backups', () => {
  it('writes one a day (0600), keeps BACKUP_KEEP of them, and counts them', async () => {
    const { dir, backups, advanceDays, dateNewFiles, counted } = setup(async () =>
      Buffer.from('archive'),
    );
    expect(await backups.runIfDue()).toBe(true); // none yet
    dateNewFiles();
    expect(await backups.runIfDue()).toBe(false); // the newest is not a day old
    advanceDays(0.5);
    expect(await backups.runIfDue()).toBe(false); // nor half a day later
    advanceDays(-0.5);
    const [first] = readdirSync(dir);
    expect(statSync(path.join(dir, first!)).mode & 0o777).toBe(0o600);
    for (let day = 1; day <= 3; day++) {
      advanceDays(1);
      expect(await backups.runIfDue()).toBe(true);
      dateNewFiles();
    }
    const kept = readdirSync(dir).sort();
    expect(kept).toEqual([
      'pawrx-20261130T030000Z.pawrx-backup',
      'pawrx-20261201T030000Z.pawrx-backup',
    ]);
    expect(await counted('success')).toBe(4);
  });

  it('logs and counts a failure, never throws, and writes no partial file', async () => {
    const { dir, backups, errors, counted } = setup(async () => {
      throw new Error('database unavailable');
    });
    await expect(backups.runNow()).resolves.toBe(false);
    expect(errors).toHaveLength(1);
    expect(await counted('failure')).toBe(1);
    expect(await counted('success')).toBe(0);
    expect(readdirSync(dir)).toEqual([]);
  });
});
