import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NotReadyReason } from '@pawrx/contracts/health';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { DatabaseAvailability } from '../db/availability';

// What GET /api/health/ready asks (issue 26): the database answers, the newest committed
// migration is applied, and the process is not draining. Shutdown flips `draining` before the
// server stops listening, so a load balancer sees 503 here first and stops sending new requests.

export class Readiness {
  private draining = false;
  /** Once every migration is seen applied it stays so for the life of the process. */
  private migrated = false;

  constructor(
    private readonly db: Db,
    private readonly availability: DatabaseAvailability,
    /** `when` of the newest migration in drizzle/meta/_journal.json. */
    private readonly newestMigrationMillis: number,
  ) {}

  /** Called by the graceful shutdown as its very first step. */
  startDraining(): void {
    this.draining = true;
  }

  get isDraining(): boolean {
    return this.draining;
  }

  /** The reasons this process should get no traffic; empty when ready. */
  async reasons(): Promise<NotReadyReason[]> {
    const reasons: NotReadyReason[] = [];
    if (this.draining) reasons.push('shutting-down');
    if (!(await this.availability.check())) return [...reasons, 'database-down'];
    if (!(await this.migrationsApplied())) reasons.push('migrations-pending');
    return reasons;
  }

  private async migrationsApplied(): Promise<boolean> {
    if (this.migrated) return true;
    try {
      // Drizzle records each applied migration with its journal `when` as created_at.
      const rows = await queryRows<{ newest: string | number | null }>(
        this.db,
        sql`SELECT max(created_at) AS newest FROM drizzle.__drizzle_migrations`,
      );
      const newest = Number(rows[0]?.newest ?? 0);
      this.migrated = newest >= this.newestMigrationMillis;
    } catch {
      // No migrations table yet: nothing is applied.
      this.migrated = false;
    }
    return this.migrated;
  }
}

/** The `when` of the newest migration committed in `migrationsFolder`. */
export function newestMigrationMillis(migrationsFolder: string): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: Array<{ when: number }> };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}
