import type { ReportDocument } from './medical-report.types';
import type { ReportLayout } from './pdf-layout';
import { formatDate } from './report-format';

// The documents kept with the record (issue 30 item 6): listed by date, title and category so
// the vet knows what the owner can show them. Left out when there are none, like the timeline.

export function documentsSection(layout: ReportLayout, documents: ReportDocument[]): void {
  if (documents.length === 0) return;
  layout.section('Documents');
  layout.table(
    [
      { header: 'Date', share: 0.2 },
      { header: 'Title', share: 0.52 },
      { header: 'Category', share: 0.28 },
    ],
    documents.map((d) => ({
      cells: [{ text: formatDate(d.date) }, { text: d.title, bold: true }, { text: d.category }],
    })),
  );
}
