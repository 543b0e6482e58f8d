import { labSourceById, type LabList, type LabPanel, type LabSeries } from '@pawrx/contracts/labs';
import { flagLabResult } from '@pawrx/contracts/labs';
import type { LabPanelRow } from './labs.repository';

/** A panel as sent, each value flagged for the pet's species; the interval sources it used. */
function toLabPanel(row: LabPanelRow, species: string, sources: Set<string>): LabPanel {
  return {
    id: row.id,
    petId: row.petId,
    date: row.date,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    results: row.results.map((r) => {
      const { sourceId, ...flagged } = flagLabResult(r, species);
      if (sourceId) sources.add(sourceId);
      return {
        test: r.test,
        value: r.value,
        unit: r.unit,
        low: r.low ?? null,
        high: r.high ?? null,
        ...flagged,
      };
    }),
  };
}

/** Panels newest first, and each test's series oldest first (a known test by its id). */
export function toLabList(rows: LabPanelRow[], species: string): LabList {
  const sources = new Set<string>();
  const panels = rows.map((row) => toLabPanel(row, species, sources));
  const series = new Map<string, LabSeries>();
  for (const panel of [...panels].reverse()) {
    for (const result of panel.results) {
      const key = result.testId ?? result.test.trim().toLowerCase();
      const entry = series.get(key) ?? { key, label: result.test, points: [] };
      entry.points.push({ ...result, panelId: panel.id, date: panel.date });
      series.set(key, entry);
    }
  }
  return {
    panels,
    series: [...series.values()],
    sources: [...sources].map((id) => {
      const s = labSourceById(id)!;
      return { id: s.id, citation: s.citation, url: s.url };
    }),
  };
}

export const toSingleLabPanel = (row: LabPanelRow, species: string): LabPanel =>
  toLabPanel(row, species, new Set());
