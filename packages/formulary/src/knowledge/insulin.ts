import type { SourceId } from './sources';
import type { Species } from './types';

// Insulin is dosed in units, and the same number of syringe marks means a different dose for a
// U-40 and a U-100 insulin. Veterinary porcine lente (Vetsulin/Caninsulin) and PZI (ProZinc) are
// 40 units/mL; human insulins (NPH, regular, glargine, detemir) are 100 units/mL and Toujeo
// 300 units/mL (labels). Starting doses are about 0.25–0.5 U/kg every 12 hours; doses above about
// 1–1.5 U/kg per injection are unusual and suggest a measuring error or insulin resistance
// (AAHA 2018 Diabetes Management Guidelines).

export interface InsulinProduct {
  /** Normalised words of the typed name that identify the product. */
  words: readonly string[];
  unitsPerMl: number;
  label: string;
  source: SourceId;
}

// prettier-ignore
export const INSULIN_PRODUCTS: readonly InsulinProduct[] = [
  { words: ['vetsulin', 'caninsulin', 'lente', 'porcine'], unitsPerMl: 40, label: 'Vetsulin/Caninsulin (U-40)', source: 'label-vetsulin' },
  { words: ['prozinc', 'pzi', 'protamine'], unitsPerMl: 40, label: 'ProZinc (U-40)', source: 'label-prozinc' },
  { words: ['toujeo'], unitsPerMl: 300, label: 'Toujeo (U-300 glargine)', source: 'aaha-diabetes-2018' },
  { words: ['lantus', 'basaglar', 'semglee', 'glargine', 'levemir', 'detemir', 'humulin', 'novolin', 'nph', 'regular', 'degludec', 'tresiba'], unitsPerMl: 100, label: 'Human insulin (U-100)', source: 'aaha-diabetes-2018' },
];

export interface InsulinLimit {
  species: Species;
  /** Units per kg per injection above which the dose is flagged (Medium); twice this is High. */
  maxUnitsPerKg: number;
  usual: string;
}

export const INSULIN_LIMITS: readonly InsulinLimit[] = [
  {
    species: 'dog',
    maxUnitsPerKg: 1.5,
    usual: 'about 0.25–0.5 U/kg every 12 hours to start, rarely more than 1–1.5 U/kg',
  },
  {
    species: 'cat',
    maxUnitsPerKg: 1,
    usual: '1–2 units per cat (0.25–0.5 U/kg) every 12 hours to start, rarely more than 1 U/kg',
  },
];

export const INSULIN_SOURCE: SourceId = 'aaha-diabetes-2018';
