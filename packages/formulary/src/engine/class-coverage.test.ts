import type { RiskLevel } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { CLASS_COVERAGE_RULES } from '../knowledge/interaction-rules-classes';
import { PAIR_RULES } from './drug-drug';
import { check } from './test-support';

// The class-coverage pass of issue 10: one row per rule (and per drug of a class where the class
// is the point), and the everyday pairs next to them that must stay silent.

function drugDrugRisk(meds: string[], species: 'dog' | 'cat' = 'dog'): RiskLevel | null {
  const r = check({ species }, meds);
  const found = r.drugInteractions.filter((i) => i.kind === 'drug-drug');
  if (found.length === 0) return null;
  return found[0]!.riskLevel;
}

describe('class coverage rules', () => {
  it('are all wired into the drug–drug check', () => {
    for (const rule of CLASS_COVERAGE_RULES) expect(PAIR_RULES).toContain(rule);
  });

  it.each<[string, string, RiskLevel]>([
    ['Rimadyl|75 mg|Twice daily', 'Pepto-Bismol|15 mL|Every 8 hours', 'High'],
    ['Metacam|1 mg|Once daily', 'Bismuth subsalicylate|262 mg|Twice daily', 'High'],
    ['Galliprant|60 mg|Once daily', 'Pepto Bismol|10 mL|Twice daily', 'High'],
    ['Onsior|20 mg|Once daily', 'Kaopectate (bismuth subsalicylate)|10 mL|Twice daily', 'High'],
    ['Prednisone|10 mg|Once daily', 'Pepto-Bismol|10 mL|Every 8 hours', 'Medium'],
    ['Ketoconazole|200 mg|Once daily', 'Midazolam|5 mg|Once', 'Medium'],
    ['Itraconazole|100 mg|Once daily', 'Trazodone|100 mg|Twice daily', 'Medium'],
    ['Clarithromycin|250 mg|Twice daily', 'Fentanyl patch|1 patch|Every 3 days', 'Medium'],
    ['Ketoconazole|200 mg|Once daily', 'Imodium|2 mg|Twice daily', 'Medium'],
    ['Phenobarbital|60 mg|Twice daily', 'Itraconazole|100 mg|Once daily', 'Medium'],
    ['Rifampin|150 mg|Once daily', 'Voriconazole|100 mg|Twice daily', 'Medium'],
    ['Phenobarbital|60 mg|Twice daily', 'Tylenol|325 mg|Twice daily', 'Medium'],
    ['Phenobarbital|30 mg|Twice daily', 'Doxycycline|100 mg|Once daily', 'Low'],
    ['Sotalol|40 mg|Twice daily', 'Ondansetron|8 mg|Twice daily', 'Medium'],
    ['Amiodarone|200 mg|Once daily', 'Cisapride|5 mg|Twice daily', 'Medium'],
    ['Cisapride|5 mg|Twice daily', 'Ondansetron|4 mg|Twice daily', 'Medium'],
    ['Methotrexate|2.5 mg|Weekly', 'Bactrim|960 mg|Twice daily', 'High'],
    ['Potassium bromide|600 mg|Once daily', 'Lasix|20 mg|Twice daily', 'Low'],
    ['Digoxin|0.125 mg|Twice daily', 'Carafate|1 g|Three times daily', 'Low'],
    ['Metoclopramide|5 mg|Three times daily', 'Acepromazine|10 mg|Once', 'Low'],
    ['Preventic collar', 'Dexmedetomidine|0.3 mg|Once', 'Medium'],
  ])('%s with %s → %s', (a, b, risk) => {
    expect(drugDrugRisk([a, b])).toBe(risk);
    expect(drugDrugRisk([b, a])).toBe(risk);
  });

  it.each<[string, string]>([
    ['Famotidine|10 mg|Twice daily', 'Pepto-Bismol|10 mL|Every 8 hours'],
    ['Phenobarbital|60 mg|Twice daily', 'Diazepam|10 mg|As needed'],
    ['Phenobarbital|60 mg|Twice daily', 'Levetiracetam|500 mg|Three times daily'],
    ['Ketoconazole|200 mg|Once daily', 'Cephalexin|500 mg|Twice daily'],
    ['Ondansetron|4 mg|Twice daily', 'Metronidazole|250 mg|Twice daily'],
    ['Sotalol|40 mg|Twice daily', 'Fish oil|1000 mg|Once daily'],
    ['Trazodone|50 mg|Twice daily', 'Gabapentin|100 mg|Twice daily'],
    ['Amoxicillin|500 mg|Twice daily', 'Metronidazole|250 mg|Twice daily'],
  ])('%s with %s stays silent', (a, b) => {
    expect(drugDrugRisk([a, b])).toBeNull();
  });
});
