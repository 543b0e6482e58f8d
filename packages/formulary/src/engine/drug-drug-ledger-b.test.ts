import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { LEDGER_B_PAIR_RULES } from '../knowledge/interaction-rules-ledger-b';
import { PAIR_RULES } from './drug-drug';
import { check } from './test-support';

// The pair rules added while reading the labels for the interaction ledger's second half: each
// fires for a drug of each side (brand names too), and the near misses beside it stay silent.

function drugDrugRisk(meds: string[], species: Species = 'dog'): RiskLevel | null {
  const found = check({ species }, meds).drugInteractions.filter((i) => i.kind === 'drug-drug');
  return found.length === 0 ? null : found[0]!.riskLevel;
}

describe('interaction ledger part B rules', () => {
  it('are all wired into the drug–drug check', () => {
    for (const rule of LEDGER_B_PAIR_RULES) expect(PAIR_RULES).toContain(rule);
  });

  it.each<[string, string, RiskLevel, Species?]>([
    ['Drontal Plus|1 tablet|Once', 'Piperazine|250 mg|Once', 'Medium'],
    ['Heartgard Plus|1 chew|Monthly', 'Pipa-Tabs|1 tablet|Once', 'Medium'],
    ['Pyrantel pamoate|50 mg|Once', 'Piperazine|100 mg|Once', 'Medium', 'cat'],
    ['Profender Tablets for Small Dogs|1 tablet|Once', 'Atopica|50 mg|Once daily', 'Low'],
    ['Profender for dogs|1 tablet|Once', 'Ketoconazole|100 mg|Once daily', 'Low'],
    ['Galastop|0.5 mL|Once daily', 'Reglan|5 mg|Three times daily', 'High'],
    ['Cabergoline|0.05 mg|Once daily', 'Acepromazine|10 mg|Once', 'High'],
    ['Galastop|0.5 mL|Once daily', 'Fortekor|5 mg|Once daily', 'High'],
    ['Cabergoline|0.02 mg|Once daily', 'Amlodipine|0.625 mg|Once daily', 'High', 'cat'],
    ['Felimazole|2.5 mg|Twice daily', 'Panacur|200 mg|Once daily', 'Low', 'cat'],
    ['Vidalta|15 mg|Once daily', 'Fenbendazole|200 mg|Once daily', 'Low', 'cat'],
    ['Methimazole|2.5 mg|Twice daily', 'Warfarin|0.5 mg|Once daily', 'Low', 'cat'],
    ['Vetsulin|10 IU|Twice daily', 'Ovaban|20 mg|Once daily', 'Medium'],
    ['ProZinc|2 IU|Twice daily', 'Megestrol acetate|5 mg|Once daily', 'Medium', 'cat'],
    ['Rocaltrol|0.25 mcg|Once daily', 'Tums|500 mg|Twice daily', 'Medium'],
    ['Calcitriol|0.25 mcg|Once daily', 'Calcium citrate|250 mg|Once daily', 'Medium'],
    ['Plavix|18.75 mg|Once daily', 'Omeprazole|10 mg|Once daily', 'Low', 'cat'],
    ['Clopidogrel|75 mg|Once daily', 'Prilosec|20 mg|Once daily', 'Low'],
    ['Hydralazine|10 mg|Twice daily', 'Anipryl|10 mg|Once daily', 'Low'],
    ['Metronidazole|250 mg|Twice daily', 'Tagamet|100 mg|Twice daily', 'Low'],
    ['Metrobactin 250|1 tablet|Twice daily', 'Cimetidine|100 mg|Twice daily', 'Low'],
    ['Metronidazole|50 mg|Twice daily', 'Cimetidine|25 mg|Twice daily', 'Low', 'cat'],
    ['Chloramphenicol|1000 mg|Three times daily', 'Cimetidine|100 mg|Twice daily', 'Low'],
    ['Chloramphenicol|50 mg|Twice daily', 'Tagamet|25 mg|Twice daily', 'Low', 'cat'],
  ])('%s with %s → %s', (a, b, risk, species = 'dog') => {
    expect(drugDrugRisk([a, b], species)).toBe(risk);
    expect(drugDrugRisk([b, a], species)).toBe(risk);
  });

  it.each<[string, string, Species?]>([
    // A wormer without pyrantel alongside piperazine.
    ['Profender for dogs|1 tablet|Once', 'Piperazine|250 mg|Once'],
    // Profender with a macrocyclic lactone or prednisolone: given together in studies without harm.
    ['Profender for dogs|1 tablet|Once', 'Heartgard Plus|1 chew|Monthly'],
    ['Profender for dogs|1 tablet|Once', 'Prednisolone|5 mg|Once daily'],
    // Cabergoline with an antiemetic that is no dopamine blocker, a diuretic, or eye drops.
    ['Galastop|0.5 mL|Once daily', 'Cerenia|16 mg|Once daily'],
    ['Galastop|0.5 mL|Once daily', 'Ondansetron|4 mg|Twice daily'],
    ['Galastop|0.5 mL|Once daily', 'Timolol eye drops|1 drop|Twice daily'],
    // Methimazole with a wormer that is no benzimidazole, or an antiplatelet.
    ['Felimazole|2.5 mg|Twice daily', 'Drontal|1 tablet|Once', 'cat'],
    ['Felimazole|2.5 mg|Twice daily', 'Clopidogrel|18.75 mg|Once daily', 'cat'],
    // Levothyroxine is not methimazole.
    ['Soloxine|0.4 mg|Twice daily', 'Panacur|1 g|Once daily'],
    // Insulin with an estrogen the label does not name; a tablet for diabetes with a progestogen.
    ['Vetsulin|10 IU|Twice daily', 'Incurin|1 mg|Once daily'],
    ['Glipizide|2.5 mg|Twice daily', 'Megestrol acetate|5 mg|Once daily', 'cat'],
    // Clopidogrel with a stomach protector the handouts do not name.
    ['Plavix|18.75 mg|Once daily', 'Famotidine|5 mg|Twice daily', 'cat'],
    ['Clopidogrel|75 mg|Once daily', 'Sucralfate|1 g|Three times daily'],
    // Hydralazine with a heart drug the label leaves to the vet; selegiline with amlodipine.
    ['Hydralazine|10 mg|Twice daily', 'Furosemide|20 mg|Twice daily'],
    ['Amlodipine|2.5 mg|Once daily', 'Anipryl|10 mg|Once daily'],
    // Calcium with plain vitamin D3, and calcitriol with a non-calcium phosphate binder.
    ['Vitamin D3|400 IU|Once daily', 'Calcium citrate|250 mg|Once daily'],
    ['Calcitriol|0.25 mcg|Once daily', 'Aluminium hydroxide|250 mg|Twice daily'],
    // Metronidazole and chloramphenicol with famotidine (the H2 blocker the review prefers), and
    // cimetidine with an antibiotic the review does not name.
    ['Metronidazole|250 mg|Twice daily', 'Famotidine|10 mg|Twice daily'],
    ['Chloramphenicol|50 mg|Twice daily', 'Pepcid|5 mg|Twice daily', 'cat'],
    ['Cimetidine|100 mg|Twice daily', 'Amoxicillin|250 mg|Twice daily'],
  ])('%s with %s stays silent', (a, b, species = 'dog') => {
    expect(drugDrugRisk([a, b], species)).toBeNull();
    expect(drugDrugRisk([b, a], species)).toBeNull();
  });
});
