import { speciesExcept } from './species-groups';
import type { SpeciesRule } from './types';

// Horses: antimicrobials by age and route, NSAIDs, sedatives, anthelmintics by age and body condition, feed additives toxic to horses, drugs restricted in foals (age gates on each row).
// Rows already in species-rules-more.ts (lincosamides, tilmicosin, macrolides in adults, ionophores,
// intravenous doxycycline, amitraz) are not repeated here; the ionophore class there also covers
// the narasin and maduramicin entries added in drugs-equine.ts.

/** Eye, ear and skin products stay on the surface; the gut-flora dangers need a systemic dose. */
const LOCAL = ['ophthalmic', 'otic', 'topical'] as const;

/** Horse wormer pastes and gels with a macrocyclic lactone (product records in products/equine.ts). */
const EQUINE_ML_PASTES = [
  'ivermectin (Eqvalan Paste)',
  'ivermectin (Zimecterin Paste)',
  'ivermectin (IverCare Paste)',
  'ivermectin (Equimectrin Paste)',
  'ivermectin (Ivermectin Paste 1.87%)',
  'ivermectin (Bimectin Paste)',
  'ivermectin (Noromectin Equine Paste)',
  'ivermectin (Animec Paste)',
  'ivermectin/praziquantel (Equimax)',
  'ivermectin/praziquantel (Equimax Oral Gel)',
  'ivermectin/praziquantel (Zimecterin Gold)',
  'ivermectin/praziquantel (Eqvalan Gold)',
  'ivermectin/praziquantel (Eqvalan Duo)',
  'moxidectin (Quest Gel)',
  'moxidectin/praziquantel (Quest Plus)',
  'moxidectin/praziquantel (ComboCare)',
  'moxidectin (Equest Oral Gel)',
  'moxidectin/praziquantel (Equest Pramox)',
];

export const EQUINE_SPECIES_RULES: readonly SpeciesRule[] = [
  {
    id: 'horse-tylosin',
    match: { drugs: ['tylosin'] },
    species: ['horse'],
    risk: 'Critical',
    outcome: 'toxic',
    exceptRoutes: LOCAL,
    description:
      'Tylosin (Tylan, a pig, poultry and dog antibiotic) upsets the gut bacteria of horses of any age and has caused severe, often fatal colitis.',
    recommendation:
      'Never give tylosin to a horse, and keep medicated pig or poultry feed away from horses; call your vet if any was eaten.',
    source: 'merck-equine-colitis',
  },
  {
    id: 'horse-fluoroquinolone-growing',
    match: { classes: ['fluoroquinolone'] },
    species: ['horse'],
    risk: 'High',
    outcome: 'caution',
    exceptRoutes: LOCAL,
    ages: { belowYears: 2 },
    description:
      'Enrofloxacin and other fluoroquinolones damage the joint cartilage and tendons of foals and young, growing horses; foals treated after birth developed cartilage and tendon lesions.',
    recommendation:
      'Avoid fluoroquinolones in foals and young horses unless your vet has no alternative, and rest the foal and report any lameness or joint swelling at once.',
    source: 'ellerbrock-enrofloxacin-foals',
  },
  {
    id: 'horse-fluphenazine',
    match: { drugs: ['fluphenazine'] },
    species: ['horse'],
    risk: 'High',
    outcome: 'toxic',
    description:
      'Fluphenazine decanoate (a human antipsychotic given to calm horses) has caused violent, unpredictable movement disorders in horses at human doses, with sweating, circling, striking and collapse; one affected horse died.',
    recommendation:
      'Do not give fluphenazine to a horse; if one has had it and becomes agitated or uncoordinated, call your vet at once.',
    source: 'baird-fluphenazine-horses',
  },
  {
    id: 'equine-ml-paste-other-species',
    match: { products: EQUINE_ML_PASTES },
    species: speciesExcept('horse'),
    risk: 'High',
    outcome: 'caution',
    // A measured amount is judged by the dose ranges and the MDR1 rules; this is the unmeasured one.
    when: (d) => d.perDoseMgKg === null && d.perDayMgKg === null,
    description:
      'Horse wormer pastes hold enough ivermectin or moxidectin for a 600 kg horse; even a lick or a small measured amount can poison a dog, cat or small pet (tremors, blindness, coma), and herding-breed dogs are most at risk.',
    recommendation:
      'Use a wormer made for your pet’s species and weight, and keep horse paste syringes out of reach of dogs and cats.',
    source: 'label-equimax',
  },
  {
    id: 'donkey-meloxicam',
    match: { drugs: ['meloxicam'] },
    species: ['horse'],
    // Donkeys are judged as horses; the breed text says which.
    breedWords: ['donkey', 'donkeys', 'burro', 'burros'],
    risk: 'Low',
    outcome: 'caution',
    exceptRoutes: LOCAL,
    description:
      'Donkeys clear meloxicam about five times faster than horses (on average it stays in the body under an hour), so a horse dose may give a donkey little pain relief.',
    recommendation:
      'Ask your vet whether meloxicam suits your donkey or whether another pain reliever dosed for donkeys would work better.',
    source: 'meloxicam-donkeys',
  },
];
