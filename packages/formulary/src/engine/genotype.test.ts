import { describe, expect, it } from 'vitest';
import { genotypeFromText } from './genotype';

// MDR1 (ABCB1) results as owners write them in a profile, read into the lab's three genotypes.

describe('genotypeFromText', () => {
  it.each([
    ['MDR1 normal/normal', 'normal/normal'],
    ['MDR1: tested clear (N/N)', 'normal/normal'],
    ['Negative for MDR1 mutation', 'normal/normal'],
    ['MDR1 -/-', 'normal/normal'],
    ['MDR1 wild type', 'normal/normal'],
    ['no MDR1 mutation', 'normal/normal'],
    ['does not carry the MDR1 mutation', 'normal/normal'],
    ['MDR1 homozygous normal', 'normal/normal'],
    ['Ivermectin sensitivity gene: clear', 'normal/normal'],
    ['ABCB1 mutant/normal', 'mutant/normal'],
    ['MDR1 +/-', 'mutant/normal'],
    ['MDR1 N/M', 'mutant/normal'],
    ['MDR1 carrier', 'mutant/normal'],
    ['MDR1 heterozygous', 'mutant/normal'],
    ['MDR1 mutation: one copy', 'mutant/normal'],
    ['MDR1 mutation detected', 'mutant/normal'],
    ['ABCB1 mutant/mutant', 'mutant/mutant'],
    ['MDR1 +/+', 'mutant/mutant'],
    ['mdr1 m/m', 'mutant/mutant'],
    ['MDR1 status: affected', 'mutant/mutant'],
    ['MDR1 mutation detected (2 copies)', 'mutant/mutant'],
    ['MDR1 positive', 'mutant/mutant'],
  ] as const)('%s → %s', (text, status) => {
    expect(genotypeFromText([text])).toBe(status);
  });

  it.each(['MDR1 untested', 'MDR1 test pending', 'kidney disease', 'normal appetite', 'Collie'])(
    'reads nothing from %s',
    (text) => {
      expect(genotypeFromText([text])).toBeNull();
    },
  );

  it('takes the first entry that names the gene with a result', () => {
    expect(genotypeFromText(['arthritis', 'MDR1 clear', 'MDR1 +/+'])).toBe('normal/normal');
  });
});
