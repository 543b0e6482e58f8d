import type { ProductRecord } from './product-record';

// Flea, tick, heartworm and worm products labelled for dogs (US FDA and EPA, UK and EU). Source: each product’s label or SPC.

// prettier-ignore
export const DOG_PARASITICIDES: readonly ProductRecord[] = [
  {
    id: 'nexgard', name: 'NexGard', aliases: ['NexGard chewables', 'Nexgard chewable'], markets: ['US', 'UK', 'EU', 'CA', 'AU'], audience: 'veterinary', unit: 'chew', route: 'oral',
    bands: [
      { kg: [1.8, 4.5], actives: [{ drug: 'afoxolaner', mg: 11.3 }], names: ['orange', '11 mg'] },
      { kg: [4.6, 10.9], actives: [{ drug: 'afoxolaner', mg: 28.3 }], names: ['blue', '28 mg'] },
      { kg: [10.9, 27.2], actives: [{ drug: 'afoxolaner', mg: 68 }], names: ['purple'] },
      { kg: [27.3, 54.9], actives: [{ drug: 'afoxolaner', mg: 136 }], names: ['red'] },
    ],
    label: { species: ['dog'], minAgeWeeks: 8, minKg: 1.8, minKind: 'precaution', statements: [
      { when: { condition: 'epilepsy' }, kind: 'precaution', risk: 'Medium', text: 'The NexGard label asks for care in dogs with a history of seizures: afoxolaner has been linked to tremors, unsteadiness and seizures.' },
      { when: { condition: 'pregnancy' }, kind: 'precaution', risk: 'Low', text: 'The NexGard label says its safety has not been evaluated in pregnant, breeding or nursing dogs.' },
    ] },
    source: 'label-nexgard', ref: 'FDA NADA 141-406',
  },
];
