import type { RiskLevel } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { checkMedications, type PetForCheck } from '../../engine/check-medications';
import { buildContext } from '../../engine/medication-context';
import { resolveName } from '../../engine/resolve-name';
import { medOf } from '../../engine/test-support';
import { EQUINE_PRODUCTS } from './equine';

// Horses as first-class patients: equine product names resolve to their records and ingredients,
// counted and dialled doses give the right mg of every ingredient for a 500 kg horse and a 100 kg
// foal, the age-gated antimicrobial rules fire for adults or for foals as the references say, the
// horse-only pair rules fire, and standard equine treatments at label dose stay silent.

const horse = (kg: number, ageYears: number | null, conditions: string[] = []): PetForCheck => ({
  species: 'horse',
  breed: '',
  weightKg: kg,
  ageYears,
  allergies: [],
  conditions,
  mdr1: 'untested',
});
const ADULT = horse(500, 8);
const FOAL = horse(100, 0.25);

function mgOf(med: string, kg: number): Record<string, number> {
  const ctx = buildContext(medOf(med), 0, 'horse', kg);
  return Object.fromEntries(ctx.reading?.perIngredient ?? []);
}

const round = (n: number | undefined): number => Math.round((n ?? NaN) * 10) / 10;

describe('equine product records', () => {
  it('hold at least 105 equine products with unique ids', () => {
    expect(EQUINE_PRODUCTS.filter((r) => r.audience === 'equine').length).toBeGreaterThanOrEqual(
      105,
    );
    expect(new Set(EQUINE_PRODUCTS.map((r) => r.id)).size).toBe(EQUINE_PRODUCTS.length);
  });

  it('resolve every name and alias to their own record', () => {
    for (const record of EQUINE_PRODUCTS)
      for (const name of [record.name, ...(record.aliases ?? [])])
        expect(resolveName(name).product?.record?.id, name).toBe(record.id);
  });

  it.each<[string, string[]]>([
    ['Eqvalan', ['ivermectin']],
    ['Zimecterin Gold', ['ivermectin', 'praziquantel']],
    ['Equimax', ['ivermectin', 'praziquantel']],
    ['Quest Gel', ['moxidectin']],
    ['Quest Plus', ['moxidectin', 'praziquantel']],
    ['Equest Pramox', ['moxidectin', 'praziquantel']],
    ['Strongid Paste', ['pyrantel']],
    ['Panacur PowerPac', ['fenbendazole']],
    ['Anthelcide EQ', ['oxibendazole']],
    ['Bute paste', ['phenylbutazone']],
    ['Banamine Paste', ['flunixin']],
    ['Equioxx Oral Paste', ['firocoxib']],
    ['Metacam for horses', ['meloxicam']],
    ['Danilon', ['suxibuzone']],
    ['Surpass', ['diclofenac']],
    ['Uniprim', ['sulfadiazine', 'trimethoprim']],
    ['Excede', ['ceftiofur']],
    ['Dormosedan Gel', ['detomidine']],
    ['Sedivet', ['romifidine']],
    ['GastroGard', ['omeprazole']],
    ['Ventipulmin US', ['clenbuterol']],
    ['Aservo EquiHaler', ['ciclesonide']],
    ['Prascend', ['pergolide']],
    ['Regu-Mate', ['altrenogest']],
    ['Legend', ['hyaluronate sodium']],
    ['Osphos', ['clodronate']],
    ['Tildren', ['tiludronate']],
    ['Marquis', ['ponazuril']],
    ['Protazil', ['diclazuril']],
    ['ReBalance', ['pyrimethamine', 'sulfadiazine']],
  ])('%s → %j', (name, ids) => {
    expect(
      resolveName(name)
        .drugs.map((d) => d.id)
        .sort(),
    ).toEqual(ids);
  });
});

describe('equine doses read from the records (mg per ingredient)', () => {
  it.each<[string, number, Record<string, number>]>([
    // Ivermectin 1.87% paste: 113.7 mg per 6.08 g syringe, one syringe treats 1,250 lb (567 kg)
    ['Eqvalan|1 syringe', 500, { ivermectin: 113.7 }],
    ['Eqvalan|to the 1000 lb mark', 500, { ivermectin: 91 }],
    ['Eqvalan|to the 250 lb mark', 100, { ivermectin: 22.7 }],
    ['Eqvalan|1 syringe', 100, { ivermectin: 113.7 }],
    ['Equimax|1 syringe', 500, { ivermectin: 120, praziquantel: 900 }],
    ['Equimax|dial to 100 kg', 100, { ivermectin: 20, praziquantel: 150.3 }],
    ['Equest Oral Gel|to the 500 kg mark', 500, { moxidectin: 200 }],
    ['Quest Plus|10 mL', 500, { moxidectin: 200, praziquantel: 1250 }],
    ['Quest Gel|2 mL', 100, { moxidectin: 40 }],
    ['Strongid Paste|1 syringe', 500, { pyrantel: 3600 }],
    ['Strongid Paste|to the 300 lb mark', 100, { pyrantel: 900.5 }],
    ['Panacur Paste 10%|1 syringe', 500, { fenbendazole: 2500 }],
    ['Panacur Paste 10%|to the 100 kg mark', 100, { fenbendazole: 500 }],
    ['Phenylbutazone Tablets 1 g|2 tablets', 500, { phenylbutazone: 2000 }],
    ['Equipalazone Powder|1 sachet', 500, { phenylbutazone: 1000 }],
    ['Banamine Paste|to the 1100 lb mark', 500, { flunixin: 549.9 }],
    ['Banamine Injectable Solution|11 mL', 500, { flunixin: 550 }],
    ['Equioxx Oral Paste|to the 250 lb mark', 100, { firocoxib: 11.4 }],
    ['Metacam Oral Suspension for Horses|20 mL', 500, { meloxicam: 300 }],
    ['Danilon Equidos|2 sachets', 500, { suxibuzone: 3000 }],
    ['Equisul-SDT|30 mL', 500, { sulfadiazine: 9999, trimethoprim: 2001 }],
    ['SMZ-TMP 960 mg tablets|10 tablets', 500, { sulfamethoxazole: 8000, trimethoprim: 1600 }],
    ['Dormosedan Gel|2.5 mL', 500, { detomidine: 19 }],
    ['Dormosedan Gel|to the 100 kg mark', 100, { detomidine: 4 }],
    ['GastroGard|1 syringe', 500, { omeprazole: 2280 }],
    ['GastroGard|to the 250 lb mark', 100, { omeprazole: 455.2 }],
    ['Marquis|to the 1200 lb mark', 500, { ponazuril: 2721.6 }],
    ['Thyro-L|1 tsp', 500, { levothyroxine: 12 }],
    ['Prascend|1 tablet', 500, { pergolide: 1 }],
    ['ReBalance|40 mL', 500, { sulfadiazine: 10000, pyrimethamine: 500 }],
  ])('%s for a %s kg horse', (med, kg, expected) => {
    const got = mgOf(med, kg);
    for (const [drug, mg] of Object.entries(expected)) expect(round(got[drug]), drug).toBe(mg);
  });
});

/** The verdict's parts for one medication: the toxic list and the findings of one kind. */
function findings(pet: PetForCheck, meds: readonly string[]) {
  const r = checkMedications(pet, meds.map(medOf));
  return {
    toxic: r.toxicMedications.map((t) => t.severity),
    of: (kind: string): RiskLevel[] =>
      r.drugInteractions.filter((i) => i.kind === kind).map((i) => i.riskLevel),
    all: r.drugInteractions.map((i) => `${i.kind} ${i.riskLevel} ${i.medication1}`),
  };
}

describe('age-gated equine antimicrobial rules', () => {
  it.each<[string, PetForCheck, RiskLevel[]]>([
    // Oral macrolides: colitis in adult horses; routine for foals with Rhodococcus pneumonia
    ['Erythromycin|12500 mg|Three times daily', ADULT, ['High']],
    ['Erythromycin|2500 mg|Three times daily', FOAL, []],
    ['Clarithromycin|750 mg|Twice daily', FOAL, []],
    ['Azithromycin|1000 mg|Once daily', FOAL, []],
    ['Azithromycin', horse(450, null), ['High']],
    // Fluoroquinolones: cartilage of foals and growing horses; adults are not flagged
    ['Baytril 100|5 mL|Once daily', FOAL, ['High']],
    ['Enrofloxacin|750 mg|Once daily', horse(300, 1.5), ['High']],
    ['Baytril 100|35 mL|Once daily', ADULT, []],
    ['Enrofloxacin|3.5 g|Once daily', horse(500, null), []],
  ])('%s', (med, pet, risks) => {
    expect(findings(pet, [med]).of('species-toxicity')).toEqual(risks);
  });

  it.each<[string, PetForCheck]>([
    ['Tylan', ADULT],
    ['Tylan', FOAL],
    ['Clindamycin', FOAL],
    ['Lincomycin', ADULT],
    ['Narasin', ADULT],
    ['Maduramicin', FOAL],
    ['Fluphenazine decanoate', ADULT],
  ])('%s is on the toxic list for a horse', (med, pet) => {
    expect(findings(pet, [med]).toxic.length).toBe(1);
  });

  it('gives the label minimum ages of foal-sensitive products', () => {
    expect(findings(horse(100, 3 / 12), ['Quest Gel|5 mL|Once']).of('age')).toEqual(['High']);
    expect(findings(horse(200, 8 / 12), ['Quest Gel|4 mL|Once']).of('age')).toEqual([]);
    expect(findings(horse(150, 1), ['Prascend|1 tablet|Once daily']).of('age')).toEqual(['High']);
    expect(
      findings(horse(60, 2 / 52), ['GastroGard|to the 100 lb mark|Once daily']).of('age'),
    ).toEqual(['Medium']);
  });

  it('puts a whole adult moxidectin syringe for a pony or foal on the toxic list', () => {
    expect(findings(horse(150, 2), ['Quest Gel|10 mL|Once']).toxic).toEqual(['High']);
    expect(findings(ADULT, ['Quest Gel|10 mL|Once']).toxic).toEqual([]);
  });
});

describe('equine pairs and label statements', () => {
  it('flags an alpha-2 sedative with injected trimethoprim-sulfa, not with oral', () => {
    expect(
      findings(ADULT, ['Dormosedan|2 mL|Once', 'Di-Trim injection|IV|Once']).of('drug-drug'),
    ).toEqual(['High']);
    expect(
      findings(ADULT, ['Dormosedan|2 mL|Once', 'Uniprim Powder|37.5 g|Once daily']).of('drug-drug'),
    ).toEqual([]);
  });

  it('flags an NSAID with tiludronate and two NSAIDs together', () => {
    expect(findings(ADULT, ['Tildren|25 mL|Once', 'Bute|2 g|Once daily']).of('drug-drug')).toEqual([
      'High',
    ]);
    expect(
      findings(ADULT, ['Equipalazone Powder|2 sachets|Once daily', 'Banamine Paste']).of(
        'duplicate',
      ),
    ).toEqual(['High']);
  });

  it('reads label statements on conditions', () => {
    // Near term the label says no; earlier in pregnancy it only asks to stop at foaling.
    expect(
      findings(horse(500, 8, ['pregnant, near term']), ['Ventipulmin US|5.5 mL|Twice daily']).of(
        'condition',
      ),
    ).toContain('High');
    expect(
      findings(horse(500, 8, ['pregnant (5 months)']), ['Ventipulmin US|5.5 mL|Twice daily']).of(
        'condition',
      ),
    ).toEqual(['Low']);
    expect(
      findings(horse(500, 8, ['breeding stallion']), ['PromAce Injectable|3 mL|Once']).of(
        'condition',
      ),
    ).toEqual(['Medium']);
    expect(
      findings(horse(500, 8, ['kidney disease']), ['Osphos|15 mL|Once']).of('condition'),
    ).toEqual(['High']);
  });

  it('warns that horse wormer paste is dangerous for a dog', () => {
    const dog: PetForCheck = { ...ADULT, species: 'dog', weightKg: 20, breed: 'Labrador' };
    // Unmeasured: the paste itself is the warning.
    expect(findings(dog, ['Eqvalan||Once']).of('species-toxicity')).toEqual(['High']);
    // A whole syringe (114 mg of ivermectin, 5.7 mg/kg) is judged by the dose: far over the maximum.
    expect(findings(dog, ['Eqvalan|1 syringe|Once']).of('dose')).toEqual(['High']);
  });
});

describe('standard equine treatments at label dose stay silent', () => {
  it.each<[string, PetForCheck]>([
    ['Phenylbutazone|2.2 g|Once daily', ADULT], // 4.4 mg/kg
    ['Phenylbutazone Tablets 1 g|2 tablets|Twice daily', ADULT],
    ['Equipalazone Powder|2 sachets|Twice daily', horse(450, 10)], // day 1 of the SPC: 8.8 mg/kg/day
    ['Banamine Injectable Solution|11 mL|Once daily', ADULT], // 1.1 mg/kg
    ['Banamine Paste|to the 1100 lb mark|Once daily', ADULT],
    ['Equioxx Oral Paste|to the 1100 lb mark|Once daily', ADULT],
    ['Metacam Oral Suspension for Horses|20 mL|Once daily', ADULT],
    ['GastroGard|1 syringe|Once daily', ADULT],
    ['UlcerGard|to the 1000 lb mark|Once daily', ADULT],
    ['Eqvalan|1 syringe|Once', ADULT],
    ['Eqvalan|to the 250 lb mark|Once', FOAL],
    ['Ivermectin Paste 1.87%|to the 1100 lb mark|Once', ADULT],
    ['Equimax|to the 1100 lb mark|Once', ADULT],
    ['Quest Gel|10 mL|Once', ADULT],
    ['Strongid Paste|to the 300 lb mark|Once', FOAL],
    ['Panacur Paste 10%|to the 100 kg mark|Once', FOAL],
    ['Uniprim Powder|37.5 g|Once daily', ADULT],
    ['Equisul-SDT|30 mL|Twice daily', ADULT],
    ['SMZ-TMP 960 mg tablets|10 tablets|Twice daily', ADULT],
    ['Excede|16.5 mL|Once', ADULT],
    ['Dormosedan Gel|to the 500 kg mark|Once', ADULT],
    ['Prascend|1 tablet|Once daily', ADULT],
    ['Erythromycin|2500 mg|Three times daily', FOAL],
    ['Rifampin 300 mg capsules|2 capsules|Twice daily', FOAL],
  ])('%s', (med, pet) => {
    const f = findings(pet, [med]);
    expect(f.toxic).toEqual([]);
    expect(f.all).toEqual([]);
  });

  it('keeps the foal Rhodococcus pair (macrolide with rifampin) silent', () => {
    const f = findings(FOAL, [
      'Clarithromycin|750 mg|Twice daily',
      'Rifampin 300 mg capsules|2 capsules|Twice daily',
    ]);
    expect(f.toxic).toEqual([]);
    expect(f.of('species-toxicity')).toEqual([]);
  });
});
