import { describe, expect, it } from 'vitest';
import { renderMedicalReport, warmUpReports } from './medical-report-pdf';
import { readPdf, type PdfPage } from './pdf-text';
import {
  appointment,
  GENERATED_AT,
  largeReportData,
  medication,
  reaction,
  reportData,
  SAFETY_RESULT,
  vaccination,
  weighings,
} from './report-fixtures';
import { TINY_PNG } from './test-images';

const textOf = (pages: PdfPage[]) => pages.map((p) => p.text).join(' ');
/** Lowest body line of a page (above the footer), as a share of the page's body height. */
function bodyFill(page: PdfPage): number {
  const top = 44;
  const bottom = page.height - 54;
  const body = page.lines.filter((l) => l.top < bottom);
  return (Math.max(...body.map((l) => l.top)) - top) / (bottom - top);
}

describe('renderMedicalReport', () => {
  it('prints every section and value of a small record', async () => {
    const pages = await readPdf(await renderMedicalReport(reportData()));
    const text = textOf(pages);
    for (const expected of [
      'Medical Record: Zoë Müller',
      'Generated Mar 15, 2026, 9:41 AM UTC',
      // profile
      'Pet Profile',
      'Species Dog',
      'Breed Border Collie',
      'Sex Female',
      'Age 7 years',
      'Neutered Yes',
      'Weight 42.5 lbs',
      'Microchip 985141000123456',
      'Insurance Łatka Pet Insurance',
      'No photo',
      // alerts
      'Medical Alerts',
      'Allergies penicillin, chicken',
      'chronic kidney disease',
      'Mutant/normal',
      // current medication
      'Current Medications',
      'Medication 1 Active',
      'Dose 6 mg',
      'Frequency Twice daily',
      'Route Oral',
      'Since Dec 4, 2025',
      'Prescribed by Dr. Vet 1',
      'Reason Reason for medication 1',
      // safety check
      'Medication Safety Check',
      'Do Not Give Together',
      'Acetaminophen: toxic for dog, cat Critical',
      'Carprofen + Prednisone High',
      'An NSAID with a corticosteroid raises the risk of stomach ulcers.',
      'Avoid giving together; allow a washout period.',
      'FDA CVM: Carprofen label',
      'Not recognised, so not checked: Mystery Tonic.',
      // vaccinations: due Mar 9 2026, before the report's Mar 15 2026
      'Vaccinations',
      'Vaccine 1 May 18, 2025 Mar 9, 2026 (OVERDUE) Dr. Shot 1',
      // reactions
      'Adverse Reactions',
      'Medication 1 · Feb 22, 2026 Moderate',
      'Symptoms vomiting, symptom 1',
      'Duration 2 hours',
      'Outcome Recovered',
      'Treatment Treatment 1',
      // history
      'Medication History',
      'Medication 2 7 mg, Once daily Dec 3, 2025 – Mar 3, 2026 Completed',
      // appointments
      'Appointments',
      'Feb 24, 2026 10:30 Check-up Visit 1 Dr. Appointment 1 Clinic 1 Completed',
      // weight history (issue 15): in the pet's unit, newest first, with kg beside lbs
      'Weight History',
      'Date Weight Note',
      'Mar 14, 2026 41.89 lbs (19 kg) After the diet change',
      'Jan 31, 2026 43.65 lbs (19.8 kg)',
      // health timeline (issue 15): oldest first, weighings left to their own section
      'Health Timeline',
      'Date Kind Event Details',
      'Dec 4, 2025 Medication Medication 1 started 6 mg · Twice daily',
      'Feb 22, 2026 Reaction Reaction to Medication 1 Moderate: vomiting, symptom 1',
    ])
      expect(text).toContain(expected);
  });

  it('numbers every page "Page n of m"', async () => {
    const pages = await readPdf(await renderMedicalReport(largeReportData()));
    pages.forEach((page, i) => expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  it('lays the large record (50 medications, 30 reactions, 20 vaccinations, 40 visits, their timeline) on 14 pages, none near-empty', async () => {
    const data = largeReportData();
    const pages = await readPdf(await renderMedicalReport(data));
    expect(pages).toHaveLength(14);
    const text = textOf(pages);
    for (const m of [...data.currentMedications, ...data.medicationHistory])
      expect(text).toContain(m.name);
    for (const r of data.reactions) expect(text).toContain(`${r.medication} ·`);
    for (const v of data.vaccinations) expect(text).toContain(v.vaccine);
    for (const a of data.appointments) expect(text).toContain(a.title);
    for (const page of pages) expect(bodyFill(page)).toBeGreaterThan(0.25);
  });

  it('continues a long section on the next page under its heading, with the table header repeated', async () => {
    const pages = await readPdf(await renderMedicalReport(largeReportData()));
    const continued = pages.filter((p) => p.text.startsWith('Current Medications (continued)'));
    expect(continued.length).toBeGreaterThanOrEqual(2);
    const appointments = pages.filter((p) => p.text.startsWith('Appointments (continued)'));
    expect(appointments.length).toBeGreaterThanOrEqual(1);
    for (const page of appointments)
      expect(page.text).toContain('Date Type Title Veterinarian and clinic Status');
  });

  it('keeps a record of one of everything off a near-empty second page', async () => {
    const pages = await readPdf(await renderMedicalReport(reportData()));
    expect(pages.length).toBeLessThanOrEqual(2);
    for (const page of pages) expect(bodyFill(page)).toBeGreaterThan(0.25);
  });

  it('fits an empty record on one page, saying "None recorded." per section', async () => {
    const data = reportData({
      currentMedications: [],
      medicationHistory: [],
      vaccinations: [],
      reactions: [],
      appointments: [],
      weights: [],
      safety: { status: 'no-medications' },
    });
    const pages = await readPdf(await renderMedicalReport(data));
    expect(pages).toHaveLength(1);
    // Weight History says it too; an empty Health Timeline is left out.
    expect(pages[0]!.text.match(/None recorded\./g)).toHaveLength(6);
    expect(pages[0]!.text).not.toContain('Health Timeline');
    expect(pages[0]!.text).toContain('No current medications to check.');
    expect(pages[0]!.text).toContain('Page 1 of 1');
  });

  it('lists documents newest first under their own heading, and leaves the section out without any', async () => {
    const documents = [
      { title: 'Rabies certificate', category: 'Vaccination certificate', date: '2025-06-01' },
      { title: 'Blood work', category: 'Lab result', date: '2025-02-10' },
    ];
    const text = textOf(await readPdf(await renderMedicalReport(reportData({ documents }))));
    expect(text).toContain(
      'Documents Date Title Category Jun 1, 2025 Rabies certificate Vaccination certificate Feb 10, 2025 Blood work Lab result',
    );
    expect(textOf(await readPdf(await renderMedicalReport(reportData())))).not.toContain(
      'Documents Date',
    );
  });

  it('lists the newest lab values flagged H or L, and leaves the section out without any', async () => {
    const labs = [
      {
        test: 'Creatinine',
        value: 2.8,
        unit: 'mg/dL',
        range: '0.5–1.8',
        flag: 'H' as const,
        date: '2025-11-02',
      },
      {
        test: 'Platelets',
        value: 120,
        unit: '10^9/L',
        range: '211–621',
        flag: 'L' as const,
        date: '2025-11-02',
      },
      {
        test: 'Fructosamine',
        value: 300,
        unit: 'mmol/L',
        range: '',
        flag: '' as const,
        date: '2025-11-02',
      },
    ];
    const text = textOf(await readPdf(await renderMedicalReport(reportData({ labs }))));
    expect(text).toContain('Latest lab values Test Value Range Flag Date');
    expect(text).toContain('Creatinine 2.8 mg/dL 0.5–1.8 H Nov 2, 2025');
    expect(text).toContain('Platelets 120 10^9/L 211–621 L Nov 2, 2025');
    expect(text).toContain('Fructosamine 300 mmol/L — Nov 2, 2025');
    expect(textOf(await readPdf(await renderMedicalReport(reportData())))).not.toContain(
      'Latest lab values',
    );
  });

  it('draws the weight chart as vector paths with round ticks, for one weighing or many', async () => {
    const one = reportData({ weights: [{ date: '2026-03-01', weightKg: 10, note: '' }] });
    one.pet.weightUnit = 'kg';
    const bytes = await renderMedicalReport(one);
    const text = textOf(await readPdf(bytes));
    expect(text).toContain('Weight History');
    expect(text).toMatch(/\b10 kg\b/);
    expect(text).not.toMatch(/NaN|Infinity/);
    // Drawn, not embedded: no image in a report without a photo.
    expect(bytes.toString('latin1')).not.toMatch(/\/Subtype \/Image/);

    const many = await readPdf(await renderMedicalReport(reportData({ weights: weighings(30) })));
    expect(textOf(many)).toContain('The latest 24 of 30 weighings; the chart shows them all.');
  });

  it('keeps Unicode names intact (embedded DejaVu Sans)', async () => {
    const data = reportData();
    data.pet.name = 'Łatka';
    data.currentMedications = [{ ...medication(1), prescribedBy: 'Dr. Zoë Müller-Świątek' }];
    const bytes = await renderMedicalReport(data);
    const text = textOf(await readPdf(bytes));
    expect(text).toContain('Medical Record: Łatka');
    expect(text).toContain('Łatka · Medical Record · PawRx');
    expect(text).toContain('Dr. Zoë Müller-Świątek');
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
    expect(bytes.toString('latin1')).toContain('DejaVuSans');
  });

  it('embeds a PNG photo and notes a WebP one instead of failing', async () => {
    const png = reportData();
    png.pet.photo = TINY_PNG;
    const withPhoto = await renderMedicalReport(png);
    expect(withPhoto.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(textOf(await readPdf(withPhoto))).not.toContain('No photo');

    const webp = reportData();
    webp.pet.photo =
      'data:image/webp;base64,UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=';
    const text = textOf(await readPdf(await renderMedicalReport(webp)));
    expect(text).toContain('Photo on file (WebP, not shown in the PDF)');
  });

  it('says when the safety check found nothing, or could not run', async () => {
    const clean = reportData({
      safety: {
        status: 'checked',
        result: { ...SAFETY_RESULT, toxicMedications: [], drugInteractions: [], unrecognized: [] },
      },
    });
    const cleanText = textOf(await readPdf(await renderMedicalReport(clean)));
    expect(cleanText).toContain('Safe to Give Together');
    expect(cleanText).toContain('No interactions detected among the current medications.');

    const down = reportData({ safety: { status: 'unavailable', reason: 'engine offline.' } });
    expect(textOf(await readPdf(await renderMedicalReport(down)))).toContain(
      'The safety check could not be run: engine offline.',
    );
  });

  it('is a pure function of its data: the same input gives the same bytes', async () => {
    const [a, b] = await Promise.all([
      renderMedicalReport(reportData()),
      renderMedicalReport(reportData()),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(GENERATED_AT.toISOString()).toBe('2026-03-15T09:41:00.000Z');
  });

  it('renders the warm-up sample used after the server starts listening', async () => {
    await expect(warmUpReports()).resolves.toBeUndefined();
  });

  it('keeps the longest texts the forms accept inside the pages, nothing lost or overflowing', async () => {
    const long = (label: string, n: number) =>
      `${label} ${'lorem ipsum dolor '.repeat(n)}END-${label}`;
    const data = reportData({
      currentMedications: [1, 2, 3].map((i) => ({
        ...medication(i),
        reason: long(`reason${i}`, 55),
        instructions: long(`instructions${i}`, 110),
      })),
      medicationHistory: [{ ...medication(4, 'completed'), reason: long('history', 55) }],
      vaccinations: [{ ...vaccination(1), notes: long('vaccine', 110) }],
      reactions: [
        {
          ...reaction(1),
          symptoms: Array.from({ length: 30 }, (_v, i) => `symptom-${i} ${'x'.repeat(180)}`),
          treatment: long('treatment', 110),
          notes: long('notes', 110),
        },
      ],
      appointments: [{ ...appointment(1), title: 'T'.repeat(200), notes: long('visit', 110) }],
    });
    const pages = await readPdf(await renderMedicalReport(data));
    const text = textOf(pages).replace(/\s+/g, '');
    for (const end of [
      'reason1',
      'instructions3',
      'history',
      'vaccine',
      'treatment',
      'notes',
      'visit',
    ])
      expect(text).toContain(`END-${end}`);
    expect(text).toContain('symptom-29');
    pages.forEach((page, i) => {
      expect(page.text).toContain(`Page ${i + 1} of ${pages.length}`);
      const body = page.lines.filter((l) => !/Page \d+ of|Medical Record · PawRx/.test(l.text));
      expect(body.length).toBeGreaterThan(0);
      for (const line of body) expect(line.top).toBeLessThanOrEqual(page.height - 54);
    });
  });
});
