import type { AgeLimit } from './age-limits';

// Label minimum ages read while filling the label ledger's second half (decision 042; issue 22,
// ledger-b). Spread into AGE_LIMITS; same units (months, kg) and risks as age-limits.ts.

const WEEKS = (w: number): number => (w * 12) / 52;

export const LEDGER_B_AGE_LIMITS: readonly AgeLimit[] = [
  {
    // A veterinary terbinafine tablet label for dogs: safety not studied in puppies under 6 months,
    // so not to be used in them (a tested-from age: Medium). Its "under 2.5 kg on veterinary
    // advice" is no row. Cats get terbinafine off label: no cat age is carried over.
    id: 'terbinafine-dog-6-months',
    species: ['dog'],
    match: { only: ['terbinafine'] },
    label: 'terbinafine tablets for dogs',
    minMonths: 6,
    risk: 'Medium',
    why: 'the veterinary tablet label says its safety has not been studied in puppies under 6 months and it should not be used in them',
    source: 'label-terbinafine-victory',
  },
  {
    // Vetbook (dog and cat griseofulvin pages): not recommended under 12 weeks (kittens have been
    // given it from 6 weeks in reports; the reference's age is the one enforced, as not
    // recommended: Medium).
    id: 'griseofulvin-12-weeks',
    species: ['dog', 'cat'],
    match: { only: ['griseofulvin'] },
    label: 'griseofulvin (veterinary reference)',
    minMonths: WEEKS(12),
    risk: 'Medium',
    why: 'a veterinary reference says griseofulvin is not recommended in puppies or kittens under 12 weeks',
    source: 'vetbook-griseofulvin',
  },
];
