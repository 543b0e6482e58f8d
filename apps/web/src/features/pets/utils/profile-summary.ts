type Dated = { createdAt: string };

/** Newest first by a date-only field (missing dates last), then by creation time. */
function newestFirst<T extends Dated>(items: readonly T[], day: (item: T) => string | null): T[] {
  return [...items].sort(
    (a, b) => (day(b) ?? '').localeCompare(day(a) ?? '') || b.createdAt.localeCompare(a.createdAt),
  );
}

/** Overview: the 3 most recent current medications (by start date). */
export const recentMedications = <T extends Dated & { startDate: string | null }>(
  current: readonly T[],
) => newestFirst(current, (m) => m.startDate).slice(0, 3);

/** Overview: the 2 most recent reactions (by date). */
export const recentReactions = <T extends Dated & { date: string }>(reactions: readonly T[]) =>
  newestFirst(reactions, (r) => r.date).slice(0, 2);

/** Health History Alerts: vaccinations + allergies + chronic conditions (spec §2). */
export const healthAlertCount = (pet: {
  medicalHistory: { vaccinations: unknown[]; allergies: unknown[]; chronicConditions: unknown[] };
}) =>
  pet.medicalHistory.vaccinations.length +
  pet.medicalHistory.allergies.length +
  pet.medicalHistory.chronicConditions.length;
