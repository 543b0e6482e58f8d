// A booster recorded later replaces the earlier record's due date: only the latest record of each
// vaccine per pet says when the next dose is due (for reminders and the calendar feed alike).

interface VaccinationLike {
  petId: string;
  vaccine: string;
  date: string;
  createdAt: Date;
}

export function latestVaccinations<T extends VaccinationLike>(rows: readonly T[]): T[] {
  const latest = new Map<string, T>();
  for (const row of rows) {
    const key = `${row.petId}:${row.vaccine.trim().toLowerCase()}`;
    const seen = latest.get(key);
    if (!seen || row.date > seen.date || (row.date === seen.date && row.createdAt > seen.createdAt))
      latest.set(key, row);
  }
  return [...latest.values()];
}
