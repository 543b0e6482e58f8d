import { describe, expect, it } from 'vitest';
import type { Species } from '@pawrx/contracts/enums';
import { verdict } from '@pawrx/contracts/interactions';
import { readProductDose } from '../../engine/product-reading';
import { resolveName } from '../../engine/resolve-name';
import { check } from '../../engine/test-support';
import { recordIngredients } from './compile';
import { HUMAN_ALLERGY } from './human-allergy';
import { HUMAN_COLD_FLU } from './human-cold-flu';
import { HUMAN_OTHER } from './human-other';
import { HUMAN_PAIN } from './human-pain';
import { HUMAN_SLEEP } from './human-sleep';
import { HUMAN_STOMACH } from './human-stomach';

// Human product records: names owners type reach the right formulation (brand-line variants with
// different ingredients stay apart), counted and measured doses become mg of each ingredient, and
// the ingredient rules fire through the product, with safe controls that must stay quiet.

const HUMAN = [
  ...HUMAN_PAIN,
  ...HUMAN_COLD_FLU,
  ...HUMAN_ALLERGY,
  ...HUMAN_SLEEP,
  ...HUMAN_STOMACH,
  ...HUMAN_OTHER,
];

const recordOf = (name: string) => resolveName(name).product?.record ?? null;

describe('human product records', () => {
  it('number at least 260, with unique ids and every ingredient amount positive', () => {
    expect(HUMAN.length).toBeGreaterThanOrEqual(260);
    expect(new Set(HUMAN.map((r) => r.id)).size).toBe(HUMAN.length);
    for (const record of HUMAN) {
      for (const amount of record.actives ?? [])
        if (amount.mg !== undefined) expect(amount.mg, record.id).toBeGreaterThan(0);
      expect(['human-otc', 'human-rx']).toContain(record.audience);
    }
  });

  it.each<[string, string | null, string[]]>([
    ['NyQuil', 'nyquil-cold-flu-liquid', ['acetaminophen', 'dextromethorphan', 'doxylamine']],
    [
      'Nyquil Cold and Flu',
      'nyquil-cold-flu-liquid',
      ['acetaminophen', 'dextromethorphan', 'doxylamine'],
    ],
    [
      'NyQuil Severe Cold & Flu LiquiCaps',
      'nyquil-severe-liquicaps',
      ['acetaminophen', 'dextromethorphan', 'doxylamine', 'phenylephrine'],
    ],
    ['DayQuil', 'dayquil-cold-flu-liquid', ['acetaminophen', 'dextromethorphan', 'phenylephrine']],
    [
      'DayQuil Severe',
      'dayquil-severe-liquid',
      ['acetaminophen', 'dextromethorphan', 'guaifenesin', 'phenylephrine'],
    ],
    ['Claritin-D', 'claritin-d-12-hour', ['loratadine', 'pseudoephedrine']],
    ['Claritin 24 Hour', 'claritin-24-hour', ['loratadine']],
    ['Zyrtec-D', 'zyrtec-d', ['cetirizine', 'pseudoephedrine']],
    ['Allegra-D 24 Hour', 'allegra-d-24-hour', ['fexofenadine', 'pseudoephedrine']],
    ['Clarinex-D', 'clarinex-d', ['desloratadine', 'pseudoephedrine']],
    ['Sudafed 12 Hour', 'sudafed-12-hour', ['pseudoephedrine']],
    ['Sudafed PE Sinus Congestion', 'sudafed-pe-sinus-congestion', ['phenylephrine']],
    ['Benadryl Allergy Relief', 'benadryl-allergy-relief-uk', ['acrivastine']],
    ['Benadryl Allergy Relief (UK)', 'benadryl-allergy-relief-uk', ['acrivastine']],
    ['Benadryl One a Day', 'benadryl-one-a-day-uk', ['cetirizine']],
    ['Benadryl Allergy Ultratabs', 'benadryl-allergy-ultratabs', ['diphenhydramine']],
    ['Unisom SleepTabs', 'unisom-sleeptabs', ['doxylamine']],
    ['Unisom SleepGels', 'unisom-sleepgels', ['diphenhydramine']],
    ['Sominex Promethazine', 'sominex-uk', ['promethazine']],
    ['Sominex', null, ['diphenhydramine']],
    ['Dramamine Less Drowsy', 'dramamine-less-drowsy', ['meclizine']],
    ['Dramamine Original', 'dramamine-original', ['dimenhydrinate']],
    ['Children’s Pepto', 'childrens-pepto', ['calcium carbonate']],
    ["Children's Pepto", 'childrens-pepto', ['calcium carbonate']],
    ['Pepto-Bismol Original Liquid', 'pepto-bismol-original-liquid', ['bismuth subsalicylate']],
    ['Kaopectate Liquid', 'kaopectate-liquid', ['bismuth subsalicylate']],
    ['Imodium Multi-Symptom Relief', 'imodium-multi-symptom', ['loperamide', 'simethicone']],
    ['Zantac 360', 'zantac-360', ['famotidine']],
    [
      'Pepcid Complete',
      'pepcid-complete',
      ['famotidine', 'calcium carbonate', 'magnesium hydroxide'],
    ],
    ['Midol Complete', 'midol-complete', ['acetaminophen', 'caffeine', 'pyrilamine']],
    ['Excedrin', 'excedrin-extra-strength', ['acetaminophen', 'aspirin', 'caffeine']],
    ['Tylenol 3', 'tylenol-with-codeine-3', ['acetaminophen', 'codeine']],
    ['Alka-Seltzer', 'alka-seltzer-original', ['aspirin', 'sodium bicarbonate']],
    ['Advil PM', 'advil-pm', ['ibuprofen', 'diphenhydramine']],
    ['Aleve PM', 'aleve-pm', ['naproxen', 'diphenhydramine']],
    ['Lemsip Max', 'lemsip-max-cold-flu', ['acetaminophen', 'phenylephrine']],
    ['Night Nurse', 'night-nurse-liquid', ['acetaminophen', 'promethazine', 'dextromethorphan']],
    [
      'Day Nurse Capsules',
      'day-nurse-capsules',
      ['acetaminophen', 'pseudoephedrine', 'pholcodine'],
    ],
    ['Co-codamol 30/500', 'co-codamol-30-500', ['acetaminophen', 'codeine']],
    [
      'Tylenol Cold & Flu Severe',
      'tylenol-cold-flu-severe',
      ['acetaminophen', 'dextromethorphan', 'guaifenesin', 'phenylephrine'],
    ],
    [
      'Tylenol Cold and Flu Severe',
      'tylenol-cold-flu-severe',
      ['acetaminophen', 'dextromethorphan', 'guaifenesin', 'phenylephrine'],
    ],
    ['Vicks VapoRub', 'vicks-vaporub', ['camphor', 'essential oils', 'menthol']],
    ['Voltaren Gel', 'voltaren-arthritis-gel', ['diclofenac']],
    ['Cystex', 'cystex', ['methenamine', 'sodium salicylate']],
    ['AZO Urinary Pain Relief', 'azo-urinary-pain-relief', ['phenazopyridine']],
    ['Nicorette Fruit Chill', 'nicorette-fruit-chill', ['nicotine', 'xylitol']],
    ['Efudex 5% Cream', 'efudex-cream', ['fluorouracil']],
  ])('resolve %s to %s', (name, id, ingredients) => {
    const record = recordOf(name);
    if (id === null) {
      expect(record).toBeNull();
      expect(resolveName(name).drugs.map((d) => d.id)).toEqual(ingredients);
      return;
    }
    expect(record?.id).toBe(id);
    expect(recordIngredients(record!)).toEqual(ingredients);
  });

  it('keep plain ingredient brands on the ingredient', () => {
    expect(resolveName('Tylenol').product).toBeNull();
    expect(resolveName('Tylenol').drugs.map((d) => d.id)).toEqual(['acetaminophen']);
    expect(resolveName('Claritin').drugs.map((d) => d.id)).toEqual(['loratadine']);
  });

  it.each<[string, string, Record<string, number>]>([
    ['NyQuil', '30 mL', { acetaminophen: 650, dextromethorphan: 30, doxylamine: 12.5 }],
    [
      'NyQuil Severe Cold & Flu Liquid',
      '15 mL',
      { acetaminophen: 325, dextromethorphan: 10, doxylamine: 6.25, phenylephrine: 5 },
    ],
    [
      'DayQuil Cold & Flu LiquiCaps',
      '2 capsules',
      { acetaminophen: 650, dextromethorphan: 20, phenylephrine: 10 },
    ],
    ['Children’s Tylenol', '5 mL', { acetaminophen: 160 }],
    ['Infants’ Advil', '1.25 mL', { ibuprofen: 50 }],
    ['Tylenol Extra Strength', '2 caplets', { acetaminophen: 1000 }],
    ['Advil PM', '1 caplet', { ibuprofen: 200, diphenhydramine: 25 }], // 38 mg citrate = 25 mg hydrochloride
    ['Excedrin Migraine', '2 caplets', { acetaminophen: 500, aspirin: 500, caffeine: 130 }],
    ['Claritin-D', '1 tablet', { loratadine: 5, pseudoephedrine: 120 }],
    ['Children’s Benadryl', '10 mL', { diphenhydramine: 25 }],
    ['Lemsip Max Cold & Flu', '1 sachet', { acetaminophen: 1000, phenylephrine: 12.2 }],
    [
      'Theraflu Nighttime Severe Cold & Cough',
      '1 packet',
      { acetaminophen: 650, diphenhydramine: 25, phenylephrine: 10 },
    ],
    ['Night Nurse', '20 mL', { acetaminophen: 1000, promethazine: 20, dextromethorphan: 15 }],
    ['Pepto-Bismol Original Liquid', '30 mL', { 'bismuth subsalicylate': 525 }],
    ['Children’s Pepto', '2 chewables', { 'calcium carbonate': 800 }],
    ['Imodium A-D', '1 caplet', { loperamide: 2 }],
    ['Voltaren Gel', '4 mL', { diclofenac: 40 }],
    ['Vitamin D3 50000 IU', '1 capsule', { 'vitamin d3': 1.25 }],
  ])('read %s, %s as mg per ingredient', (name, dosage, expected) => {
    const record = recordOf(name);
    expect(record, name).not.toBeNull();
    const reading = readProductDose(record!, name, dosage, 10, 'dog');
    expect(reading, `${name} ${dosage}`).not.toBeNull();
    const got = Object.fromEntries(reading!.perIngredient ?? []);
    expect(Object.keys(got).sort()).toEqual(Object.keys(expected).sort());
    for (const [drug, mg] of Object.entries(expected)) expect(got[drug]).toBeCloseTo(mg, 6);
  });

  it('leave amounts unread where the label amount was not read', () => {
    const record = recordOf('NicoDerm CQ Step 1');
    expect(record?.unit).toBe('patch');
    expect(readProductDose(record!, 'NicoDerm CQ Step 1', '1 patch', 10, 'dog')).toBeNull();
  });

  it.each<[Species, number, string, ReturnType<typeof verdict>]>([
    // Decongestants, NSAIDs, xylitol, salicylates and 5-FU reach the pet through the product.
    ['dog', 20, 'Claritin-D|1 tablet|Once', 'dangerous'],
    ['dog', 20, 'Zyrtec-D|1 tablet|Once', 'dangerous'],
    ['dog', 30, 'Advil PM|1 caplet|Once', 'dangerous'],
    ['dog', 10, 'Lemsip Max Cold & Flu|1 sachet|Once', 'dangerous'],
    ['dog', 20, 'Nicorette Fruit Chill|1 gum|Once', 'dangerous'],
    ['cat', 4, 'Pepto-Bismol Original Liquid|5 mL|Once', 'dangerous'],
    ['cat', 4, 'Cystex|1 tablet|Once', 'dangerous'],
    ['cat', 4, 'Vicks VapoRub|1 mL|Once', 'dangerous'],
    ['dog', 20, 'Efudex 5% Cream|1 mL|Once', 'dangerous'],
    ['cat', 4, 'Children’s Tylenol|2 mL|Once', 'dangerous'],
    // Safe controls: the antihistamine-only and antacid products at usual doses.
    ['dog', 20, 'Zyrtec Allergy Tablets|1 tablet|Once daily', 'safe'],
    ['dog', 20, 'Claritin 24 Hour|1 tablet|Once daily', 'safe'],
    ['dog', 20, 'Unisom SleepGels|1 softgel|Once', 'safe'],
    ['dog', 20, 'Children’s Benadryl|10 mL|Twice daily', 'safe'],
    ['dog', 20, 'Zantac 360|1 tablet|Twice daily', 'safe'],
    ['cat', 4, 'Children’s Pepto|1 chewable|Once', 'safe'],
    ['dog', 20, 'Dramamine Less Drowsy|1 tablet|Once', 'safe'],
  ])('judge a %s of %s kg given %s as %s', (species, kg, med, expected) => {
    expect(verdict(check({ species, kg }, [med]))).toBe(expected);
  });
});
