import { describe, expect, it } from 'vitest';
import { coverageReport, EMA_REGISTER_FLOOR, percent } from './coverage';
import { EMA_CENTRAL_DOG_CAT_HORSE, EMA_REGISTER_READ } from './ema-register';
import { labelMinimumKnown, registerEntryCovered } from './register-coverage';

// Decision 045: the EMA register list and how an entry counts.

const LINE =
  'EMA central authorisations for dogs, cats and horses resolving to a catalogue record with label species and minimum age';

describe('EMA central authorisations register', () => {
  it('names each product once, with a target species and the Union Register annex read', () => {
    const names = EMA_CENTRAL_DOG_CAT_HORSE.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of EMA_CENTRAL_DOG_CAT_HORSE) {
      expect(entry.species.length, entry.name).toBeGreaterThan(0);
      expect(entry.substances.length, entry.name).toBeGreaterThan(0);
      expect(entry.url, entry.name).toMatch(
        /^https:\/\/ec\.europa\.eu\/health\/documents\/community-register\/\d{4}\/\d+\/anx_\d+_[a-z]{2}\.pdf$/u,
      );
    }
    expect(EMA_REGISTER_READ.date).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
  });

  it('counts a product only where a label minimum reaches it in that species', () => {
    // Apoquel: the oclacitinib 12-month row; Comfortis: a record for each species.
    expect(labelMinimumKnown('Apoquel', 'dog')).toBe(true);
    expect(labelMinimumKnown('Comfortis', 'cat')).toBe(true);
    // AdTab and Lotilaner Elanco are lotilaner, reached by the EU SPC's 8-week row.
    expect(labelMinimumKnown('AdTab', 'dog')).toBe(true);
    expect(labelMinimumKnown('Lotilaner Elanco', 'dog')).toBe(true);
    // Issue 22 products pass: Felpreva's record (10 weeks, 1 kg), the Fortekor Plus row (4 months,
    // 2.5 kg) and Ypozane's weight (3 kg, no age on its label).
    expect(labelMinimumKnown('Felpreva', 'cat')).toBe(true);
    expect(labelMinimumKnown('Fortekor Plus', 'dog')).toBe(true);
    expect(labelMinimumKnown('Ypozane', 'dog')).toBe(true);
    // Solensia's rows are for cats: it does not count for a dog.
    expect(labelMinimumKnown('Solensia', 'dog')).toBe(false);
    // Cortaderm (the EMA generic of the Cortavance spray) reaches the Cortavance SPC's 7 months.
    expect(labelMinimumKnown('Cortaderm', 'dog')).toBe(true);
    // A name the catalogue does not know, and one it knows without a label minimum read.
    expect(labelMinimumKnown('Zorbivex', 'dog')).toBe(false);
    expect(labelMinimumKnown('Isemid', 'dog')).toBe(false);
  });

  it('needs every target species of an entry', () => {
    const convenia = EMA_CENTRAL_DOG_CAT_HORSE.find((e) => e.name === 'Convenia')!;
    expect(registerEntryCovered(convenia)).toBe(true);
    expect(registerEntryCovered({ ...convenia, name: 'Solensia', species: ['cat', 'dog'] })).toBe(
      false,
    );
  });

  it('prints the line with the gaps and holds its floor', () => {
    const line = coverageReport().find((l) => l.name === LINE)!;
    expect(line.of).toBe(EMA_CENTRAL_DOG_CAT_HORSE.length);
    expect(line.gaps).toEqual(['Certifect', 'Isemid']);
    expect(percent(line)).toBeGreaterThanOrEqual(EMA_REGISTER_FLOOR);
  });
});
