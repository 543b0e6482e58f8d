import { AGE_LIMITS, type AgeLimit } from '../knowledge/age-limits';
import { RECORD_AGE_LIMITS } from '../knowledge/products/all-records';
import { GIANT_BREED_PHRASES, GIANT_WEIGHT_KG } from '../knowledge/breed-size';
import type { FindingCollector } from './findings';
import type { MedContext } from './medication-context';
import { containsPhrase, normaliseText } from './normalise-text';
import type { PetContext } from './pet-context';

// Label minimum ages and weights (knowledge/age-limits.ts) against the pet's age and weight. The
// adult is the control: nothing is said once the pet is past the label age and weight. Eye and
// ear products are left out (Baytril Otic is not systemic enrofloxacin).

const GIANTS = GIANT_BREED_PHRASES.map(normaliseText);

/** Ages are often typed rounded ('8 weeks' as 0.15 years, 7.8 weeks): half a week of slack. */
const HALF_WEEK = 0.5 * (12 / 52);

export function isGiantBreed(breed: string, weightKg: number | null): boolean {
  if (weightKg !== null && weightKg >= GIANT_WEIGHT_KG) return true;
  const text = normaliseText(breed);
  return GIANTS.some((g) => containsPhrase(text, g));
}

function has(typed: string, phrases: readonly string[] | undefined): boolean {
  return phrases?.some((p) => containsPhrase(typed, p)) === true;
}

export function limitApplies(limit: AgeLimit, med: MedContext, typed: string): boolean {
  const m = limit.match;
  const only = med.components.length === 1 ? med.components[0]!.drug.id : null;
  const matched =
    (only !== null && m.only?.includes(only) === true) ||
    med.components.some((c) => m.classes?.some((k) => c.classes.has(k)) === true) ||
    (med.name.product !== null && m.products?.includes(med.name.product.name) === true) ||
    has(typed, m.names);
  if (!matched) return false;
  if (has(typed, m.unless)) return false;
  return !(m.requires && !has(typed, m.requires));
}

const ROWS_BY_SPECIES = new Map<string, AgeLimit[]>();
for (const limit of [...AGE_LIMITS, ...RECORD_AGE_LIMITS]) {
  for (const species of limit.species) {
    ROWS_BY_SPECIES.set(species, [...(ROWS_BY_SPECIES.get(species) ?? []), limit]);
  }
}

/** False when the pet is past the row's age (giant breeds included) and weight: nothing to say. */
function couldApply(limit: AgeLimit, months: number | null, weight: number | null): boolean {
  const minMonths = Math.max(limit.minMonths ?? 0, limit.giantMinMonths ?? 0);
  const young = months !== null && months < minMonths - HALF_WEEK;
  const light = weight !== null && limit.minKg !== undefined && weight < limit.minKg;
  return young || light;
}

/** '3 weeks', '5 months', '2 years'. */
export function ageLabel(months: number): string {
  if (months < 2) return `${Math.max(1, Math.round((months * 52) / 12))} weeks`;
  if (months < 24) return `${Math.round(months)} months`;
  return `${Math.round(months / 12)} years`;
}

/** A label's minimum age as the label writes it: labels give young-animal limits in whole weeks
 *  (10 weeks, 14 weeks) or months (6, 7.5), and 10 weeks rounded to "2 months" misstates the label. */
export function labelAgeLabel(months: number): string {
  const weeks = (months * 52) / 12;
  const wholeMonths = Math.abs(months - Math.round(months)) < 0.02;
  if (!wholeMonths && months < 12 && Math.abs(weeks - Math.round(weeks)) < 0.02)
    return `${Math.round(weeks)} weeks`;
  const halves = months * 2;
  if (!wholeMonths && months < 24 && Math.abs(halves - Math.round(halves)) < 0.02)
    return `${Math.round(halves) / 2} months`;
  return ageLabel(months);
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

export function checkAge(
  pet: PetContext,
  meds: readonly MedContext[],
  out: FindingCollector,
): void {
  const years = pet.pet.ageYears;
  const months = years !== null && Number.isFinite(years) && years >= 0 ? years * 12 : null;
  const weight = pet.weightKg;
  if (months === null && weight === null) return;
  const rules = (ROWS_BY_SPECIES.get(pet.species) ?? []).filter((l) =>
    couldApply(l, months, weight),
  );
  if (rules.length === 0) return;
  const young = pet.species === 'cat' ? 'kitten' : pet.species === 'dog' ? 'puppy' : 'young';
  for (const med of meds) {
    if (out.isToxic(med.index) || med.route === 'otic' || med.route === 'ophthalmic') continue;
    let typedText: string | null = null;
    const typed = (): string => (typedText ??= normaliseText(med.name.typed));
    for (const limit of rules) {
      if (!limitApplies(limit, med, typed())) continue;
      const giant = limit.giantMinMonths !== undefined && isGiantBreed(pet.pet.breed, weight);
      const minMonths = giant ? limit.giantMinMonths : limit.minMonths;
      if (months !== null && minMonths !== undefined && months < minMonths - HALF_WEEK) {
        out.addInteraction({
          kind: 'age',
          medication1: med.display,
          medication2: `age ${ageLabel(months)} (${young})`,
          risk: limit.risk,
          text: {
            description: `${limit.label}: ${limit.why}. This ${pet.species} is ${ageLabel(months)} old${giant ? ' and a giant breed' : ''}; the label minimum is ${labelAgeLabel(minMonths)}.`,
            recommendation:
              'Ask your vet before giving it; there are products labelled for this age.',
            source: limit.source,
          },
          group: 'age',
          order: [med.index],
        });
      } else if (weight !== null && limit.minKg !== undefined && weight < limit.minKg) {
        out.addInteraction({
          kind: 'age',
          medication1: med.display,
          medication2: `weight ${round1(weight)} kg (below label minimum)`,
          risk: 'Medium',
          text: {
            description: `${limit.label} is labelled only for pets of at least ${round1(limit.minKg)} kg; at ${round1(weight)} kg even the smallest size is more than the labelled dose.`,
            recommendation: 'Ask your vet for a product and dose that suit this weight.',
            source: limit.source,
          },
          group: 'age',
          order: [med.index],
        });
      }
    }
  }
}
