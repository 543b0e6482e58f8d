import type { QuickCheckResult } from '@pawrx/contracts/interactions';
import type { TimelineEvent } from '@pawrx/contracts/timeline';

// The report's input: plain data, so the PDF builder is a pure function (data → bytes) that
// the tests and the benchmark call without a database.

export interface ReportPet {
  name: string;
  species: string;
  breed: string;
  sex: string;
  neutered: boolean;
  age: number | null;
  ageUnit: string | null;
  birthDate: string | null;
  weight: number | null;
  weightUnit: string | null;
  microchipId: string;
  insuranceProvider: string;
  allergies: string[];
  chronicConditions: string[];
  mdr1Status: string;
  /** A data URL (jpeg, png or webp) or null. */
  photo: string | null;
}

export interface ReportMedication {
  name: string;
  brandName: string;
  dosage: string;
  frequency: string;
  route: string;
  startDate: string | null;
  endDate: string | null;
  prescribedBy: string;
  reason: string;
  instructions: string;
  status: string;
}

export interface ReportVaccination {
  vaccine: string;
  date: string;
  nextDue: string | null;
  veterinarian: string;
  notes: string;
}

export interface ReportReaction {
  medication: string;
  date: string;
  severity: string;
  symptoms: string[];
  duration: string;
  treatment: string;
  outcome: string;
  notes: string;
}

export interface ReportAppointment {
  type: string;
  title: string;
  date: string;
  time: string;
  veterinarian: string;
  clinic: string;
  notes: string;
  status: string;
}

/** A weighing (issue 15), in kg. */
export interface ReportWeight {
  date: string;
  weightKg: number;
  note: string;
}

/** A document kept with the record (issue 30): listed, not reproduced. */
export interface ReportDocument {
  title: string;
  /** The category's label ("Lab result"). */
  category: string;
  date: string;
}

/** The newest value of one lab test (issue 30), flagged H or L against its range. */
export interface ReportLabValue {
  test: string;
  value: number;
  unit: string;
  /** "0.5–1.8", or '' without a range. */
  range: string;
  /** 'H' above the range, 'L' below, '' within or unjudged. */
  flag: 'H' | 'L' | '';
  date: string;
}

export type ReportTimelineEvent = TimelineEvent;

/** What the safety check said about the current medications. */
export type ReportSafety =
  | { status: 'checked'; result: QuickCheckResult }
  | { status: 'no-medications' }
  | { status: 'unavailable'; reason: string };

export interface MedicalReportData {
  pet: ReportPet;
  currentMedications: ReportMedication[];
  medicationHistory: ReportMedication[];
  vaccinations: ReportVaccination[];
  reactions: ReportReaction[];
  appointments: ReportAppointment[];
  /** Weighings, oldest first. */
  weights: ReportWeight[];
  /** The health timeline, oldest first. */
  timeline: ReportTimelineEvent[];
  /** Documents, newest first; the section is left out when there are none. */
  documents: ReportDocument[];
  /** The newest value of each lab test; the section is left out when there are none. */
  labs: ReportLabValue[];
  safety: ReportSafety;
  generatedAt: Date;
}
