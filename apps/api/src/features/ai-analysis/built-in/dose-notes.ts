import type { MedicationToCheck } from '@pawrx/contracts/interactions';
import { parseDose } from '@pawrx/formulary/engine/parse-dose';
import { parseFrequency } from '@pawrx/formulary/engine/parse-frequency';
import type { AnalysisPet } from '../analysis-provider';
import { formatNumber, SPECIES_NOUN } from './pet-text';

// Dosing considerations: every dose turned into mg/kg for this pet's weight where the text parses
// (the safety engine's own dose parser), and a plain note where it does not.

export interface DoseNotes {
  paragraph: string;
  unreadable: string[];
}

function doseLine(m: MedicationToCheck, weightKg: number | null): string | null {
  if (!m.dosage.trim()) return null;
  const dose = parseDose(m.dosage);
  const perDay = parseFrequency(m.frequency).timesPerDay;
  const perDoseMgKg =
    dose.mgPerKg ?? (dose.amountMg !== null && weightKg ? dose.amountMg / weightKg : null);
  const perDayMgKg =
    dose.mgPerKgPerDay ??
    (perDoseMgKg !== null && perDay !== null && perDay >= 1 ? perDoseMgKg * perDay : null);
  const label = `${m.name} ${m.dosage}${m.frequency ? ` ${m.frequency.toLowerCase()}` : ''}`;
  if (perDoseMgKg === null && perDayMgKg === null) {
    if (dose.amountMg === null) return null;
    return `${label} is ${formatNumber(dose.amountMg)} mg per dose (mg/kg needs the weight)`;
  }
  const parts: string[] = [];
  if (perDoseMgKg !== null) parts.push(`about ${formatNumber(perDoseMgKg)} mg/kg per dose`);
  if (perDayMgKg !== null && perDay !== 1)
    parts.push(`about ${formatNumber(perDayMgKg)} mg/kg a day`);
  return `${label} is ${parts.join(' (')}${parts.length > 1 ? ')' : ''}`;
}

export function doseNotes(pet: AnalysisPet, medications: readonly MedicationToCheck[]): DoseNotes {
  const lines: string[] = [];
  const unreadable: string[] = [];
  const missing: string[] = [];
  for (const m of medications) {
    if (!m.dosage.trim()) {
      missing.push(m.name);
      continue;
    }
    const line = doseLine(m, pet.weightKg);
    if (line) lines.push(line);
    else unreadable.push(m.name);
  }
  const noun = SPECIES_NOUN[pet.species];
  const parts: string[] = [];
  if (pet.weightKg === null) {
    parts.push(
      `Dosing considerations: ${pet.name}'s weight is not recorded, so doses written as a total amount could not be checked per kilogram; add the current weight to the profile.`,
    );
  } else {
    parts.push(`Dosing considerations for a ${formatNumber(pet.weightKg)} kg ${noun}:`);
  }
  if (lines.length > 0) parts.push(`${lines.join('; ')}.`);
  if (unreadable.length > 0)
    parts.push(
      unreadable.length === 1
        ? `The dose of ${unreadable[0]} could not be read as an amount, so it was not compared with usual ranges.`
        : `The doses of ${unreadable.join(', ')} could not be read as amounts, so they were not compared with usual ranges.`,
    );
  if (missing.length > 0) parts.push(`No dose was given for ${missing.join(', ')}.`);
  if (pet.weightKg !== null && pet.weightKg < 5)
    parts.push(
      `At under 5 kg a small measuring error is a large share of the dose: use an oral syringe or the dosing aid supplied, never a kitchen spoon.`,
    );
  parts.push(`Doses for ${noun}s often differ from human doses; follow your vet's prescription.`);
  return { paragraph: parts.join(' '), unreadable: [...unreadable] };
}
