import { FDA_ADVERSE_EVENT_URL } from '@pawrx/contracts/reports';
import {
  animalSection,
  contactsSection,
  otherMedicationsSection,
  productSection,
  reactionSection,
} from './adverse-event-sections';
import type { AdverseEventData } from './adverse-event.types';
import { documentHeader, finishDocument, openReportDocument, pageFooters } from './pdf-document';
import { COLOR, type ReportLayout } from './pdf-layout';
import { formatDate } from './report-format';

// The adverse-event report: one reaction with what FDA Form 1932a (Veterinary Adverse Drug
// Reaction, Lack of Effectiveness, Product Defect Report) asks for, and a last page on where to
// send it. A pure function of its data, like the medical record.

const FORM_NAME =
  'Form FDA 1932a (Veterinary Adverse Drug Reaction, Lack of Effectiveness, Product Defect Report)';

const INTRO = `Prepared by PawRx from the owner’s records, with the answers ${FORM_NAME} asks for. It is not the official form: check each answer, fill in the empty boxes, and send it as the last page explains. Share it with your veterinarian, who can add clinical details.`;

const STEPS: [string, string][] = [
  [
    'Start with the manufacturer.',
    'The label or package insert gives the manufacturer’s phone number (often a technical or veterinary services line). Call with this report at hand: they record the case, may ask for more detail, and must pass reports about approved drugs on to FDA.',
  ],
  [
    'Or report straight to FDA’s Center for Veterinary Medicine (CVM).',
    `Use ${FORM_NAME}. FDA’s page explains how to report and how to send the form today: ${FDA_ADVERSE_EVENT_URL}`,
  ],
  [
    'Some products are not FDA’s.',
    'Animal vaccines are regulated by the USDA Center for Veterinary Biologics, and many flea and tick products put on the skin or worn as collars are pesticides regulated by the EPA. For those, report to the manufacturer and to that agency; FDA’s page says which agency covers what.',
  ],
  [
    'Before you send it.',
    'Fill in the lot number and expiry date from the package, keep the package and any product left, and go through the answers with your veterinarian.',
  ],
  [
    'If your pet is unwell now,',
    'call your veterinarian or an emergency clinic first. A report helps other animals later; it does not get your pet treated.',
  ],
];

function whereToSend(layout: ReportLayout): void {
  layout.doc.addPage();
  layout.section('Where to send this report');
  for (const [lead, text] of STEPS) {
    layout.paragraph(lead, { bold: true, color: COLOR.accent });
    layout.paragraph(text);
  }
  layout.paragraph(
    'Outside the United States, your veterinarian can tell you which authority collects these reports.',
    { size: 8, color: COLOR.muted },
  );
}

export async function renderAdverseEventReport(data: AdverseEventData): Promise<Buffer> {
  const title = `Adverse Event Report: ${data.pet.name}`;
  const layout = openReportDocument({
    title: `${data.pet.name} – Adverse Event Report`,
    subject: `Suspected adverse reaction to ${data.reaction.medication}`,
    generatedAt: data.generatedAt,
  });
  documentHeader(
    layout,
    title,
    data.generatedAt,
    `Suspected reaction to ${data.reaction.medication} on ${formatDate(data.reaction.date)}.`,
  );
  layout.paragraph(INTRO, { size: 8 });
  animalSection(layout, data);
  productSection(layout, data);
  reactionSection(layout, data);
  otherMedicationsSection(layout, data);
  contactsSection(layout);
  whereToSend(layout);
  pageFooters(layout, `${data.pet.name} · Adverse Event Report · PawRx`);
  return finishDocument(layout);
}
