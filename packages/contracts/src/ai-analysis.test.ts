import { describe, expect, it } from 'vitest';
import {
  aiAnalysisBodySchema,
  aiModelAnswerSchema,
  findingsRisk,
  findReference,
  normaliseList,
} from './ai-analysis';

describe('normaliseList (spec §3)', () => {
  it.each([
    ['surrounding straight quotes', ['"Monitor appetite"'], ['Monitor appetite']],
    ['surrounding single quotes', ["'Give with food'"], ['Give with food']],
    ['escaped quotes', ['\\"Stop if vomiting\\"'], ['Stop if vomiting']],
    ['escaped quotes inside', ['Use the \\"low\\" dose'], ['Use the "low" dose']],
    [
      'smart quotes',
      ['“Recheck kidney values”', '‘Weigh monthly’'],
      ['Recheck kidney values', 'Weigh monthly'],
    ],
    ['nested quotes', ['"\'Call the vet\'"'], ['Call the vet']],
    ['whitespace', ['   Trim me  '], ['Trim me']],
    ['empties dropped', ['', '   ', '""', '“ ”', 'Kept'], ['Kept']],
    [
      'a list bullet',
      ['- Watch for black stools', '• Weigh monthly'],
      ['Watch for black stools', 'Weigh monthly'],
    ],
    ['one lone quote', ['"Unclosed note'], ['Unclosed note']],
    ['apostrophes kept', ["Don't double up on NSAIDs"], ["Don't double up on NSAIDs"]],
    ['non-strings dropped', ['ok', 5, null, { a: 1 }], ['ok']],
    ['a single string', 'Only one', ['Only one']],
    ['not a list', undefined, []],
  ])('%s', (_case, input, expected) => {
    expect(normaliseList(input)).toEqual(expected);
  });

  it("keeps '<', '>' and every number", () => {
    const clinical = '<5 kg: 1/2 tablet (12.5 mg); >2.0 mg/dL creatinine → stop; 0.1 mg/kg';
    expect(normaliseList([`"${clinical}"`])).toEqual([clinical]);
    expect(normaliseList(['<b>not html</b> -2.5'])).toEqual(['<b>not html</b> -2.5']);
  });

  it('is pure and deterministic', () => {
    const input = ['"a"', ' b '];
    expect(normaliseList(input)).toEqual(normaliseList(input));
    expect(input).toEqual(['"a"', ' b ']);
  });
});

describe('aiAnalysisBodySchema', () => {
  const med = { name: 'Carprofen', dosage: '75 mg', frequency: 'Twice daily' };
  it('accepts a body and defaults the query', () => {
    expect(aiAnalysisBodySchema.parse({ petId: 'p', medications: [med] }).query).toBe('');
  });
  it.each([
    ['no medications', { petId: 'p', medications: [] }],
    ['51 medications', { petId: 'p', medications: Array.from({ length: 51 }, () => med) }],
    ['a query over 2000 characters', { petId: 'p', medications: [med], query: 'x'.repeat(2001) }],
    ['no pet', { petId: '', medications: [med] }],
  ])('rejects %s', (_case, body) => {
    expect(aiAnalysisBodySchema.safeParse(body).success).toBe(false);
  });
});

describe('aiModelAnswerSchema', () => {
  it('reads a loose answer: risk case, missing lists, quoted items', () => {
    const parsed = aiModelAnswerSchema.parse({
      analysis: 'Text',
      riskLevel: 'high risk',
      recommendations: ['"One"', ''],
      sources: null,
    });
    expect(parsed).toEqual({
      analysis: 'Text',
      riskLevel: 'High',
      recommendations: ['One'],
      alternatives: [],
      warnings: [],
      sources: [],
    });
  });
  it.each([
    ['an unknown risk', { analysis: 'x', riskLevel: 'Severe' }],
    ['no analysis', { analysis: '  ', riskLevel: 'Low' }],
    ['a list of the wrong type', { analysis: 'x', riskLevel: 'Low', warnings: 3 }],
  ])('rejects %s', (_case, answer) => {
    expect(aiModelAnswerSchema.safeParse(answer).success).toBe(false);
  });
});

describe('findingsRisk', () => {
  const i = (riskLevel: 'Low' | 'Medium' | 'High' | 'Critical') => ({ riskLevel });
  it.each([
    ['nothing', [], [], 'Low'],
    ['the highest interaction', [], [i('Low'), i('Medium')], 'Medium'],
    ['a toxic medication counts as at least High', [{ severity: 'Medium' as const }], [], 'High'],
    ['a Critical toxic medication', [{ severity: 'Critical' as const }], [i('Low')], 'Critical'],
  ])('%s', (_case, toxicMedications, drugInteractions, expected) => {
    expect(findingsRisk({ toxicMedications, drugInteractions })).toBe(expected);
  });
});

describe('findReference', () => {
  it.each([
    ["Plumb's Veterinary Drug Handbook, 10th ed.", "Plumb's Veterinary Drug Handbook"],
    ['ASPCA Animal Poison Control Center — Xylitol', 'ASPCA Animal Poison Control Center'],
    ['Zoetis — Rimadyl (carprofen) package insert', 'DailyMed (product labels)'],
    [
      'Washington State University VCPL — MDR1 problem drugs',
      'WSU Veterinary Clinical Pharmacology Laboratory (MDR1)',
    ],
  ])('%s', (source, name) => {
    expect(findReference(source)?.name).toBe(name);
  });
  it('answers undefined for an unknown source', () => {
    expect(findReference('My cousin’s blog')).toBeUndefined();
  });
});
