import { verdict, type Verdict } from '@pawrx/contracts/interactions';
import type { Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { check } from './test-support';

// Counted doses of human OTC products against the thresholds of the OTC ledger
// (knowledge-coverage/otc-ledger/): below the serious threshold one accidental exposure is a
// caution (or safe where nothing but the treatment maximum applies), at or above it dangerous.
// Each threshold has one case above it and its safe near-miss below it.

type Row = [label: string, species: Species, kg: number, med: string, expected: Verdict];

// prettier-ignore
const ROWS: Row[] = [
  // Naproxen in dogs: 1–7 mg/kg vomiting and lethargy, from 7.4 mg/kg GI bleeding (ASPCA APCC brief).
  ['1 Aleve (200 mg naproxen) eaten by a 40 kg dog: 5 mg/kg', 'dog', 40, 'Aleve Caplets|ate 1 caplet|once', 'caution'],
  ['1 Aleve eaten by a 20 kg dog: 10 mg/kg', 'dog', 20, 'Aleve Caplets|ate 1 caplet|once', 'dangerous'],
  ['2 Aleve eaten by a 40 kg dog: 10 mg/kg', 'dog', 40, 'Aleve Caplets|ate 2 caplets|once', 'dangerous'],
  ['1 Aleve given twice daily to a 40 kg dog (on purpose)', 'dog', 40, 'Aleve Caplets|1 caplet|twice daily', 'dangerous'],
  ['1 Aleve eaten by a cat', 'cat', 4, 'Aleve Caplets|ate 1 caplet|once', 'dangerous'],
  // Acetaminophen: dogs 75 mg/kg (hepatotoxicosis 50–100); cats any amount.
  ['1 Tylenol 325 mg eaten by a 40 kg dog: 8 mg/kg', 'dog', 40, 'Tylenol Regular Strength|ate 1 tablet|once', 'caution'],
  ['1 Tylenol 325 mg eaten by a 4 kg dog: 81 mg/kg', 'dog', 4, 'Tylenol Regular Strength|ate 1 tablet|once', 'dangerous'],
  ['1 Tylenol 325 mg eaten by a cat', 'cat', 4, 'Tylenol Regular Strength|ate 1 tablet|once', 'dangerous'],
  // Ibuprofen: dogs 25 mg/kg; cats any amount.
  ['1 Advil 200 mg eaten by a 40 kg dog: 5 mg/kg', 'dog', 40, 'Advil Tablets|ate 1 tablet|once', 'caution'],
  ['1 Advil 200 mg eaten by a 7 kg dog: 29 mg/kg', 'dog', 7, 'Advil Tablets|ate 1 tablet|once', 'dangerous'],
  ['1 Advil 200 mg eaten by a cat', 'cat', 4, 'Advil Tablets|ate 1 tablet|once', 'dangerous'],
  // Pseudoephedrine: dogs 3.3 mg/kg (ASPCA APCC), cats 5 mg/kg.
  ['1 Sudafed 12 Hour (120 mg) eaten by a 40 kg dog: 3 mg/kg', 'dog', 40, 'Sudafed 12 Hour|ate 1 tablet|once', 'caution'],
  ['1 Sudafed 12 Hour eaten by a 30 kg dog: 4 mg/kg', 'dog', 30, 'Sudafed 12 Hour|ate 1 tablet|once', 'dangerous'],
  ['1 Sudafed 12 Hour eaten by a cat: 24 mg/kg', 'cat', 5, 'Sudafed 12 Hour|ate 1 tablet|once', 'dangerous'],
  // Aspirin: dogs 22 mg/lb (48 mg/kg) a day; cats 11 mg/lb (24 mg/kg).
  ['1 aspirin 325 mg eaten by a 40 kg dog: 8 mg/kg', 'dog', 40, 'Bayer Genuine Aspirin|ate 1 tablet|once', 'safe'],
  ['1 aspirin 325 mg eaten by a 5 kg dog: 65 mg/kg', 'dog', 5, 'Bayer Genuine Aspirin|ate 1 tablet|once', 'dangerous'],
  ['1 aspirin 325 mg eaten by a cat', 'cat', 4, 'Bayer Genuine Aspirin|ate 1 tablet|once', 'dangerous'],
  // Caffeine in dogs: mild signs from 20 mg/kg (caution), the heart from 40 mg/kg (toxic list).
  ['200 mg caffeine eaten by a 12 kg dog: 17 mg/kg', 'dog', 12, 'caffeine|ate 200 mg|once', 'caution'],
  ['200 mg caffeine eaten by an 8 kg dog: 25 mg/kg', 'dog', 8, 'caffeine|ate 200 mg|once', 'caution'],
  ['200 mg caffeine eaten by a 4 kg dog: 50 mg/kg', 'dog', 4, 'caffeine|ate 200 mg|once', 'dangerous'],
  ['caffeine pills, amount unknown, eaten by an 8 kg dog', 'dog', 8, 'caffeine|ate some|once', 'dangerous'],
  ['100 mg caffeine eaten by a cat: 25 mg/kg', 'cat', 4, 'caffeine|ate 100 mg|once', 'dangerous'],
  // Second-generation antihistamines (MSD table): fexofenadine no toxicosis in dogs up to 2 g/kg,
  // loratadine mild signs below 10 mg/kg; their -D variants hold pseudoephedrine.
  ['2 Allegra 180 mg eaten by a 5 kg dog: 72 mg/kg', 'dog', 5, 'Allegra 24 Hour|ate 2 tablets|once', 'caution'],
  ['1 Allegra-D 24 Hour eaten by a 40 kg dog: pseudoephedrine 6 mg/kg', 'dog', 40, 'Allegra-D 24 Hour|ate 1 tablet|once', 'dangerous'],
  ['2 Claritin 10 mg eaten by a 5 kg dog: 4 mg/kg', 'dog', 5, 'Claritin 24 Hour|ate 2 tablets|once', 'caution'],
  ['2 Claritin 10 mg eaten by a 1.5 kg dog: 13 mg/kg', 'dog', 1.5, 'Claritin 24 Hour|ate 2 tablets|once', 'dangerous'],
  ['1 Claritin 10 mg eaten by a cat: 2.5 mg/kg', 'cat', 4, 'Claritin 24 Hour|ate 1 tablet|once', 'caution'],
  ['4 Claritin 10 mg eaten by a cat: 10 mg/kg', 'cat', 4, 'Claritin 24 Hour|ate 4 tablets|once', 'dangerous'],
  ['1 Claritin-D 24 Hour eaten by a cat: pseudoephedrine 60 mg/kg', 'cat', 4, 'Claritin-D 24 Hour|ate 1 tablet|once', 'dangerous'],
  // Famotidine in dogs (Merck): oral overdoses give minor signs, minimum lethal dose over 2 g/kg.
  ['10 Pepcid AC 10 mg eaten by a 5 kg dog: 20 mg/kg', 'dog', 5, 'Pepcid AC|ate 10 tablets|once', 'caution'],
  ['Pepcid AC 10 mg twice daily for a 20 kg dog: 0.5 mg/kg', 'dog', 20, 'Pepcid AC|1 tablet|twice daily', 'safe'],
  // Iron in dogs (Small Animal Toxicology; PPH): 20–60 mg/kg mild to moderate, over 60 serious.
  ['325 mg of iron eaten by a 40 kg dog: 8 mg/kg', 'dog', 40, 'ferrous sulfate|ate 325 mg|once', 'safe'],
  ['500 mg of iron eaten by a 10 kg dog: 50 mg/kg', 'dog', 10, 'ferrous sulfate|ate 500 mg|once', 'caution'],
  ['500 mg of iron eaten by a 5 kg dog: 100 mg/kg', 'dog', 5, 'ferrous sulfate|ate 500 mg|once', 'dangerous'],
  // Diclofenac gel in dogs: ulcers from 2 mg/kg, kidney injury from 4 mg/kg.
  ['5 mL of Voltaren gel licked by a 40 kg dog: 1.3 mg/kg', 'dog', 40, 'Voltaren Arthritis Pain Gel|licked 5 mL|once', 'caution'],
  ['5 mL of Voltaren gel licked by a 10 kg dog: 5 mg/kg', 'dog', 10, 'Voltaren Arthritis Pain Gel|licked 5 mL|once', 'dangerous'],
  ['Voltaren gel rubbed on a 40 kg dog twice daily (on purpose)', 'dog', 40, 'Voltaren Arthritis Pain Gel|5 mL|twice daily', 'dangerous'],
  ['1 mL of Voltaren gel licked by a cat', 'cat', 4, 'Voltaren Arthritis Pain Gel|licked 1 mL|once', 'dangerous'],
  // Salicylate rubs and patches (PPH): a caution for a dog, the toxic list for a cat.
  ['a Salonpas patch (methyl salicylate) chewed by a 20 kg dog', 'dog', 20, 'Salonpas Arthritis Pain Patch|chewed 1 patch|once', 'caution'],
  ['5 mL of Aspercreme (trolamine salicylate) licked by a 20 kg dog', 'dog', 20, 'Aspercreme Original|licked 5 mL|once', 'caution'],
  ['5 mL of Aspercreme with Lidocaine (no salicylate) licked by a 20 kg dog', 'dog', 20, 'Aspercreme with Lidocaine|licked 5 mL|once', 'safe'],
  ['Bengay licked by a cat', 'cat', 4, 'Bengay Ultra Strength|licked 1 mL|once', 'dangerous'],
  // Omeprazole in dogs: single oral 1,200 mg/kg lethal (label), a wide margin below it.
  ['2 Prilosec OTC 20 mg eaten by a 5 kg dog: 8 mg/kg', 'dog', 5, 'Prilosec OTC|ate 2 tablets|once', 'caution'],
  ['Prilosec OTC 20 mg once daily for a 20 kg dog: 1 mg/kg', 'dog', 20, 'Prilosec OTC|1 tablet|once daily', 'safe'],
  // Melatonin (ASPCA APCC): overdoses give vomiting and sleepiness, not expected to be severe.
  ['1 Natrol Melatonin 3 mg for a 5 kg dog: 0.6 mg/kg', 'dog', 5, 'Natrol Melatonin 3 mg|1 tablet|once', 'safe'],
  ['1 Natrol Melatonin 10 mg eaten by a 5 kg dog: 2 mg/kg', 'dog', 5, 'Natrol Melatonin 10 mg|ate 1 tablet|once', 'caution'],
  ['3 Natrol Melatonin 10 mg eaten by a 2 kg dog: 15 mg/kg', 'dog', 2, 'Natrol Melatonin 10 mg|ate 3 tablets|once', 'caution'],
  ['1 Natrol Melatonin 3 mg for a cat', 'cat', 4, 'Natrol Melatonin 3 mg|1 tablet|once', 'safe'],
  // Prednisolone (Pet Poison Helpline: oral overdoses can ulcerate the stomach; no figure): the row;
  // a one-off dose against the 5.5 mg/kg the dog label gives at once for shock (decision 058).
  ['1 prednisolone 20 mg once daily for a 10 kg dog: 2 mg/kg', 'dog', 10, 'Prednisolone 20 mg tablets|1 tablet|once daily', 'safe'],
  ['5 prednisolone 20 mg eaten by a 10 kg dog: 10 mg/kg', 'dog', 10, 'Prednisolone 20 mg tablets|ate 5 tablets|once', 'caution'],
  ['8 prednisolone 20 mg eaten by a 10 kg dog: 16 mg/kg', 'dog', 10, 'Prednisolone 20 mg tablets|ate 8 tablets|once', 'dangerous'],
  ['1 prednisolone 20 mg eaten by a 4 kg cat: 5 mg/kg', 'cat', 4, 'Prednisolone 20 mg tablets|ate 1 tablet|once', 'safe'],
  ['2 prednisolone 20 mg eaten by a 4 kg cat: 10 mg/kg', 'cat', 4, 'Prednisolone 20 mg tablets|ate 2 tablets|once', 'caution'],
  ['3 prednisolone 20 mg eaten by a 4 kg cat: 15 mg/kg', 'cat', 4, 'Prednisolone 20 mg tablets|ate 3 tablets|once', 'dangerous'],
  ['prednisolone 5 mg once daily for a 4 kg cat: 1.25 mg/kg', 'cat', 4, 'Prednisolone 5 mg tablets|1 tablet|once daily', 'safe'],
  // Dimenhydrinate, meclizine, promethazine (MSD owner page: dose-dependent signs, no figure): the rows.
  ['1 Dramamine 50 mg for a 10 kg dog: 5 mg/kg', 'dog', 10, 'Dramamine Original Formula|1 tablet|once', 'safe'],
  ['1 Dramamine 50 mg eaten by a 2 kg dog: 25 mg/kg', 'dog', 2, 'Dramamine Original Formula|ate 1 tablet|once', 'dangerous'],
  ['1 Bonine 25 mg for a 10 kg dog: 2.5 mg/kg', 'dog', 10, 'Bonine|1 chew|once', 'safe'],
  ['4 Bonine eaten by a 10 kg dog: 10 mg/kg', 'dog', 10, 'Bonine|ate 4 chews|once', 'dangerous'],
  ['1 Sominex (promethazine 20 mg) for a 10 kg dog: 2 mg/kg', 'dog', 10, 'Sominex Promethazine Tablets|1 tablet|once', 'safe'],
  ['1 Sominex eaten by a 4 kg cat: 5 mg/kg', 'cat', 4, 'Sominex Promethazine Tablets|ate 1 tablet|once', 'dangerous'],
  // Vitamin C (Merck multivitamins): self-limiting GI upset only, toxicity rare.
  ['1,000 mg vitamin C eaten by a 10 kg dog', 'dog', 10, 'vitamin c|ate 1000 mg|once', 'safe'],
];

describe('human OTC counted doses against the ledger thresholds', () => {
  it.each(ROWS)('%s', (_, species, kg, med, expected) => {
    expect(verdict(check({ species, kg }, [med]))).toBe(expected);
  });

  it('names the naproxen threshold and the amount in the caution', () => {
    const result = check({ species: 'dog', kg: 40 }, ['Aleve Caplets|ate 1 caplet|once']);
    const finding = result.drugInteractions.find((i) => i.kind === 'species-toxicity');
    expect(finding?.riskLevel).toBe('Medium');
    expect(finding?.description).toContain('below the 7 mg/kg');
  });

  it('calls 25 mg/kg of caffeine in a dog a Medium caution between the mild and serious lines', () => {
    const result = check({ species: 'dog', kg: 8 }, ['caffeine|ate 200 mg|once']);
    const finding = result.drugInteractions.find((i) => i.kind === 'species-toxicity');
    expect(finding?.riskLevel).toBe('Medium');
    expect(finding?.description).toContain('below the 40 mg/kg');
  });
});
