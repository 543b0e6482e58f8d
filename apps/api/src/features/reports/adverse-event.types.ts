import type { ReportMedication, ReportPet, ReportReaction } from './medical-report.types';

// The adverse-event report's input: plain data, so the PDF is a pure function of it.

export interface AdverseEventData {
  pet: ReportPet;
  reaction: ReportReaction;
  /** The pet's medication the reaction names, when one of its records matches. */
  product: ReportMedication | null;
  /** Who logged the product's doses as given (dose log names), newest first. */
  givenBy: string[];
  /** The latest weighing on or before the reaction's day. */
  weightAtReaction: { date: string; weightKg: number } | null;
  /** The pet's other current medications (the suspected product left out). */
  otherMedications: ReportMedication[];
  generatedAt: Date;
}
