import { r, type DoseRange } from './dose-range-row';
import type { Route } from './types';

// Behaviour, anxiety and seizure drugs and calming supplements for dogs and cats beyond
// dose-ranges.ts. Per-animal supplement doses are worked to mg/kg as `usual` says, with a wider
// tolerance where the smallest chewable or capsule gives small pets more per kg.

const D = ['dog'] as const;
const C = ['cat'] as const;
const DC = ['dog', 'cat'] as const;
const INJ: readonly Route[] = ['injectable'];

// prettier-ignore
export const NEURO_DOSE_RANGES: readonly DoseRange[] = [
  r('topiramate', D, 10, 30, '5–10 mg/kg every 8–12 hours'),
  r('clorazepate', D, 1, 3, '0.5–1 mg/kg every 8–12 hours, or before a trigger', { tolerance: 1.5 }),
  r('clonidine', D, 0.05, 0.1, '0.01–0.05 mg/kg 1.5–2 hours before a trigger, up to twice daily'),
  r('sertraline', D, 3, 3, '1–3 mg/kg a day, once or divided twice daily'),
  r('paroxetine', D, 2, 2, '0.5–2 mg/kg once daily'),
  r('paroxetine', C, 1, 1, '0.5–1 mg/kg once daily'),
  r('methocarbamol', DC, 220, 330, '44 mg/kg intravenously for moderate signs, 55–220 mg/kg to effect for severe tremors (permethrin, strychnine), at most 330 mg/kg a day', { routes: INJ, source: 'label-robaxin' }),
  r('methocarbamol', C, 45, 135, '15–45 mg/kg by mouth every 8–12 hours (132 mg/kg a day on the first day)', { source: 'label-robaxin' }),
  // Calming supplements and pheromones
  r('alpha-casozepine', DC, 15, 15, '15 mg/kg once daily; one 75 mg capsule for cats and dogs up to 5 kg gives small pets more per kg', { tolerance: 2.5, source: 'label-zylkene' }),
  r('l-theanine', DC, 6.25, 12.5, '25 mg per cat or small dog (50 mg for 10–25 kg, 100 mg over 25 kg) twice daily (6.25 mg/kg for a 4 kg cat)', { tolerance: 2.5, source: 'label-anxitane' }),
  // ASPCA APCC (aspca-calming-aids): melatonin overdoses give vomiting, sleepiness and lethargy and
  // are not expected to be severe, so a dose over the maximum is a caution, never High.
  r('melatonin', D, 0.75, 2.25, '1–1.5 mg for small dogs, 3 mg for medium dogs, 3–6 mg for large dogs, every 8–12 hours (0.75 mg/kg for a 2 kg dog on 1.5 mg)', { highFrom: Infinity }),
  r('dog appeasing pheromone', DC, undefined, undefined, 'A diffuser, collar or spray.', { notUsed: 'Given as a diffuser, collar or spray in the air; it is not swallowed and has no dose by mouth.' }),
];
