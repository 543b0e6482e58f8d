import type { SourceId } from './sources';
import type { Species } from './types';

// Supplements and topical products a reference calls safe in a species: recorded so coverage
// counts them as judged, and safe-exposures.test.ts holds the engine to it (the example, as an
// owner types it, must raise nothing — no caution from a vague class rule). A false alarm costs
// as much as a miss.

export interface SafeExposure {
  /** Ingredient id (a DrugEntry id). */
  drug: string;
  species: readonly Species[];
  /** What an owner types; the engine must call it safe for each species above. */
  example: string;
  /** Why it is safe, one sentence ending in a full stop. */
  note: string;
  source: SourceId;
}

// prettier-ignore
export const SAFE_EXPOSURES: readonly SafeExposure[] = [
  { drug: 'alpha-casozepine', species: ['dog', 'cat'], example: 'Zylkene 75 mg', note: 'A milk-protein calming supplement sold for dogs and cats.', source: 'label-zylkene' },
  { drug: 'l-theanine', species: ['dog', 'cat'], example: 'Anxitane', note: 'An L-theanine calming chew labelled for dogs and cats.', source: 'label-anxitane' },
  { drug: 's-adenosylmethionine', species: ['dog', 'cat'], example: 'Denosyl', note: 'A SAMe liver supplement labelled for dogs and cats.', source: 'label-denosyl' },
  { drug: 'silybin', species: ['dog', 'cat'], example: 'Denamarin', note: 'SAMe with silybin (milk thistle) is a liver supplement labelled for dogs and cats.', source: 'label-pet-supplements' },
  { drug: 'probiotic', species: ['dog', 'cat'], example: 'FortiFlora', note: 'A probiotic sold for dogs and cats.', source: 'label-pet-supplements' },
  { drug: 'glucosamine', species: ['dog', 'cat'], example: 'Cosequin', note: 'A glucosamine and chondroitin joint supplement labelled for dogs and cats.', source: 'label-pet-supplements' },
  { drug: 'chondroitin', species: ['dog', 'cat'], example: 'Dasuquin', note: 'A glucosamine and chondroitin joint supplement labelled for dogs and cats.', source: 'label-pet-supplements' },
  { drug: 'fish oil', species: ['dog', 'cat'], example: 'Welactin', note: 'An omega-3 fish oil sold for dogs and cats.', source: 'label-pet-supplements' },
  { drug: 'grape juice', species: ['dog'], example: 'Grape juice (commercial, 100% juice)', note: 'Commercial grape juice is detartrated (the tartaric acid that harms dogs is removed) and is not associated with kidney injury.', source: 'vpis-grape-juice' },
  { drug: 'hydrocortisone', species: ['dog', 'cat'], example: 'Cortizone-10 cream', note: 'Steroid creams such as hydrocortisone have a wide margin of safety when licked; any vomiting or diarrhoea comes from the greasy base.', source: 'pph-corticosteroids' },
  { drug: 'calcium supplement', species: ['dog', 'cat'], example: 'Calcium citrate 500 mg', note: 'Calcium on its own is poorly absorbed: a large amount causes vomiting, diarrhoea or constipation and a passing rise in blood calcium that healthy kidneys correct, and cats rarely eat enough; the danger is vitamin D3, judged on its own.', source: 'pph-calcium-supplements' },
  { drug: 'turmeric', species: ['dog'], example: 'Turmeric supplement', note: 'A turmeric (Curcuma longa) extract given to dogs with osteoarthritis at 300 mg per 20 kg once daily for six weeks was well tolerated, with no adverse effects seen.', source: 'tripathi-turmeric-dogs' },
  { drug: 'pyrethrins', species: ['ferret'], example: 'Pyrethrin flea spray', note: 'Pyrethrin flea products are relatively safe for ferrets, even young kits, when the product is labelled for ferrets.', source: 'ferret-antiparasitics-bell' },
  { drug: 'fresh red maple leaves', species: ['horse'], example: 'fresh red maple leaves', note: 'Only wilted or dried red maple leaves and bark poison horses; fresh green leaves do not appear to cause signs.', source: 'threeoaks-red-maple' },
  { drug: 'japanese maple', species: ['horse'], example: 'japanese maple', note: 'Maples whose leaves stay red all summer, such as the Japanese red maple, are not believed to poison horses (unlike the red maple).', source: 'equus-maple-species' },
];
