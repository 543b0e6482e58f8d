import type { QuickCheckResult } from '@pawrx/contracts/interactions';
import { compareTimelineEvents } from '@pawrx/contracts/timeline';
import type {
  MedicalReportData,
  ReportTimelineEvent,
  ReportWeight,
  ReportAppointment,
  ReportMedication,
  ReportReaction,
  ReportVaccination,
} from './medical-report.types';

// Report data for tests and the benchmark: a small pet with one of everything and a large pet
// (50 medications, 30 reactions, 20 vaccinations, 40 appointments by default).

export const GENERATED_AT = new Date('2026-03-15T09:41:00Z');

const day = (offset: number) =>
  new Date(Date.UTC(2026, 2, 15 + offset, 12)).toISOString().slice(0, 10);

export function medication(i: number, status = 'active'): ReportMedication {
  return {
    name: `Medication ${i}`,
    brandName: i % 3 === 0 ? `Brand${i}` : '',
    dosage: `${5 + i} mg`,
    frequency: i % 2 ? 'Twice daily' : 'Once daily',
    route: 'oral',
    startDate: day(-100 - i),
    endDate: status === 'active' ? null : day(-10 - i),
    prescribedBy: `Dr. Vet ${i}`,
    reason: `Reason for medication ${i}`,
    instructions:
      i % 4 === 0
        ? `Give with food. Watch for vomiting; call the clinic if it lasts (note ${i}).`
        : '',
    status,
  };
}

export function vaccination(i: number): ReportVaccination {
  return {
    vaccine: `Vaccine ${i}`,
    date: day(-300 - i),
    nextDue: i % 2 ? day(-5 - i) : day(60 + i),
    veterinarian: `Dr. Shot ${i}`,
    notes: i % 5 === 0 ? `Booster note ${i}` : '',
  };
}

export function reaction(i: number): ReportReaction {
  return {
    medication: `Medication ${i}`,
    date: day(-20 - i),
    severity: (['mild', 'moderate', 'severe', 'life-threatening'] as const)[i % 4]!,
    symptoms: ['vomiting', `symptom ${i}`],
    duration: `${i + 1} hours`,
    treatment: `Treatment ${i}`,
    outcome: 'recovered',
    notes: i % 3 === 0 ? `Reaction note ${i}` : '',
  };
}

export function appointment(i: number): ReportAppointment {
  return {
    type: i % 2 ? 'check-up' : 'vaccination',
    title: `Visit ${i}`,
    date: day(i - 20),
    time: '10:30',
    veterinarian: `Dr. Appointment ${i}`,
    clinic: `Clinic ${i}`,
    notes: i % 4 === 0 ? `Bring records ${i}` : '',
    status: i < 20 ? 'completed' : 'scheduled',
  };
}

/** A safety check result with one finding of each kind the report prints. */
export const SAFETY_RESULT: QuickCheckResult = {
  toxicMedications: [
    {
      medication: 'Acetaminophen',
      reason: 'Dogs and cats lack the liver pathway that clears it safely.',
      recommendation: 'Do not give; ask the veterinarian for a pet-safe pain reliever.',
      species: ['dog', 'cat'],
      severity: 'Critical',
      kind: 'species-toxicity',
      source: { publisher: 'ASPCA APCC', title: 'Acetaminophen toxicosis' },
    },
  ],
  drugInteractions: [
    {
      medication1: 'Carprofen',
      medication2: 'Prednisone',
      riskLevel: 'High',
      description: 'An NSAID with a corticosteroid raises the risk of stomach ulcers.',
      recommendation: 'Avoid giving together; allow a washout period.',
      kind: 'drug-drug',
      source: { publisher: 'FDA CVM', title: 'Carprofen label' },
    },
  ],
  analysis: '',
  unrecognized: ['Mystery Tonic'],
};

const range = (n: number) => Array.from({ length: n }, (_v, i) => i + 1);

/** Weighings every two weeks before the report: 19.8 kg falling to 19.0 kg. */
export function weighings(n = 4): ReportWeight[] {
  return range(n).map((i) => ({
    date: day(-14 * (n - i) - 1),
    weightKg: Number((19.8 - (0.8 * (i - 1)) / Math.max(n - 1, 1)).toFixed(3)),
    note: i === n ? 'After the diet change' : '',
  }));
}

/** The timeline the API would build from this data (medications, reactions, visits, weighings). */
function timelineOf(data: Omit<MedicalReportData, 'timeline'>): ReportTimelineEvent[] {
  const events: ReportTimelineEvent[] = [];
  const add = (
    type: ReportTimelineEvent['type'],
    sourceId: string,
    date: string,
    subject: string,
    title: string,
    extra: Partial<ReportTimelineEvent> = {},
  ) =>
    events.push({
      id: `${type}:${sourceId}`,
      type,
      date,
      sourceId,
      subject,
      title,
      detail: '',
      severity: null,
      weightKg: null,
      ...extra,
    });
  [...data.currentMedications, ...data.medicationHistory].forEach((m, i) => {
    const dose = [m.dosage, m.frequency].filter(Boolean).join(' · ');
    if (m.startDate)
      add('medication-started', `m${i}`, m.startDate, m.name, `${m.name} started`, {
        detail: dose,
      });
    if (m.endDate && m.status !== 'active' && m.status !== 'paused')
      add('medication-stopped', `m${i}`, m.endDate, m.name, `${m.name} ${m.status}`);
  });
  data.reactions.forEach((r, i) =>
    add('reaction', `r${i}`, r.date, r.medication, `Reaction to ${r.medication}`, {
      detail: r.symptoms.join(', '),
      severity: r.severity as ReportTimelineEvent['severity'],
    }),
  );
  data.vaccinations.forEach((v, i) =>
    add('vaccination', `v${i}`, v.date, v.vaccine, `${v.vaccine} vaccination`),
  );
  data.appointments.forEach((a, i) => add('appointment', `a${i}`, a.date, a.title, a.title));
  data.weights.forEach((w, i) =>
    add('weight', `w${i}`, w.date, 'Weight', `Weighed ${w.weightKg} kg`, { weightKg: w.weightKg }),
  );
  return events.sort(compareTimelineEvents);
}

export function reportData(overrides: Partial<MedicalReportData> = {}): MedicalReportData {
  const { timeline, ...rest } = overrides;
  const data = baseReportData(rest);
  return { ...data, timeline: timeline ?? timelineOf(data) };
}

function baseReportData(
  overrides: Partial<Omit<MedicalReportData, 'timeline'>>,
): Omit<MedicalReportData, 'timeline'> {
  return {
    pet: {
      name: 'Zoë Müller',
      species: 'dog',
      breed: 'Border Collie',
      sex: 'female',
      neutered: true,
      age: 7,
      ageUnit: 'years',
      birthDate: null,
      weight: 42.5,
      weightUnit: 'lbs',
      microchipId: '985141000123456',
      insuranceProvider: 'Łatka Pet Insurance',
      allergies: ['penicillin', 'chicken'],
      chronicConditions: ['chronic kidney disease'],
      mdr1Status: 'mutant/normal',
      photo: null,
    },
    currentMedications: [medication(1)],
    medicationHistory: [medication(2, 'completed')],
    vaccinations: [vaccination(1)],
    reactions: [reaction(1)],
    appointments: [appointment(1)],
    weights: weighings(),
    documents: [],
    labs: [],
    safety: { status: 'checked', result: SAFETY_RESULT },
    generatedAt: GENERATED_AT,
    ...overrides,
  };
}

/** The benchmark's pet: 50 medications (30 current), 30 reactions, 20 vaccinations, 40 visits. */
export function largeReportData(): MedicalReportData {
  return reportData({
    currentMedications: range(30).map((i) => medication(i)),
    medicationHistory: range(20).map((i) =>
      medication(30 + i, i % 2 ? 'completed' : 'discontinued'),
    ),
    reactions: range(30).map(reaction),
    vaccinations: range(20).map(vaccination),
    appointments: range(40).map(appointment),
  });
}
