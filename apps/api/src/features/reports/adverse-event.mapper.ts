import { CURRENT_MEDICATION_STATUSES, type MedicationStatus } from '@pawrx/contracts/enums';
import { resolveName } from '@pawrx/formulary/engine/resolve-name';
import type { AdverseEventData } from './adverse-event.types';
import type { AdverseEventRows } from './adverse-event.repository';
import { toReportMedication, toReportPet, toReportReaction } from './reports.mapper';
import type { MedicationRow } from './reports.repository';

// The one place the stored rows of a reaction become the adverse-event report's data. A reaction
// names its medication as typed ('Rimadyl'), so the record it refers to is found by name: the same
// name or brand first, then a name that starts with it ('Rimadyl 100mg'), then the same active
// ingredient ('Carprofen'); of several, the one given on the reaction's day, then the newest.

const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

function ingredients(name: string): Set<string> {
  return new Set(resolveName(name).drugs.map((d) => d.id));
}

/** 3 for the same name, 2 for a name that starts with the other, 1 for a shared ingredient. */
function closeness(typed: string, med: MedicationRow): number {
  const want = norm(typed);
  const names = [med.name, med.brandName, `${med.name} (${med.brandName})`]
    .map(norm)
    .filter(Boolean);
  if (names.includes(want)) return 3;
  if (names.some((n) => n.startsWith(`${want} `) || want.startsWith(`${n} `))) return 2;
  const wanted = ingredients(typed);
  if (wanted.size === 0) return 0;
  const own = new Set([
    ...ingredients(med.name),
    ...(med.brandName ? ingredients(med.brandName) : []),
  ]);
  return [...wanted].some((id) => own.has(id)) ? 1 : 0;
}

const givenOn = (med: MedicationRow, day: string) =>
  (!med.startDate || med.startDate <= day) && (!med.endDate || med.endDate >= day);

export function matchProduct(
  typed: string,
  day: string,
  meds: readonly MedicationRow[],
): MedicationRow | null {
  let best: { med: MedicationRow; rank: [number, number, string] } | null = null;
  for (const med of meds) {
    const score = closeness(typed, med);
    if (score === 0) continue;
    const rank: [number, number, string] = [score, givenOn(med, day) ? 1 : 0, med.startDate ?? ''];
    const better =
      !best ||
      rank[0] > best.rank[0] ||
      (rank[0] === best.rank[0] &&
        (rank[1] > best.rank[1] || (rank[1] === best.rank[1] && rank[2] > best.rank[2])));
    if (better) best = { med, rank };
  }
  return best?.med ?? null;
}

export function toAdverseEventData(rows: AdverseEventRows, generatedAt: Date): AdverseEventData {
  const product = matchProduct(rows.reaction.medication, rows.reaction.date, rows.medications);
  const weighing = [...rows.weights].reverse().find((w) => w.date <= rows.reaction.date);
  const isCurrent = (status: string) =>
    CURRENT_MEDICATION_STATUSES.includes(status as MedicationStatus);
  return {
    pet: toReportPet(rows.pet),
    reaction: toReportReaction(rows.reaction),
    product: product ? toReportMedication(product) : null,
    givenBy: product ? (rows.givenBy.get(product.id) ?? []) : [],
    weightAtReaction: weighing ? { date: weighing.date, weightKg: weighing.weightKg } : null,
    otherMedications: rows.medications
      .filter((m) => m.id !== product?.id && isCurrent(m.status))
      .map(toReportMedication),
    generatedAt,
  };
}
