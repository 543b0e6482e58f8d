import { describe, expect, it } from 'vitest';
import { conditionRowTests, type ConditionRowCase } from '../engine/condition-row-tests';
import { TOPICAL_CONDITION_RULES } from './condition-rules-topical';

// The eye and ear rows of the topical products chapter: each fires for a pet with the condition
// as owners write it, stays silent without it, and stays silent for the near misses (the same
// drug by another route, the product of the line without the ingredient, another eye drop).

const RULES = new Map(TOPICAL_CONDITION_RULES.map((r) => [r.id, r]));

// [rule id, species, condition as typed, medication as typed]
const SAMPLE: readonly ConditionRowCase[] = [
  ['lbl-otic-combination-eardrum', 'dog', 'ruptured eardrum', 'Claro|1 mL|Once'],
  ['lbl-otic-combination-eardrum', 'dog', 'ruptured eardrum', 'Neptra|1 mL|Once'],
  ['lbl-otic-combination-eardrum', 'dog', 'ruptured eardrum', 'Osurnia|1 tube|Once a week'],
  ['lbl-otic-combination-eardrum', 'dog', 'ruptured eardrum', 'Posatex|4 drops|Once daily'],
  ['otic-polymyxin-eardrum', 'cat', 'ruptured eardrum', 'Surolan|5 drops|Twice daily'],
  ['otic-polymyxin-eardrum', 'dog', 'ruptured eardrum', 'Surolan|5 drops|Twice daily'],
  [
    'ophthalmic-beta-blocker-heart-failure',
    'cat',
    'heart failure',
    'Timolol eye drops|1 drop|Twice daily',
  ],
  [
    'ophthalmic-beta-blocker-heart-failure',
    'dog',
    'congestive heart failure',
    'Cosopt|1 drop|Twice daily',
  ],
  ['latanoprost-uveitis', 'dog', 'uveitis', 'Latanoprost|1 drop|Once daily'],
  ['latanoprost-uveitis', 'dog', 'anterior uveitis', 'Xalatan|1 drop|Once daily'],
  [
    'ophthalmic-nsaid-corneal-ulcer',
    'dog',
    'corneal ulcer',
    'Flurbiprofen eye drops|1 drop|Twice daily',
  ],
  [
    'ophthalmic-nsaid-corneal-ulcer',
    'cat',
    'corneal ulcer',
    'Ketorolac eye drops|1 drop|Twice daily',
  ],
];

describe('topical chapter condition rows', () => {
  it('has unique ids', () => {
    expect(RULES.size).toBe(TOPICAL_CONDITION_RULES.length);
  });

  conditionRowTests(RULES, SAMPLE, [
    // Otomax and Mometamax are reported by the aminoglycoside row, not this one.
    ['lbl-otic-combination-eardrum', 'dog', 'ruptured eardrum', 'Otomax|4 drops|Twice daily'],
    // Polymyxin B in an eye ointment does not reach the ear.
    [
      'otic-polymyxin-eardrum',
      'dog',
      'ruptured eardrum',
      'Terramycin ophthalmic|1/4 inch|Three times daily',
    ],
    // Timolol with heart failure: the row is for the eye drop; another glaucoma drop stays silent.
    [
      'ophthalmic-beta-blocker-heart-failure',
      'dog',
      'heart failure',
      'Latanoprost|1 drop|Once daily',
    ],
    // Latanoprost is the usual drop for glaucoma; uveitis is the contraindication.
    ['latanoprost-uveitis', 'dog', 'glaucoma', 'Latanoprost|1 drop|Once daily'],
    ['latanoprost-uveitis', 'dog', 'uveitis', 'Dorzolamide|1 drop|Three times daily'],
    // An NSAID by mouth is not an eye drop on the ulcer.
    ['ophthalmic-nsaid-corneal-ulcer', 'dog', 'corneal ulcer', 'Rimadyl|50 mg|Twice daily'],
    [
      'ophthalmic-nsaid-corneal-ulcer',
      'dog',
      'glaucoma',
      'Flurbiprofen eye drops|1 drop|Twice daily',
    ],
  ]);
});
