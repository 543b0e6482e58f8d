import type { Species } from '@pawrx/contracts/enums';
import { verdict } from '@pawrx/contracts/interactions';
import { describe, expect, it } from 'vitest';
import { PRODUCT_RECORDS } from '../knowledge/products/all-records';
import { LABEL_LIQUID_DOSES } from './label-dose-liquids';
import {
  HALF_TABLET_AT_BAND_FLOOR,
  LIQUIDS_WITHOUT_LABEL_VOLUME,
  LABEL_USES,
  LABEL_USE_EXCEPTIONS,
  checkLabelUse,
  judgeLabelUse,
  labelUsesJudgedSafe,
} from './label-dose-sweep';
import { resolveName } from './resolve-name';
import { check } from './test-support';

// Issue 22: every veterinary product given as its label says, to a healthy adult of a labelled
// species in its weight band, is judged safe; the same product in a species its label excludes
// is still reported. See label-dose-sweep.ts for how each label use is built.

describe('label-dose sweep', () => {
  const { safe, alarms } = labelUsesJudgedSafe();

  it('checks every labelled product × species × band (so it cannot pass by checking nothing)', () => {
    const records = new Set(LABEL_USES.map((u) => u.recordId));
    // 28 Nov 2026: 155 records, 581 counted-unit uses (343 band middles or one-size uses, 238
    // floors), and 45 liquids at 49 label volumes.
    expect(records.size).toBeGreaterThanOrEqual(155);
    expect(LABEL_USES.length).toBeGreaterThanOrEqual(630);
    expect(LABEL_USES.filter((u) => u.at === 'middle').length).toBeGreaterThanOrEqual(340);
    expect(safe.length + alarms.length).toBe(LABEL_USES.length);
  });

  it('types the label volume of each liquid read, for a labelled species of its record', () => {
    expect(LABEL_USES.filter((u) => u.at === 'label volume').length).toBe(
      LABEL_LIQUID_DOSES.length,
    );
    for (const dose of LABEL_LIQUID_DOSES) {
      const record = PRODUCT_RECORDS.find((r) => r.id === dose.recordId);
      expect(record?.unit, dose.recordId).toBe('mL');
      expect(record?.label?.species, dose.recordId).toContain(dose.species);
    }
    // 28 Nov 2026: 45 of 64 labelled liquids read; the list of the rest only shrinks.
    expect(LIQUIDS_WITHOUT_LABEL_VOLUME.length).toBeLessThanOrEqual(19);
  });

  // Near miss for the liquids: ten times the label volume is reported.
  it.each(
    LABEL_LIQUID_DOSES.filter((d) => d.mlPerKg !== undefined).map((d) => [d.recordId, d] as const),
  )('%s: ten times the label volume is reported', (id, dose) => {
    const kg = dose.species === 'horse' ? 500 : 20;
    const ml = Math.round((dose.mlPerKg ?? 0) * kg * 10 * 100) / 100;
    const unit = dose.grams ? 'g' : 'mL';
    expect(verdict(checkLabelUse(id, dose.species, kg, `${ml} ${unit}`))).not.toBe('safe');
  });

  // The sweep types each record's own name; every alias must reach the same record, or an owner
  // typing it would be judged against another product's label.
  it('resolves every name and alias of a veterinary or equine record to that record', () => {
    const misses: string[] = [];
    let names = 0;
    for (const record of PRODUCT_RECORDS.filter((r) => r.label)) {
      for (const name of [record.name, ...(record.aliases ?? [])]) {
        names++;
        const id = resolveName(name).product?.record?.id;
        if (id !== record.id) misses.push(`${name} -> ${id ?? 'no record'}`);
      }
    }
    expect(names).toBeGreaterThanOrEqual(700);
    expect(misses).toEqual([]);
  });

  it('judges every label use safe: no finding at all, so no caution or danger', () => {
    const lines = alarms.map(
      (a) =>
        `${a.recordId} ${a.species} ${a.kg} kg '${a.dosage}' (${a.at}): ${a.findings.join(' | ')}`,
    );
    expect(lines).toEqual([]);
  });

  it('keeps the exception list short and each exception in use', () => {
    expect(LABEL_USE_EXCEPTIONS.length).toBeLessThanOrEqual(4);
    for (const e of LABEL_USE_EXCEPTIONS) {
      const uses = LABEL_USES.filter((u) => u.recordId === e.recordId && u.species === e.species);
      expect(uses.length, e.recordId).toBeGreaterThan(0);
      // An exception whose use is now judged safe is stale: remove it.
      for (const use of uses) expect(judgeLabelUse(use).verdict, e.recordId).not.toBe('safe');
    }
  });

  // The acepromazine exception is for the old label's dog and cat dose only: the horse label
  // dose, and the modern dog dose (0.05 mg/kg), are judged safe.
  it.each([
    ['promace-injectable', 'horse', 500, '4.41 mL'],
    ['promace-injectable', 'dog', 20, '0.1 mL'],
    ['acepromazine-10-injection', 'cat', 4.5, '0.05 mL'],
  ] as const)('%s in a %s at %s kg, %s, is safe', (id, species, kg, dosage) => {
    expect(verdict(checkLabelUse(id, species, kg, dosage))).toBe('safe');
  });

  // Near misses: the half-tablet rows are a reading of the label, not a blanket exemption: one
  // whole small tablet at the bottom of its band is more than the label gives, and is reported.
  it.each(HALF_TABLET_AT_BAND_FLOOR.flatMap((h) => h.recordIds.map((id) => [id, h] as const)))(
    '%s: a whole tablet at the band floor is reported, half a tablet is not',
    (id, h) => {
      expect(verdict(checkLabelUse(id, h.species, h.floorKg, '1 tablet'))).not.toBe('safe');
      expect(verdict(checkLabelUse(id, h.species, h.floorKg, '1/2 tablet'))).toBe('safe');
    },
  );
});

// Detomidine in horses: the UK Domosedan SPC's deep-sedation dose (0.08 mg/kg) was called High
// against the US label's 0.04 mg/kg maximum; the row now reads the SPC, and an overdose still fires.
describe('detomidine at the Domosedan SPC dose', () => {
  it.each([
    ['Domosedan', '4 mL IV', 'safe'],
    ['Dormosedan', '2 mL IV', 'safe'],
    ['Domosedan', '7 mL IV', 'caution'],
    ['Domosedan', '20 mL IV', 'dangerous'],
  ] as const)('%s %s for a 500 kg horse is %s', (name, dosage, expected) => {
    const id = name === 'Domosedan' ? 'domosedan' : 'dormosedan';
    expect(verdict(checkLabelUse(id, 'horse', 500, dosage))).toBe(expected);
  });
});

// Naproxen in horses: the human-NSAID species rule put Equiproxen at its label dose (21 CFR
// 520.1468, 10 mg/kg) on the toxic list; horses are now judged by the naproxen dose row.
describe('naproxen in horses is judged by its equine label dose', () => {
  const horse = (meds: string[]) => verdict(check({ species: 'horse', kg: 500 }, meds));
  it('Equiproxen at 10 mg/kg is safe, three times that is dangerous', () => {
    expect(horse(['Equiproxen|10 mL'])).toBe('safe');
    expect(horse(['Equiproxen|30 mL'])).toBe('dangerous');
  });
  it('ibuprofen in a horse and naproxen in a dog stay on the toxic list', () => {
    expect(check({ species: 'horse', kg: 500 }, ['Ibuprofen|800 mg']).toxicMedications).not.toEqual(
      [],
    );
    expect(check({ species: 'dog', kg: 20 }, ['Aleve|220 mg']).toxicMedications).not.toEqual([]);
  });
});

// Grams of a powder or cream whose label doses it by weight are the product's weight ('Surpass
// 7.3 g' was read as 7.3 g of diclofenac), and diclofenac 1% cream on a horse's joint (Surpass) is
// judged by its label, not the human-NSAID list; by mouth it stays listed. Pastes whose syringes
// are marked in grams of the drug (phenylbutazone) keep reading grams as the drug.
describe('products measured in grams, and diclofenac cream on horses', () => {
  const horse = (med: string) => check({ species: 'horse', kg: 500 }, [med]);
  it.each([
    ['Uniprim Powder|37.5 g', 'safe'],
    ['Uniprim Powder|150 g', 'dangerous'],
    ['Equibactin vet.|50 g', 'safe'],
    ['Bute paste|20 g', 'dangerous'],
    ['Surpass|7.3 g', 'safe'],
    ['Diclofenac|500 mg by mouth', 'dangerous'],
  ] as const)('%s for a 500 kg horse is %s', (med, expected) => {
    expect(verdict(horse(med))).toBe(expected);
  });
  it('keeps diclofenac cream on the toxic list for dogs and cats', () => {
    expect(check({ species: 'dog', kg: 20 }, ['Surpass|7.3 g']).toxicMedications).not.toEqual([]);
    expect(check({ species: 'cat', kg: 4.5 }, ['Voltaren gel|2 g']).toxicMedications).not.toEqual(
      [],
    );
  });
});

describe('label-dose sweep mirror: a species the label excludes is still reported', () => {
  const DEFAULT_KG: Partial<Record<Species, number>> = { cat: 4.5, dog: 20, rabbit: 2.5 };
  const excluded = PRODUCT_RECORDS.flatMap((record) =>
    (record.label?.statements ?? []).flatMap((s) =>
      'species' in s.when && s.kind === 'contraindication'
        ? s.when.species.map((species) => ({ record, species, risk: s.risk }))
        : [],
    ),
  );

  it('finds the label exclusions to mirror (dog-only permethrin on cats, fipronil on rabbits)', () => {
    expect(excluded.length).toBeGreaterThanOrEqual(30);
  });

  it('reports each excluded species at a finding of the label statement’s risk or above', () => {
    const order = ['Low', 'Medium', 'High', 'Critical'];
    const misses: string[] = [];
    for (const { record, species, risk } of excluded) {
      const result = checkLabelUse(
        record.id,
        species,
        DEFAULT_KG[species] ?? 1,
        `1 ${record.unit}`,
      );
      const worst = Math.max(
        result.toxicMedications.length ? order.indexOf('High') : -1,
        ...result.drugInteractions.map((d) => order.indexOf(d.riskLevel)),
      );
      if (worst < order.indexOf(risk)) misses.push(`${record.id} on a ${species}: ${worst}`);
    }
    expect(misses).toEqual([]);
  });
});
