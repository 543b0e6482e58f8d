import type { SpeciesRule } from './types';
import { EXOTIC_TOXIN_RULES } from './toxins-exotic';

// The fifth exotic pass: species rules for exotic pairs that still had no row (coverage.ts,
// EXOTIC_DRUG_LIST), each from a source read for it (sources-exotic-4.ts). Spread into
// EXOTIC_SPECIES_RULES, so the engine and the coverage report read them with the others.

const LOCAL = ['ophthalmic', 'otic', 'topical'] as const;

export const EXOTIC_4_SPECIES_RULES: readonly SpeciesRule[] = [
  {
    // Published ferret doses exist, so this is a caution (careful dosing and kidney checks), not a
    // ban; eye and ear drops are poorly absorbed and stay silent.
    id: 'ferret-systemic-gentamicin',
    match: { drugs: ['gentamicin'] },
    species: ['ferret'],
    risk: 'Medium',
    outcome: 'caution',
    exceptRoutes: [...LOCAL, 'inhaled'],
    description:
      'Ferrets appear unusually sensitive to gentamicin given by mouth or injection: it can damage the kidneys (and hearing), so a ferret pathologist calls it a poor first choice and advises it only when a culture shows nothing else will work.',
    recommendation:
      'Ask your vet whether another antibiotic would do; if gentamicin is needed, keep the ferret well hydrated and have its kidney values checked during the course. Eye and ear drops are not a concern.',
    source: 'ferret-gentamicin-williams',
  },
  // Plants the exotic references warn about (toxins-exotic.ts).
  ...EXOTIC_TOXIN_RULES,
];
