import { BUILT_IN_ENGINE, findingsRisk, sourceLabel } from '@pawrx/contracts/ai-analysis';
import type {
  AnalysisInput,
  AnalysisProvider,
  AnalysisResult,
  CheckMedicationsFn,
} from '../analysis-provider';
import { isMdr1Breed } from './pet-text';
import { findAlternatives } from './alternatives';
import { doseNotes } from './dose-notes';
import { allFindings, involvedMedications, type Finding } from './finding-mentions';
import { bare, findingParagraph } from './finding-text';
import { introParagraph, speciesParagraph, SPECIES_NOUN } from './pet-text';
import { watchParagraph } from './watch-for';

// The built-in, offline analysis (the default engine): deterministic text composed from the
// safety engine's findings and the whole pet profile. No network, no randomness, no clock.

const unique = (items: readonly string[]): string[] => [
  ...new Set(items.map((s) => s.trim()).filter(Boolean)),
];

function summaryParagraph(input: AnalysisInput, findings: readonly Finding[]): string {
  const { pet, findings: result } = input;
  const unrecognised = result.unrecognized.length;
  const notChecked =
    unrecognised > 0
      ? ` ${unrecognised === 1 ? 'One name was' : `${unrecognised} names were`} not recognised and could not be checked: ${result.unrecognized.join(', ')}. That is not the same as safe.`
      : '';
  if (findings.length === 0)
    return `The safety check found no interactions or species problems among these medications for ${pet.name}.${notChecked}`;
  return `The safety check found ${findings.length} issue${findings.length === 1 ? '' : 's'} for ${pet.name}; the highest risk is ${findingsRisk(result)}. Each is explained below.${notChecked}`;
}

function warningsFor(input: AnalysisInput, findings: readonly Finding[]): string[] {
  const { pet, findings: result } = input;
  const warnings: string[] = [];
  for (const f of findings) {
    if (f.type === 'toxic')
      warnings.push(
        `Do not give ${f.item.medication}: it is unsafe for ${SPECIES_NOUN[pet.species]}s.`,
      );
    else if (f.item.riskLevel === 'High' || f.item.riskLevel === 'Critical')
      warnings.push(
        f.item.kind === 'drug-drug' || f.item.kind === 'duplicate'
          ? `${f.item.riskLevel} risk: ${f.item.medication1} with ${f.item.medication2}. Do not combine without your vet's approval.`
          : `${f.item.riskLevel} risk: ${f.item.medication1} for ${pet.name} (${bare(f.item.medication2)}). Do not give it without your vet's approval.`,
      );
  }
  for (const name of result.unrecognized)
    warnings.push(
      `${name} was not recognised, so it was not checked. Ask your vet or pharmacist about it.`,
    );
  return warnings;
}

function recommendationsFor(
  input: AnalysisInput,
  findings: readonly Finding[],
  unreadable: readonly string[],
): string[] {
  const { pet } = input;
  const recs = findings.map((f) => f.item.recommendation);
  if (pet.weightKg === null)
    recs.push(
      `Record ${pet.name}'s current weight in the profile so doses can be checked per kilogram.`,
    );
  if (pet.species === 'dog' && pet.mdr1 === 'untested' && isMdr1Breed(pet.breed))
    recs.push(
      `Ask your vet about an MDR1 (ABCB1) gene test for ${pet.name} before drugs such as ivermectin, loperamide or acepromazine.`,
    );
  if (unreadable.length > 0)
    recs.push(
      `Write each dose with its amount and unit (for example '75 mg') so it can be checked.`,
    );
  recs.push(
    'Give every medication exactly as your veterinarian prescribed, and keep all medicines out of reach.',
  );
  return recs;
}

/** The analysis itself, synchronous: the benchmark measures this. */
export function builtInAnalysis(input: AnalysisInput, check: CheckMedicationsFn): AnalysisResult {
  const { pet, medications, findings: result } = input;
  const findings = allFindings(result);
  const flagged = involvedMedications(findings, medications);
  const dose = doseNotes(pet, medications);
  const alternatives = findAlternatives({ pet, medications, flagged, check });
  const paragraphs = [
    introParagraph(pet, medications),
    summaryParagraph(input, findings),
    ...findings.map((f) => findingParagraph(f, pet)),
    dose.paragraph,
    speciesParagraph(pet),
    watchParagraph(pet, medications, findings),
  ];
  const recommendations = recommendationsFor(input, findings, dose.unreadable);
  // Only for the medication being decided about (the last one), not for every current one.
  const newest = medications[medications.length - 1]?.name;
  for (const { name, purpose } of alternatives.without.filter((w) => w.name === newest))
    recommendations.push(
      `No alternative to ${name} for ${purpose} in the built-in formulary passed the check for ${pet.name}; ask your vet about other options.`,
    );
  return {
    analysis: paragraphs.join('\n\n'),
    riskLevel: findingsRisk(result),
    recommendations: unique(recommendations),
    alternatives: unique(alternatives.alternatives.map((a) => a.text)),
    warnings: unique(warningsFor(input, findings)),
    sources: unique(findings.map((f) => sourceLabel(f.item.source))),
    engine: BUILT_IN_ENGINE,
  };
}

export function createBuiltInProvider(check: CheckMedicationsFn): AnalysisProvider {
  return { analyse: (input) => Promise.resolve(builtInAnalysis(input, check)) };
}
