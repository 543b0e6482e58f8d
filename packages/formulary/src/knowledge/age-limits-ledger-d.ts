import type { AgeLimit } from './age-limits';

// Label minimum ages read in the ledger-d pass of the label ledger (decision 042; issue 22).
// Spread into AGE_LIMITS; same units (months, kg) and risks as age-limits.ts.

const WEEKS = (w: number): number => (w * 12) / 52;

export const LEDGER_D_AGE_LIMITS: readonly AgeLimit[] = [
  {
    // The Swiss Rilexine 75 SPC (dogs and cats) lists kittens under 10 weeks among its
    // contraindications, and the German Cefaseptin 75 leaflet says it must not be used in them:
    // stricter than the 9 weeks of cephalexin-kitten-9-weeks (Therios). Neither names a harm (a
    // tablet too large to dose a small kitten, not a toxicity), and vets give cefalexin liquids
    // to younger kittens, so Medium, as the 9-week row: decision 042's "do not use, no harm
    // described". Their "under 1 kg" is a weight the engine's dose finding already covers (no
    // row, as for Vetoryl).
    id: 'cephalexin-kitten-10-weeks',
    species: ['cat'],
    match: { only: ['cephalexin'] },
    label: 'cefalexin tablets for dogs and cats (Rilexine, Cefaseptin)',
    minMonths: WEEKS(10),
    risk: 'Medium',
    why: 'cefalexin tablet labels for dogs and cats say not to use them in kittens under 10 weeks',
    source: 'spc-rilexine-75-ch',
  },
];
