import { r, type DoseRange } from './dose-range-row';

// The fifth exotic pass: dose rows for exotic pairs that still had none (coverage.ts,
// EXOTIC_DRUG_LIST), each from a page read for it (sources-exotic-4.ts). As in the other exotic
// files, a row without a mg/kg figure says how the dose is measured instead, so nothing is judged
// against a guessed limit.

// prettier-ignore
export const EXOTIC_4_DOSE_RANGES: readonly DoseRange[] = [
  // Tortoises and turtles: a UK veterinary information service lists fipronil spray for reptiles in
  // general and excludes only ivermectin for chelonians (that exclusion is a toxic rule already).
  r('fipronil', ['tortoise'], undefined, undefined, 'fipronil spray on the reptile every 7–10 days against mites and ticks, with the enclosure emptied and cleaned (listed for reptiles in general; only ivermectin is excluded for tortoises and turtles); no mg/kg dose', { dosedIn: 'sprays of 0.25% fipronil spray', source: 'provet-reptile-mites' }),
];
