import { classLabel, type ClassId } from '../knowledge/classes';
import type { EntryKind, Purpose } from '../knowledge/types';
import { DRUGS } from './drug-index';
import { displayName, genericLabel } from './medication-context';
import { resolveName } from './resolve-name';

// A small lookup for other features (the AI analysis looks for alternatives with the same purpose
// in a different class): what a typed name is, in plain terms.

export interface MedicationInfo {
  typed: string;
  recognised: boolean;
  /** 'Rimadyl (carprofen)' */
  display: string;
  /** 'carprofen', 'amoxicillin-clavulanate' */
  generic: string;
  generics: string[];
  classes: ClassId[];
  classLabels: string[];
  purposes: Purpose[];
  kind: EntryKind;
  heartwormPreventive: boolean;
  /** True when a misspelling was corrected ('Rimadil' → carprofen). */
  corrected: boolean;
  unrecognizedParts: string[];
}

export function resolveMedication(name: string): MedicationInfo {
  const resolved = resolveName(name);
  const classes = new Set<ClassId>();
  const purposes = new Set<Purpose>();
  for (const drug of resolved.drugs) {
    for (const c of DRUGS.get(drug.id)?.classes ?? []) classes.add(c);
    for (const p of drug.purposes) purposes.add(p);
  }
  const kinds = resolved.drugs.map((d) => d.kind ?? 'drug');
  return {
    typed: resolved.typed,
    recognised: resolved.drugs.length > 0,
    display: displayName(resolved),
    generic: resolved.drugs.length > 0 ? genericLabel(resolved) : '',
    generics: resolved.drugs.map((d) => d.id),
    classes: [...classes],
    classLabels: [...classes].map(classLabel),
    purposes: [...purposes],
    kind: kinds.find((k) => k !== 'drug') ?? 'drug',
    heartwormPreventive: resolved.heartwormPreventive,
    corrected: resolved.corrected,
    unrecognizedParts: [...resolved.unknownParts],
  };
}

/** Known ingredients that share a purpose (for suggesting alternatives), excluding the given ones. */
export function ingredientsForPurpose(purpose: Purpose, exclude: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const { entry } of DRUGS.values()) {
    if ((entry.kind ?? 'drug') !== 'drug') continue;
    if (entry.purposes.includes(purpose) && !exclude.includes(entry.id)) out.push(entry.id);
  }
  return out;
}
