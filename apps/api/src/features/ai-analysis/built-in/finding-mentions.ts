import type { MedicationToCheck, QuickCheckResult } from '@pawrx/contracts/interactions';
import { resolveCached } from './resolve-cached';

// Which typed medications a finding is about. Findings name a medication as typed, or as
// 'Brand (generic)', so a finding mentions a medication when its text contains the typed name or
// one of the resolved generic names.

export type Finding =
  | { type: 'toxic'; item: QuickCheckResult['toxicMedications'][number] }
  | { type: 'interaction'; item: QuickCheckResult['drugInteractions'][number] };

export function allFindings(result: QuickCheckResult): Finding[] {
  return [
    ...result.toxicMedications.map((item) => ({ type: 'toxic' as const, item })),
    ...result.drugInteractions.map((item) => ({ type: 'interaction' as const, item })),
  ];
}

const findingText = (f: Finding): string =>
  (f.type === 'toxic'
    ? f.item.medication
    : `${f.item.medication1} | ${f.item.medication2}`
  ).toLowerCase();

/** Lower-case names a medication goes by: as typed and each resolved generic. */
export function namesOf(name: string): string[] {
  const names = new Set<string>([name.trim().toLowerCase()]);
  for (const generic of resolveCached(name).generics) names.add(generic);
  return [...names].filter((n) => n.length >= 3);
}

export function mentions(f: Finding, names: readonly string[]): boolean {
  const text = findingText(f);
  return names.some((n) => text.includes(n));
}

/** The medications (by index) each finding involves. */
export function involvedMedications(
  findings: readonly Finding[],
  medications: readonly MedicationToCheck[],
): Map<number, Finding[]> {
  const byMedication = new Map<number, Finding[]>();
  medications.forEach((m, index) => {
    const names = namesOf(m.name);
    const own = findings.filter((f) => mentions(f, names));
    if (own.length > 0) byMedication.set(index, own);
  });
  return byMedication;
}
