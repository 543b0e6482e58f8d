// What a counted toxin cell (exotic-toxins.ts, horse-toxins.ts) says about one item for one group
// of animals: enforced by a rule that fires through the engine at that grade, recorded safe (the
// engine must judge it safe), or pending with why. The coverage lines count enforced and safe cells.

export type ToxinCellStatus =
  | { kind: 'enforced'; grade: 'dangerous' | 'caution' }
  | { kind: 'safe' }
  | { kind: 'pending'; why: string };

export const DANGEROUS: ToxinCellStatus = { kind: 'enforced', grade: 'dangerous' };
export const SAFE: ToxinCellStatus = { kind: 'safe' };

/** Enforced or recorded safe: what the coverage lines count. */
export const isCounted = (cell: { status: ToxinCellStatus }): boolean =>
  cell.status.kind !== 'pending';
