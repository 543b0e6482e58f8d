import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { SETTLED_PAIR_RULES } from '../knowledge/interaction-rules-settled';
import { PAIR_RULES } from './drug-drug';
import { check } from './test-support';

// Decision 058: pairs a label or cardiology handout says not to combine are High, in the species
// the reference is about; the same pair elsewhere keeps its lower reading, and a pair a reference
// calls safe gets no finding.

function drugDrug(meds: string[], species: Species = 'dog') {
  return check({ species }, meds).drugInteractions.filter((i) => i.kind === 'drug-drug');
}

function highest(meds: string[], species: Species = 'dog'): RiskLevel | null {
  const order: RiskLevel[] = ['Critical', 'High', 'Medium', 'Low'];
  const found = drugDrug(meds, species).map((f) => f.riskLevel);
  return order.find((r) => found.includes(r)) ?? null;
}

describe('settled pair rules (decision 058)', () => {
  it('are all wired into the drug–drug check, with unique ids', () => {
    for (const rule of SETTLED_PAIR_RULES) expect(PAIR_RULES).toContain(rule);
    const ids = PAIR_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each<[string, string, RiskLevel | null, Species]>([
    // HyperCard is a cat label: not with beta-blockers or digoxin.
    ['HyperCard|1 tablet|Three times daily', 'Atenolol|6.25 mg|Twice daily', 'High', 'cat'],
    ['Diltiazem|7.5 mg|Three times daily', 'Propranolol|2.5 mg|Twice daily', 'High', 'cat'],
    ['Cardizem|7.5 mg|Three times daily', 'Digoxin|0.03 mg|Every other day', 'High', 'cat'],
    // Dogs: diltiazem with digoxin is the usual atrial fibrillation combination.
    ['Diltiazem|60 mg|Three times daily', 'Digoxin|0.125 mg|Twice daily', 'Low', 'dog'],
    ['Diltiazem|60 mg|Three times daily', 'Atenolol|12.5 mg|Twice daily', 'Medium', 'dog'],
    // Amlodipine is not the drug the cat label names.
    ['Amlodipine|0.625 mg|Once daily', 'Atenolol|6.25 mg|Twice daily', null, 'cat'],
    // Sotalol with amiodarone: "should not be used together".
    ['Sotalol|40 mg|Twice daily', 'Amiodarone|200 mg|Once daily', 'High', 'dog'],
    ['Betapace|20 mg|Twice daily', 'Amiodarone|50 mg|Once daily', 'High', 'cat'],
    // Sotalol with mexiletine is a planned combination; with erythromycin the QT caution stays.
    ['Sotalol|40 mg|Twice daily', 'Mexiletine|100 mg|Three times daily', null, 'dog'],
    ['Sotalol|40 mg|Twice daily', 'Erythromycin|200 mg|Three times daily', 'Medium', 'dog'],
    // Acepromazine with procaine hydrochloride or an organophosphate: the ACP SPC's contraindications.
    ['Acepromazine|20 mg|Once', 'Procaine hydrochloride|200 mg|Once', 'High', 'horse'],
    ['Acepromazine|10 mg|Once', 'Dichlorvos|1 dose|Once', 'High', 'dog'],
    // Procaine penicillin is not procaine hydrochloride; fipronil is not an organophosphate.
    ['Acepromazine|20 mg|Once', 'Procaine penicillin|20 mL|Once', null, 'horse'],
    ['Acepromazine|10 mg|Once', 'Frontline|1 pipette|Monthly', null, 'dog'],
    // Clopidogrel with a heparin: the cardiology handout says they can be used safely together.
    ['Clopidogrel|18.75 mg|Once daily', 'Enoxaparin|5 mg|Twice daily', null, 'cat'],
    ['Plavix|75 mg|Once daily', 'Heparin|2000 IU|Three times daily', null, 'dog'],
    // Clopidogrel with warfarin, and aspirin with a heparin, keep their bleeding findings.
    ['Clopidogrel|75 mg|Once daily', 'Warfarin|1 mg|Once daily', 'Medium', 'dog'],
    ['Aspirin|81 mg|Once daily', 'Enoxaparin|20 mg|Twice daily', 'High', 'dog'],
  ])('%s with %s → %s (%s)', (a, b, risk, species) => {
    expect(highest([a, b], species)).toBe(risk);
    expect(highest([b, a], species)).toBe(risk);
  });
});
