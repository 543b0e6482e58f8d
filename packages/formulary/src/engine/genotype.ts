import type { Mdr1Status } from '@pawrx/contracts/enums';
import { GENE_WORDS, GENOTYPE_PATTERNS, NO_RESULT } from '../knowledge/genotype-words';

// The MDR1 genotype an owner wrote down ('MDR1 normal/normal', 'ABCB1 +/-', 'MDR1 clear'), read
// from the profile's free text; null when no entry names the gene with a result. A dog tested
// normal is then judged as normal whatever its breed, and a tested-mutant mix as affected.

export function genotypeFromText(texts: readonly string[]): Mdr1Status | null {
  for (const text of texts) {
    const gene = GENE_WORDS.map((re) => re.exec(text)).find((m) => m !== null);
    if (!gene) continue;
    // The result is read around the gene word, never from the gene's own digits ('MDR1').
    const rest = `${text.slice(0, gene.index)} ${text.slice(gene.index + gene[0].length)}`;
    if (NO_RESULT.test(rest)) continue;
    for (const [pattern, status] of GENOTYPE_PATTERNS) if (pattern.test(rest)) return status;
  }
  return null;
}
