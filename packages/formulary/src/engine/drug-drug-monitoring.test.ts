import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { MONITORING_PAIR_RULES } from '../knowledge/interaction-rules-monitoring';
import { PAIR_RULES } from './drug-drug';
import { check } from './test-support';

// Label-named interactions that raise a level or an effect: each fires at Low in both orders,
// under brand and generic names, and its near misses (the sibling drug the label does not name,
// an eye drop, the drug alone) stay silent.

function drugDrug(meds: string[], species: Species = 'dog') {
  return check({ species }, meds).drugInteractions.filter((i) => i.kind === 'drug-drug');
}

describe('monitoring pair rules', () => {
  it('are all wired into the drug–drug check, with unique ids', () => {
    for (const rule of MONITORING_PAIR_RULES) expect(PAIR_RULES).toContain(rule);
    const ids = PAIR_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each<[string, string, string, Species?]>([
    ['Atopica|100 mg|Once daily', 'Omeprazole|20 mg|Once daily', 'omeprazole-cyclosporine'],
    [
      'Atopica for Cats|0.5 mL|Once daily',
      'Prilosec|10 mg|Once daily',
      'omeprazole-cyclosporine',
      'cat',
    ],
    ['Diltiazem|30 mg|Three times daily', 'Diazepam|5 mg|Twice daily', 'diltiazem-benzodiazepine'],
    [
      'Cardizem|7.5 mg|Three times daily',
      'Alprazolam|0.25 mg|As needed',
      'diltiazem-benzodiazepine',
      'cat',
    ],
    ['Clomicalm|40 mg|Twice daily', 'Cimetidine|100 mg|Twice daily', 'tca-cimetidine'],
    ['Amitriptyline|5 mg|Twice daily', 'Tagamet|100 mg|Twice daily', 'tca-cimetidine', 'cat'],
    ['Vetsulin|10 IU|Twice daily', 'Furosemide|20 mg|Twice daily', 'diuretic-insulin'],
    [
      'ProZinc|2 IU|Twice daily',
      'Hydrochlorothiazide|6.25 mg|Once daily',
      'diuretic-insulin',
      'cat',
    ],
    ['Caninsulin|12 IU|Twice daily', 'Torsemide|1 mg|Once daily', 'diuretic-insulin'],
    ['Sotalol|40 mg|Twice daily', 'Baytril|68 mg|Once daily', 'sotalol-fluoroquinolone'],
    ['Betapace|40 mg|Twice daily', 'Zeniquin|100 mg|Once daily', 'sotalol-fluoroquinolone'],
    ['Sotalol|40 mg|Twice daily', 'Azithromycin|100 mg|Once daily', 'sotalol-azithromycin'],
  ])('%s with %s → %s (Low)', (a, b, id, species = 'dog') => {
    const rule = MONITORING_PAIR_RULES.find((r) => r.id === id)!;
    for (const meds of [
      [a, b],
      [b, a],
    ]) {
      const mine = drugDrug(meds, species).find((f) => f.description === rule.description);
      expect(mine, `${meds.join(' + ')}`).toBeDefined();
      expect(mine!.riskLevel).toBe<RiskLevel>('Low');
    }
  });

  it.each<[string, string, Species?]>([
    // Famotidine does not slow the liver's breakdown of drugs; cimetidine does.
    ['Clomicalm|40 mg|Twice daily', 'Famotidine|10 mg|Twice daily'],
    ['Atopica|100 mg|Once daily', 'Famotidine|10 mg|Twice daily'],
    // Cyclosporine eye ointment is not absorbed into the body.
    ['Optimmune|1 application|Twice daily', 'Omeprazole|20 mg|Once daily'],
    // Amlodipine is not the non-dihydropyridine the handout names.
    ['Amlodipine|1.25 mg|Once daily', 'Diazepam|2 mg|Twice daily', 'cat'],
    // Spironolactone is neither a loop nor a thiazide diuretic.
    ['Vetsulin|10 IU|Twice daily', 'Spironolactone|25 mg|Once daily'],
    // Other antibiotics, and another beta-blocker with a fluoroquinolone.
    ['Sotalol|40 mg|Twice daily', 'Amoxicillin|250 mg|Twice daily'],
    ['Atenolol|12.5 mg|Once daily', 'Baytril|68 mg|Once daily'],
  ])('%s with %s stays silent', (a, b, species = 'dog') => {
    const ids = new Set(MONITORING_PAIR_RULES.map((r) => r.description));
    expect(drugDrug([a, b], species).filter((f) => ids.has(f.description))).toEqual([]);
  });
});
