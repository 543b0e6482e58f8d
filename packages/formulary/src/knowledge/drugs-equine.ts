import type { DrugEntry } from './types';

// Ingredients of equine products (products/equine.ts) and feed additives that the older drug tables lack.

// prettier-ignore
export const EQUINE_DRUGS: readonly DrugEntry[] = [
  // Pain and inflammation
  { id: 'suxibuzone', classes: ['nsaid'], purposes: ['pain/inflammation'], aliases: ['suxibuzone granules'] },
  // Hormones, respiratory and joint drugs used in horses
  { id: 'pergolide', classes: ['dopamine-agonist'], purposes: ['adrenal'], aliases: ['pergolide mesylate', 'pergolide mesilate'], brands: ['Permax'] },
  { id: 'altrenogest', classes: ['progestin'], purposes: ['reproductive'], brands: ['Altresyn'] },
  { id: 'clenbuterol', classes: ['beta2-agonist'], purposes: ['respiratory'], aliases: ['clenbuterol hydrochloride', 'clenbuterol hcl'], brands: ['Ventipulmin'] },
  { id: 'ciclesonide', classes: ['corticosteroid'], purposes: ['respiratory'], route: 'inhaled' },
  { id: 'hyaluronate sodium', classes: ['joint-protectant'], purposes: ['joint support'], aliases: ['sodium hyaluronate', 'hyaluronic acid', 'hyaluronan'] },
  { id: 'clodronate', classes: ['bisphosphonate'], purposes: ['joint support'], aliases: ['clodronate disodium', 'clodronic acid'] },
  { id: 'tiludronate', classes: ['bisphosphonate'], purposes: ['joint support'], aliases: ['tiludronate disodium', 'tiludronic acid'] },
  { id: 'isoxsuprine', classes: ['vasodilator'], purposes: ['pain/inflammation'], aliases: ['isoxsuprine hydrochloride', 'isoxsuprine hcl'], brands: ['Vasodilan'] },
  // Antiprotozoals for equine protozoal myeloencephalitis
  { id: 'diclazuril', classes: ['antiprotozoal'], purposes: ['antiprotozoal'], brands: ['Vecoxan', 'Clinacox'] },
  // Ionophore feed additives for cattle and poultry (deadly to horses)
  { id: 'narasin', classes: ['ionophore'], purposes: ['antiprotozoal'], brands: ['Monteban', 'Skycis'] },
  { id: 'maduramicin', classes: ['ionophore'], purposes: ['antiprotozoal'], aliases: ['maduramicin ammonium'], brands: ['Cygro'] },
  // Human antipsychotic given to horses as a long-acting calmer
  { id: 'fluphenazine', classes: ['phenothiazine'], purposes: ['anxiety/behaviour'], aliases: ['fluphenazine decanoate'], brands: ['Modecate', 'Prolixin'] },
];
