import { describe, expect, it } from 'vitest';
import { FDA_ADVERSE_EVENT_URL } from '@pawrx/contracts/reports';
import { renderAdverseEventReport } from './adverse-event-pdf';
import type { AdverseEventData } from './adverse-event.types';
import { readPdf } from './pdf-text';
import { GENERATED_AT, medication, reaction, reportData } from './report-fixtures';

const data = (overrides: Partial<AdverseEventData> = {}): AdverseEventData => {
  const { pet } = reportData();
  return {
    pet,
    reaction: { ...reaction(1), medication: 'Rimadyl', date: '2026-02-22' },
    product: {
      ...medication(1),
      name: 'Rimadyl 100mg',
      dosage: '1 tablet',
      frequency: 'Once daily',
      startDate: '2026-02-10',
      prescribedBy: 'Dr. Zoë Müller-Świątek',
      reason: 'Arthritis',
    },
    givenBy: ['Sam Carer'],
    weightAtReaction: { date: '2026-02-20', weightKg: 19.2 },
    otherMedications: [{ ...medication(2), name: 'Apoquel', dosage: '16 mg' }],
    generatedAt: GENERATED_AT,
    ...overrides,
  };
};
const textOf = async (bytes: Buffer) => (await readPdf(bytes)).map((p) => p.text).join(' ');

describe('renderAdverseEventReport', () => {
  it('fills in what Form FDA 1932a asks about the animal, the product and the reaction', async () => {
    const text = await textOf(await renderAdverseEventReport(data()));
    for (const expected of [
      'Adverse Event Report: Zoë Müller',
      'Suspected reaction to Rimadyl on Feb 22, 2026.',
      'Form FDA 1932a (Veterinary Adverse Drug Reaction, Lack of Effectiveness, Product Defect Report)',
      // the animal
      '1. The animal',
      'Species Dog',
      'Breed Border Collie',
      'Sex Female',
      'Neutered Yes',
      'Age 7 years',
      'Weight now 42.5 lbs',
      'Weight at the reaction 42.33 lbs (19.2 kg), weighed Feb 20, 2026',
      // the product
      '2. The suspected product',
      'Rimadyl 100mg',
      'Dose 1 tablet',
      'Route Oral',
      'Frequency Once daily',
      'Dates Started Feb 10, 2026, still given',
      'Given by Sam Carer',
      'Prescribed by Dr. Zoë Müller-Świątek',
      'Lot or batch number',
      'Expiry date',
      // the reaction
      '3. The reaction',
      'Signs vomiting, symptom 1',
      'Onset Feb 22, 2026 (12 days after the first dose)',
      'Severity Moderate',
      'Duration 2 hours',
      'Outcome Recovered',
      'Was it given again? Did the signs come back?',
      // others
      '4. Other current medications and conditions',
      'Apoquel 16 mg, Once daily',
      'Conditions chronic kidney disease',
      'Allergies penicillin, chicken',
      // contacts, blank
      '5. Contacts (to fill in by hand)',
      'Owner: name',
      'Veterinarian: phone',
    ])
      expect(text).toContain(expected);
  });

  it('ends with a page on where to send it: the manufacturer first, or FDA CVM', async () => {
    const pages = await readPdf(await renderAdverseEventReport(data()));
    const last = pages.at(-1)!.text;
    expect(last.startsWith('Where to send this report')).toBe(true);
    expect(last).toContain('Start with the manufacturer.');
    expect(last).toContain('Center for Veterinary Medicine (CVM)');
    // The address may wrap across lines; it is all there.
    expect(last.replace(/\s+/g, '')).toContain(FDA_ADVERSE_EVENT_URL);
    pages.forEach((page, i) => expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('keeps the product’s name only, and says so, when no medication record matches', async () => {
    const text = await textOf(
      await renderAdverseEventReport(
        data({
          product: null,
          givenBy: [],
          weightAtReaction: null,
          otherMedications: [],
          reaction: { ...reaction(2), medication: 'Nouveau croquettes' },
        }),
      ),
    );
    expect(text).toContain(
      '“Nouveau croquettes” is not among this pet’s medication records, so only its name is filled in.',
    );
    expect(text).toContain('Dose — Route — Frequency —');
    expect(text).toContain('Weight at the reaction —');
    expect(text).toContain('No other current medications recorded.');
  });

  it('embeds the Unicode font, as the medical record does', async () => {
    const bytes = await renderAdverseEventReport(data());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('DejaVuSans');
    expect(await textOf(bytes)).toContain('Zoë Müller · Adverse Event Report · PawRx');
  });
});
