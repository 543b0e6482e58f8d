import { MDR1_RULES, ML_THRESHOLDS, type MlBand, type Mdr1Rule } from '../knowledge/mdr1';
import { LOCAL_ROUTES } from '../knowledge/types';
import type { FindingCollector } from './findings';
import { withDoseWorking } from './dose-working';
import { doseFacts, type MedContext } from './medication-context';
import type { PetContext } from './pet-context';

// MDR1 (ABCB1) sensitivity: problem drugs for dogs (and genotyped cats) at risk. For the
// macrocyclic lactones the dose decides: heartworm-preventive doses are safe, mange doses are not;
// with no dose, a heartworm-preventive product (or monthly use) is taken as preventive.

const LIVESTOCK_PRODUCTS: ReadonlySet<string> = new Set([
  'ivermectin (livestock)',
  'moxidectin (cattle)',
]);

function largeAnimalProduct(med: MedContext): boolean {
  const product = med.name.product;
  if (!product) return false;
  const audience = product.record?.audience;
  return audience === 'equine' || audience === 'livestock' || LIVESTOCK_PRODUCTS.has(product.name);
}

/** How this medication's macrocyclic lactone dose compares with the heartworm-preventive dose. */
export function mlBand(med: MedContext, drugId: string, weightKg: number | null): MlBand {
  const threshold = ML_THRESHOLDS[drugId];
  if (!threshold) return 'unknown';
  // A horse or livestock formulation is many times a pet's dose whatever is measured out: for a
  // dog at MDR1 risk it counts as a high dose (WSU VCPL: never use large-animal products).
  if (largeAnimalProduct(med)) return 'high';
  if (LOCAL_ROUTES.has(med.route) && drugId !== 'ivermectin') return 'preventive';
  // Long-acting injectable and spot-on heartworm products are safe at label dose whatever the mg/kg.
  const product = med.name.product;
  if (product?.heartwormPreventive && product.route && product.route !== 'oral')
    return 'preventive';
  const facts = doseFacts(med, drugId, weightKg);
  const perDose = facts.perDoseMgKg;
  if (perDose !== null) {
    const repeated = facts.timesPerDay !== null && facts.timesPerDay >= 0.5;
    if (threshold.dailyHigh !== undefined && repeated && perDose >= threshold.dailyHigh)
      return 'high';
    if (perDose >= threshold.high) return 'high';
    if (perDose >= threshold.intermediate) return 'intermediate';
    return 'preventive';
  }
  if (med.name.heartwormPreventive) return 'preventive';
  if (med.route === 'injectable' && med.name.product?.heartwormPreventive) return 'preventive';
  const times = med.frequency.timesPerDay;
  if (times !== null && times <= 1 / 7) return 'preventive';
  if (drugId === 'selamectin' || drugId === 'eprinomectin') return 'preventive';
  return 'unknown';
}

function ruleApplies(rule: Mdr1Rule, med: MedContext, drugId: string, pet: PetContext): boolean {
  if (!rule.band) return true;
  return mlBand(med, drugId, pet.weightKg) === rule.band;
}

/** Tiers of a dog whose genotype was tested: a label's MDR1 precaution is reported for these. */
const TESTED: ReadonlySet<string> = new Set(['homozygous', 'carrier']);

/**
 * A product label's own MDR1 statement (knowledge/products), for a dog tested mutant or carrier.
 * A breed at risk but untested is left to the dose-aware rules: at label dose these products are
 * used in such breeds, and the statement asks for the label dose to be kept to.
 */
function labelStatements(pet: PetContext, med: MedContext, out: FindingCollector): void {
  if (pet.mdr1.tier === null || !TESTED.has(pet.mdr1.tier)) return;
  const record = med.name.product?.record;
  for (const statement of record?.label?.statements ?? []) {
    if (!('mdr1' in statement.when)) continue;
    out.addInteraction({
      kind: 'mdr1',
      medication1: med.display,
      medication2: pet.mdr1.label,
      risk: statement.risk,
      text: {
        description: statement.text,
        recommendation:
          'Give exactly the label dose for your dog’s weight, never more, and ask your vet first.',
        source: record!.source,
      },
      group: 'mdr1',
      order: [med.index],
    });
  }
}

export function checkMdr1(
  pet: PetContext,
  meds: readonly MedContext[],
  out: FindingCollector,
): void {
  const tier = pet.mdr1.tier;
  if (tier === null) return;
  for (const med of meds) labelStatements(pet, med, out);
  for (const med of meds) {
    if (!med.systemic && med.route !== 'topical') continue;
    for (const component of med.components) {
      for (const rule of MDR1_RULES) {
        const risk = rule.risk[tier];
        if (!risk || !rule.drugs.includes(component.drug.id)) continue;
        if (rule.species && !rule.species.includes(pet.species)) continue;
        if (!ruleApplies(rule, med, component.drug.id, pet)) continue;
        out.addInteraction({
          kind: 'mdr1',
          medication1: med.display,
          medication2: pet.mdr1.label,
          risk,
          text: rule.band ? withDoseWorking(rule, med, pet.weightKg, pet.species) : rule,
          group: 'mdr1',
          order: [med.index],
        });
      }
    }
  }
}
