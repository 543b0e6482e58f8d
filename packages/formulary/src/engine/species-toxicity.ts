import type { Species } from '@pawrx/contracts/enums';
import { SPECIES_NOUNS, speciesShortName } from '@pawrx/contracts/species';
import { SPECIES_DRUG_RULES } from '../knowledge/species-toxicity-rules';
import { MORE_SPECIES_RULES } from '../knowledge/species-rules-more';
import { EQUINE_SPECIES_RULES } from '../knowledge/species-rules-equine';
import { EXOTIC_SPECIES_RULES } from '../knowledge/species-rules-exotic';
import { LIVESTOCK_SPECIES_RULES } from '../knowledge/species-rules-livestock';
import { HUMAN_RX_EXPOSURE_RULES } from '../knowledge/species-rules-human-rx';
import { RECORD_SPECIES_RULES } from '../knowledge/products/all-records';
import { TOXIN_RULES } from '../knowledge/toxin-rules';
import {
  ageGateAllows,
  type RiskLevel,
  type Route,
  type RuleText,
  type SpeciesRule,
} from '../knowledge/types';
import { FindingCollector, matchesSelector } from './findings';
import { containsPhrase, normaliseText } from './normalise-text';
import { doseWorking, withDoseWorking } from './dose-working';
import { formatMgKg, mildBelowThreshold } from './dose';
import { isAccidentalOneOff } from './exposure';
import { doseFacts, type Component, type MedContext } from './medication-context';
import type { PetContext } from './pet-context';

// Species toxicity: 'toxic' rules put the medication in toxicMedications (one entry per
// medication, the most severe); 'caution' rules add a species-toxicity finding, unless the
// medication is already on the toxic list.

const RULES_BY_SPECIES = new Map<Species, SpeciesRule[]>();
for (const rule of [
  ...SPECIES_DRUG_RULES,
  ...MORE_SPECIES_RULES,
  ...TOXIN_RULES,
  ...RECORD_SPECIES_RULES,
  ...EQUINE_SPECIES_RULES,
  ...EXOTIC_SPECIES_RULES,
  ...LIVESTOCK_SPECIES_RULES,
  ...HUMAN_RX_EXPOSURE_RULES,
]) {
  for (const species of rule.species) {
    const list = RULES_BY_SPECIES.get(species) ?? [];
    list.push(rule);
    RULES_BY_SPECIES.set(species, list);
  }
}

function routeAllows(rule: SpeciesRule, route: Route): boolean {
  const effective: Route = route === 'unknown' ? 'oral' : route;
  if (rule.routes && !rule.routes.includes(effective)) return false;
  return !rule.exceptRoutes?.includes(effective);
}

/** Whether the breed text names one of the words ('Racing pigeon' names 'pigeon'). */
function breedNamed(words: readonly string[], breed: string): boolean {
  const text = normaliseText(breed ?? '');
  return words.some((w) => containsPhrase(text, normaliseText(w)));
}

export function speciesLabel(species: Species): string {
  return `${speciesShortName(species)} (species)`;
}

/** The species' rules whose selector matches this ingredient (in this product), worked out once. */
const MATCHING = new Map<string, SpeciesRule[]>();
function matchingRules(species: Species, component: Component, med: MedContext): SpeciesRule[] {
  const key = `${species}|${component.drug.id}|${med.name.product?.name ?? ''}`;
  let list = MATCHING.get(key);
  if (!list) {
    list = (RULES_BY_SPECIES.get(species) ?? []).filter((rule) =>
      matchesSelector(rule.match, component, med),
    );
    MATCHING.set(key, list);
  }
  return list;
}

/**
 * An accidental one-off exposure (a cream licked off skin, a tablet chewed from the pack) whose
 * amount is known and below the dose published to poison this species is a caution, not the red
 * list: the owner should watch and call. Only where the source says one exposure below it is mild
 * (dose-ranges `mildBelowToxic`); a medicine given on purpose keeps the rule's verdict, since a
 * dose that is not poisonous once is still no treatment.
 */
function belowToxicDose(
  pet: PetContext,
  med: MedContext,
  component: Component,
): (RuleText & { risk: RiskLevel }) | null {
  if (!isAccidentalOneOff(med)) return null;
  const range = mildBelowThreshold(pet.species, component.drug.id);
  const facts = doseFacts(med, component.drug.id, pet.weightKg);
  if (!range || facts.perDoseMgKg === null || facts.perDoseMgKg >= range.toxicMgKg!) return null;
  const drug = component.drug.id;
  return {
    risk: 'Medium',
    description: [
      `About ${formatMgKg(facts.perDoseMgKg)} mg/kg of ${drug}: below the ${formatMgKg(range.toxicMgKg!)} mg/kg reported to poison a ${SPECIES_NOUNS[pet.species]}, so this one exposure is unlikely to cause serious harm.`,
      range.toxicSigns ? `At higher amounts: ${range.toxicSigns}` : null,
      doseWorking(med, pet.weightKg, pet.species, drug),
    ]
      .filter(Boolean)
      .join(' '),
    recommendation:
      'Do not give more. Watch for vomiting, tiredness or changes in drinking and urination for the next day, and call your vet or an animal poison line if any appear or if more may have been eaten.',
    source: range.source,
  };
}

export function checkSpeciesToxicity(
  pet: PetContext,
  meds: readonly MedContext[],
  out: FindingCollector,
): void {
  const cautions: Array<{ med: MedContext; rule: RuleText & { risk: RiskLevel } }> = [];
  for (const med of meds) {
    for (const component of med.components) {
      for (const rule of matchingRules(pet.species, component, med)) {
        if (!routeAllows(rule, med.route)) continue;
        if (!ageGateAllows(rule.ages, pet.pet.ageYears)) continue;
        if (rule.breedWords && !breedNamed(rule.breedWords, pet.pet.breed)) continue;
        if (rule.exceptBreedWords && breedNamed(rule.exceptBreedWords, pet.pet.breed)) continue;
        if (rule.belowKg !== undefined && !(pet.weightKg !== null && pet.weightKg < rule.belowKg))
          continue;
        if (rule.accidentalOnly && !isAccidentalOneOff(med)) continue;
        if (rule.when && !rule.when(doseFacts(med, component.drug.id, pet.weightKg))) continue;
        const text = rule.when
          ? withDoseWorking(rule, med, pet.weightKg, pet.species, component.drug.id)
          : rule;
        const below =
          rule.outcome === 'toxic' && !rule.when ? belowToxicDose(pet, med, component) : null;
        if (below) cautions.push({ med, rule: below });
        else if (rule.outcome === 'toxic') out.addToxic(med, pet.species, rule.risk, text);
        else cautions.push({ med, rule: text });
      }
    }
  }
  for (const { med, rule } of cautions) {
    if (out.isToxic(med.index)) continue;
    out.addInteraction({
      kind: 'species-toxicity',
      medication1: med.display,
      medication2: speciesLabel(pet.species),
      risk: rule.risk,
      text: rule,
      group: 'species',
      order: [med.index],
    });
  }
}
