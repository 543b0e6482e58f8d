import { resolveMedication, type MedicationInfo } from '@pawrx/formulary/engine/resolve-medication';

// The engine's resolver is pure, and one analysis asks about the same names many times
// (findings, doses, watch-for, alternatives): a small bounded memo keeps the analysis fast.

const MAX_ENTRIES = 5000;
const memo = new Map<string, MedicationInfo>();

export function resolveCached(name: string): MedicationInfo {
  let hit = memo.get(name);
  if (!hit) {
    hit = resolveMedication(name);
    if (memo.size >= MAX_ENTRIES) memo.delete(memo.keys().next().value!);
    memo.set(name, hit);
  }
  return hit;
}
