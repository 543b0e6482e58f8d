import type { Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { check } from './test-support';

// Decision 058: a ferret, tortoise, lizard or snake given a food or plant row's general 'other'
// reading, which no source read names for it, keeps the level (a danger is not turned safe) but
// the finding says so; a reading a source names for the species, and the other species, do not.

const NOTE = 'No reference we read names this for';

function texts(species: Species, med: string): { risk: string; text: string }[] {
  const result = check({ species }, [med]);
  return [
    ...result.toxicMedications.map((t) => ({ risk: t.severity, text: t.reason })),
    ...result.drugInteractions.map((i) => ({ risk: i.riskLevel, text: i.description })),
  ];
}

describe('the unread note on the general exotic reading', () => {
  it.each<[Species, string, string]>([
    ['ferret', 'xylitol|1 piece of gum|once', 'Medium'],
    ['lizard', 'macadamia nuts|1|once', 'Medium'],
    ['tortoise', 'star fruit|1 slice|once', 'Medium'],
    ['snake', 'sago palm|1 seed|once', 'High'],
  ])('%s with %s keeps its %s reading and says it was not read', (species, med, risk) => {
    const found = texts(species, med);
    expect(found).toHaveLength(1);
    expect(found[0]!.risk).toBe(risk);
    expect(found[0]!.text).toContain(`${NOTE} ${species}s`);
  });

  it.each<[Species, string]>([
    // Sources name these for the species (allferrets-treats, SV Animal Health Campus, Vet Health Centre).
    ['ferret', 'grapes|1|once'],
    ['tortoise', 'avocado|1 slice|once'],
    ['lizard', 'rhubarb leaves|1|once'],
    // Species the note is not about, and the dog's own reading.
    ['guinea-pig', 'xylitol|1 piece of gum|once'],
    ['rabbit', 'xylitol|1 piece of gum|once'],
    ['dog', 'macadamia nuts|5|once'],
  ])('%s with %s has a finding without the note', (species, med) => {
    const found = texts(species, med);
    expect(found.length).toBeGreaterThan(0);
    for (const f of found) expect(f.text).not.toContain(NOTE);
  });
});
