import type { ReportTimelineEvent } from './medical-report.types';
import { COLOR, type ReportLayout } from './pdf-layout';
import { EMPTY, capitalize, formatDate } from './report-format';

// The health timeline at the end of the record: every dated event in order, so a reader sees
// that a reaction followed a new medication. Weighings are in their own section above.

const SEVERITY_COLOR: Record<string, string> = {
  mild: '#a16207',
  moderate: '#c2410c',
  severe: COLOR.danger,
  'life-threatening': '#7f1d1d',
};

const KIND: Record<string, string> = {
  'medication-started': 'Medication',
  'medication-paused': 'Medication',
  'medication-resumed': 'Medication',
  'medication-stopped': 'Medication',
  reaction: 'Reaction',
  vaccination: 'Vaccination',
  appointment: 'Visit',
};

/**
 * Left out when there is nothing to put in order: every section above then says "None recorded."
 * and the timeline would only say it once more.
 */
export function healthTimeline(layout: ReportLayout, events: ReportTimelineEvent[]): void {
  const shown = events.filter((e) => e.type !== 'weight');
  if (shown.length === 0) return;
  layout.section('Health Timeline');
  layout.table(
    [
      { header: 'Date', share: 0.17 },
      { header: 'Kind', share: 0.15 },
      { header: 'Event', share: 0.33 },
      { header: 'Details', share: 0.35 },
    ],
    shown.map((e) => {
      const severity = e.severity ? `${capitalize(e.severity)}: ` : '';
      return {
        cells: [
          { text: formatDate(e.date), bold: true },
          { text: KIND[e.type] ?? capitalize(e.type) },
          {
            text: e.title,
            bold: e.type === 'reaction',
            color: e.severity ? SEVERITY_COLOR[e.severity] : undefined,
          },
          { text: `${severity}${e.detail}` || EMPTY },
        ],
      };
    }),
  );
}
