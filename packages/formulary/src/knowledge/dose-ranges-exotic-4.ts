import { r, type DoseRange } from './dose-range-row';

// The fifth exotic pass: dose rows for exotic pairs that still had none (coverage.ts,
// EXOTIC_DRUG_LIST), each from a page read for it (sources-exotic-4.ts). As in the other exotic
// files, a row without a mg/kg figure says how the dose is measured instead, so nothing is judged
// against a guessed limit.

// prettier-ignore
export const EXOTIC_4_DOSE_RANGES: readonly DoseRange[] = [
  // Tortoises and turtles: a UK veterinary information service lists fipronil spray for reptiles in
  // general and excludes only ivermectin for chelonians (that exclusion is a toxic rule already).
  // Rabbits: the Vetstream Lapis insecticide-toxicity page names a permethrin product licensed for
  // rabbits and puts pyrethrin poisoning mostly down to inhaled exposure, so both are rows without
  // a mg/kg limit (the page gives only a dermal LD50 above 2,000 mg/kg, no working dose).
  r('permethrin', ['rabbit'], undefined, undefined, 'licensed for external parasites in rabbits as Xenex, used as its label directs; rabbits groom off and swallow what is on the coat, and small rabbits are easily overdosed even with the licensed product; no mg/kg dose', { dosedIn: 'applications of a permethrin product licensed for rabbits', source: 'lapis-insecticide-toxicity' }),
  r('pyrethrins', ['rabbit'], undefined, undefined, 'pyrethrins are poorly absorbed through gut and skin and rabbit poisonings usually follow inhaled exposure (sprays, foggers); a small rabbit can still be overdosed by a product on its coat that it grooms off; no mg/kg dose', { dosedIn: 'applications of a pyrethrin product', source: 'lapis-insecticide-toxicity' }),
  // Snakes: a veterinary drug guide gives one allopurinol range for reptile gout (lizard and
  // chelonian rows come from their own studies); WikiVet adds that in snakes it seems of little use.
  r('allopurinol', ['snake'], 50, 50, 'reptile gout: 20–25 mg/kg by mouth once daily, up to 50 mg/kg when needed, with fluids and the diet corrected (WikiVet: of little use once a snake has gout)', { source: 'vet-ebooks-allopurinol' }),
  r('fipronil', ['tortoise'], undefined, undefined, 'fipronil spray on the reptile every 7–10 days against mites and ticks, with the enclosure emptied and cleaned (listed for reptiles in general; only ivermectin is excluded for tortoises and turtles); no mg/kg dose', { dosedIn: 'sprays of 0.25% fipronil spray', source: 'provet-reptile-mites' }),
];
