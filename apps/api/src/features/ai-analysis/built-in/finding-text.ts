import type { FindingKind } from '@pawrx/contracts/interactions';
import type { AnalysisPet } from '../analysis-provider';
import type { Finding } from './finding-mentions';
import { SPECIES_NOUN } from './pet-text';

// One plain-words paragraph per safety-engine finding: what the problem is, why it matters, the
// engine's description and what to do.

const WHY: Record<FindingKind, (pet: AnalysisPet) => string> = {
  'species-toxicity': (pet) =>
    `This is unsafe for ${SPECIES_NOUN[pet.species]}s, even in small amounts.`,
  'drug-drug': () =>
    'When two medicines act on the same organ, or change how the body handles each other, their side effects can add up.',
  allergy: (pet) =>
    `${pet.name} has reacted to a drug before, and related drugs of the same family can cause the same reaction.`,
  condition: (pet) => `${pet.name}'s long-term illness changes how safely this drug can be used.`,
  age: () =>
    'Young and very small animals handle some medicines differently, so labels set a minimum age and weight.',
  mdr1: () =>
    'Dogs (and a few cats) with the MDR1 gene change cannot pump some drugs out of the brain, so ordinary doses can cause nervous-system signs.',
  duplicate: () =>
    'Two medicines of the same kind add their side effects together without adding much benefit.',
  dose: (pet) =>
    `A dose far from the usual range for ${pet.name}'s weight is either less effective or more likely to cause side effects.`,
};

/** 'CKD (condition)' → 'CKD': the engine's party labels, without their kind in brackets. */
export const bare = (party: string): string =>
  party.replace(/\s*\((condition|dose|allergy)\)$/u, '');

function lead(f: Finding, pet: AnalysisPet): string {
  if (f.type === 'toxic') return `${f.item.medication} for a ${SPECIES_NOUN[pet.species]}`;
  const { medication1, medication2, kind } = f.item;
  switch (kind) {
    case 'drug-drug':
      return `${medication1} together with ${medication2}`;
    case 'duplicate':
      return `${medication1} and ${medication2} doing the same job`;
    case 'dose':
      return `the dose of ${medication1}, ${bare(medication2)}`;
    case 'age':
      return `${medication1} for ${pet.name} (${medication2})`;
    case 'mdr1':
      return `${medication1} and the MDR1 gene (${medication2})`;
    default:
      return `${medication1} with ${pet.name}'s ${bare(medication2)}`;
  }
}

export function findingParagraph(f: Finding, pet: AnalysisPet): string {
  const risk = f.type === 'toxic' ? f.item.severity : f.item.riskLevel;
  const kind: FindingKind = f.type === 'toxic' ? 'species-toxicity' : f.item.kind;
  const description = f.type === 'toxic' ? f.item.reason : f.item.description;
  return `${risk} risk: ${lead(f, pet)}. ${WHY[kind](pet)} ${ensureStop(description)} What to do: ${ensureStop(f.item.recommendation)}`;
}

const ensureStop = (s: string): string => {
  const t = s.trim();
  return /[.!?]$/u.test(t) ? t : `${t}.`;
};
