import { DOCUMENT_CATEGORY_LABELS } from '@pawrx/contracts/documents';
import { toLabList } from '../labs/labs.mapper';
import { CURRENT_MEDICATION_STATUSES, type MedicationStatus } from '@pawrx/contracts/enums';
import type {
  MedicalReportData,
  ReportAppointment,
  ReportMedication,
  ReportPet,
  ReportReaction,
  ReportVaccination,
} from './medical-report.types';
import type {
  AppointmentRow,
  MedicalRecordRows,
  MedicationRow,
  PetRow,
  ReactionRow,
  VaccinationRow,
} from './reports.repository';

import { buildTimeline } from '../timeline/timeline-events';

// The one place stored rows become the report's data.

export const toReportPet = (row: PetRow): ReportPet => ({
  name: row.name,
  species: row.species,
  breed: row.breed,
  sex: row.sex,
  neutered: row.neutered,
  age: row.age,
  ageUnit: row.ageUnit,
  birthDate: row.birthDate,
  weight: row.weight,
  weightUnit: row.weightUnit,
  microchipId: row.microchipId,
  insuranceProvider: row.insuranceProvider,
  allergies: row.allergies,
  chronicConditions: row.chronicConditions,
  mdr1Status: row.mdr1Status,
  photo: row.photo,
});

export const toReportMedication = (row: MedicationRow): ReportMedication => ({
  name: row.name,
  brandName: row.brandName,
  dosage: row.dosage,
  frequency: row.frequency,
  route: row.route,
  startDate: row.startDate,
  endDate: row.endDate,
  prescribedBy: row.prescribedBy,
  reason: row.reason,
  instructions: row.instructions,
  status: row.status,
});

const toVaccination = (row: VaccinationRow): ReportVaccination => ({
  vaccine: row.vaccine,
  date: row.date,
  nextDue: row.nextDue,
  veterinarian: row.veterinarian,
  notes: row.notes,
});

export const toReportReaction = (row: ReactionRow): ReportReaction => ({
  medication: row.medication,
  date: row.date,
  severity: row.severity,
  symptoms: row.symptoms,
  duration: row.duration,
  treatment: row.treatment,
  outcome: row.outcome,
  notes: row.notes,
});

const toAppointment = (row: AppointmentRow): ReportAppointment => ({
  type: row.type,
  title: row.title,
  date: row.date,
  time: row.time,
  veterinarian: row.veterinarian,
  clinic: row.clinic,
  notes: row.notes,
  status: row.status,
});

const isCurrentMedication = (status: string): boolean =>
  CURRENT_MEDICATION_STATUSES.includes(status as MedicationStatus);

const byCreation = <T extends { createdAt: Date }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

/** The report's data except the safety check, which the service adds. */
export function toReportData(
  rows: MedicalRecordRows,
  generatedAt: Date,
): Omit<MedicalReportData, 'safety'> {
  // The timeline is built by its own feature's pure builder from the same rows, given in the
  // order they were recorded (its order for events of one day).
  const timeline = buildTimeline({
    medications: byCreation(rows.medications),
    statusChanges: rows.statusChanges,
    reactions: byCreation(rows.reactions),
    vaccinations: byCreation(rows.vaccinations),
    appointments: byCreation(rows.appointments),
    weights: rows.weights,
  });
  return {
    pet: toReportPet(rows.pet),
    currentMedications: rows.medications
      .filter((m) => isCurrentMedication(m.status))
      .map(toReportMedication),
    medicationHistory: rows.medications
      .filter((m) => !isCurrentMedication(m.status))
      .map(toReportMedication),
    vaccinations: rows.vaccinations.map(toVaccination),
    reactions: rows.reactions.map(toReportReaction),
    appointments: rows.appointments.map(toAppointment),
    weights: rows.weights.map((w) => ({ date: w.date, weightKg: w.weightKg, note: w.note })),
    timeline,
    documents: rows.documents.map((d) => ({
      title: d.title,
      category: DOCUMENT_CATEGORY_LABELS[d.category],
      date: d.date,
    })),
    // Flagged as the Labs tab flags them: the newest value of each test.
    labs: toLabList(rows.labPanels, rows.pet.species).series.flatMap((series) => {
      const newest = series.points.at(-1);
      if (!newest) return [];
      const range =
        newest.rangeLow === null && newest.rangeHigh === null
          ? ''
          : `${newest.rangeLow ?? ''}–${newest.rangeHigh ?? ''}`;
      const flag = newest.flag === 'high' ? 'H' : newest.flag === 'low' ? 'L' : '';
      return [
        {
          test: series.label,
          value: newest.value,
          unit: newest.unit,
          range,
          flag,
          date: newest.date,
        },
      ];
    }),
    generatedAt,
  };
}
