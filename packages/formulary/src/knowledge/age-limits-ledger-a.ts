import type { AgeLimit } from './age-limits';

// Label minimum ages read while filling the label ledger's first half (decision 042; issue 22,
// ledger-a). Spread into AGE_LIMITS; same units (months, kg). "Not evaluated" / "not
// demonstrated" below an age is Low, as the Convenia US row.

const WEEKS = (w: number): number => (w * 12) / 52;

export const LEDGER_A_AGE_LIMITS: readonly AgeLimit[] = [
  {
    // Vetergesic (dogs and cats): safety not demonstrated under 7 weeks, use on the vet's
    // benefit/risk assessment.
    id: 'buprenorphine-7-weeks',
    species: ['dog', 'cat'],
    match: { only: ['buprenorphine'] },
    label: 'Vetergesic (buprenorphine)',
    minMonths: WEEKS(7),
    risk: 'Low',
    why: 'the label says its safety has not been shown in animals younger than 7 weeks',
    source: 'spc-vetergesic',
  },
  {
    // Simbadol (cats, US): not evaluated in cats younger than 4 months; stricter than Vetergesic.
    id: 'buprenorphine-cat-4-months',
    species: ['cat'],
    match: { only: ['buprenorphine'] },
    label: 'Simbadol (buprenorphine)',
    minMonths: 4,
    risk: 'Low',
    why: 'the Simbadol label says it has not been evaluated in cats younger than 4 months',
    source: 'label-simbadol',
  },
  {
    // HyperCard (cats): do not use in cats under 12 months (a contraindication: High). Its
    // "not under 3 kg" gets no weight here: the engine's weight finding (the smallest size is an
    // overdose) would misstate it, as for Vetoryl.
    id: 'diltiazem-cat-12-months',
    species: ['cat'],
    match: { only: ['diltiazem'] },
    label: 'HyperCard (diltiazem)',
    minMonths: 12,
    risk: 'High',
    why: 'the label says not to use it in cats less than 12 months old',
    source: 'spc-hypercard',
  },
];
