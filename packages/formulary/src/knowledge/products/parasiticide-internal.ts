import type { LabelStatement, ProductRecord } from './product-record';

// Internal antiparasitics for dogs and cats that had no record (issue 22, k-parasite): a
// tapeworm tablet and a heartworm adulticide injection, each read from its label (sources in
// sources-parasite-k.ts).

/** "Safety not determined in pregnant, nursing or breeding animals", once per condition named. */
const safetyNotDetermined = (
  name: string,
  conditions: readonly ('pregnancy' | 'lactation' | 'breeding')[],
  pets: string,
): LabelStatement[] =>
  conditions.map((condition) => ({
    when: { condition },
    kind: 'precaution',
    risk: 'Low',
    text: `The ${name} label says its safety in ${pets} has not been determined.`,
  }));

/** Melarsomine labels: for use in dogs only (no cat dose; the heartworm adulticide is a dog drug). */
const dogsOnly = (name: string): LabelStatement => ({
  when: { species: ['cat'] },
  kind: 'precaution',
  risk: 'Medium',
  text: `The ${name} label says it is for use in dogs only; it has no dose or safety data for cats.`,
});

// prettier-ignore
export const INTERNAL_PARASITICIDES: readonly ProductRecord[] = [
  {
    // One record for the four tablet strengths (12.5, 25, 50, 100 mg), which the label doses by
    // weight differently for dogs (2.5 mg/lb) and cats (1.25 mg/lb), so no amount is held here.
    // Contraindications: none known. Not in puppies or kittens under 7 weeks.
    id: 'cestex', name: 'Cestex', aliases: ['Cestex tablets', 'Cestex epsiprantel', 'Cestex for dogs', 'Cestex for cats'], markets: ['US', 'CA'], audience: 'veterinary', unit: 'tablet', route: 'oral',
    actives: [{ drug: 'epsiprantel' }],
    label: { species: ['dog', 'cat'], minAgeWeeks: 7, minKind: 'contraindication', statements: [
      ...safetyNotDetermined('Cestex', ['pregnancy', 'breeding'], 'pregnant or breeding animals'),
    ] },
    source: 'label-cestex', ref: 'NADA 140-893; film-coated tablets of 12.5, 25, 50 or 100 mg epsiprantel',
  },
  {
    // Contraindicated in class 4 (caval syndrome) heartworm disease: no condition term separates
    // caval syndrome from the heartworm disease melarsomine treats, so that line is not enforced.
    id: 'immiticide', name: 'Immiticide', aliases: ['Immiticide sterile powder', 'Immiticide injection', 'Immiticide melarsomine'], markets: ['US', 'CA', 'UK', 'EU'], audience: 'veterinary', unit: 'mL', route: 'injectable',
    actives: [{ drug: 'melarsomine', mg: 25 }],
    label: { species: ['dog'], statements: [
      dogsOnly('Immiticide'),
      ...safetyNotDetermined('Immiticide', ['pregnancy', 'lactation', 'breeding'], 'breeding, pregnant or nursing bitches'),
    ] },
    // Diroban (the same melarsomine vial) still resolves to the ingredient alone: its label was
    // read only to its dose and indications, not its warnings (Zoetis insert on pdfslide.net).
    source: 'label-immiticide', ref: '50 mg melarsomine dihydrochloride per vial, 25 mg/mL made up with 2 mL; 2.5 mg/kg (0.1 mL/kg) deep IM in the lumbar muscles',
  },
];
