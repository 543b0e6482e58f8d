import type { ReportLabValue } from './medical-report.types';
import type { ReportLayout } from './pdf-layout';
import { EMPTY, formatDate } from './report-format';

// The newest value of each lab test (issue 30 item 6), flagged H or L as laboratories print
// them, so the vet sees at a glance what is out of range. Left out when there are none.

export function labsSection(layout: ReportLayout, labs: ReportLabValue[]): void {
  if (labs.length === 0) return;
  layout.section('Latest lab values');
  layout.table(
    [
      { header: 'Test', share: 0.3 },
      { header: 'Value', share: 0.22 },
      { header: 'Range', share: 0.2 },
      { header: 'Flag', share: 0.08 },
      { header: 'Date', share: 0.2 },
    ],
    labs.map((l) => ({
      cells: [
        { text: l.test, bold: true },
        { text: `${l.value} ${l.unit}` },
        { text: l.range || EMPTY },
        { text: l.flag, bold: l.flag !== '' },
        { text: formatDate(l.date) },
      ],
    })),
  );
}
