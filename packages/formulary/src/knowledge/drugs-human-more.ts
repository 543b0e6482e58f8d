import type { DrugEntry } from './types';

// Human medicines (and their inactive ingredients that harm animals) named by the product records in products/human-*.ts that the older drug tables lack.

// prettier-ignore
export const HUMAN_MORE_DRUGS: readonly DrugEntry[] = [
  // Antihistamines found in cold, allergy and period-pain combinations
  { id: 'pyrilamine', classes: ['antihistamine-sedating'], purposes: ['allergy/itch'], aliases: ['pyrilamine maleate', 'mepyramine', 'mepyramine maleate'] },
  { id: 'brompheniramine', classes: ['antihistamine-sedating'], purposes: ['allergy/itch'], aliases: ['brompheniramine maleate'] },
  { id: 'triprolidine', classes: ['antihistamine-sedating'], purposes: ['allergy/itch'], aliases: ['triprolidine hydrochloride', 'triprolidine hcl'] },
  { id: 'acrivastine', classes: ['antihistamine'], purposes: ['allergy/itch'] },
  { id: 'desloratadine', classes: ['antihistamine'], purposes: ['allergy/itch'], brands: ['Clarinex', 'Aerius', 'Neoclarityn'] },
  // Cough
  { id: 'pholcodine', classes: ['opioid', 'antitussive'], purposes: ['cough'], aliases: ['pholcodine linctus'] },
  // Salicylates other than aspirin
  { id: 'sodium salicylate', classes: ['salicylate', 'human-nsaid'], purposes: ['pain/inflammation', 'urinary'] },
  { id: 'trolamine salicylate', classes: ['salicylate'], purposes: ['pain/inflammation'], aliases: ['triethanolamine salicylate'], route: 'topical' },
  // Rubs, balms and cough drops
  { id: 'camphor', classes: ['essential-oil'], purposes: ['cough', 'pain/inflammation'], aliases: ['camphor synthetic', 'natural camphor'] },
  { id: 'menthol', classes: ['essential-oil'], purposes: ['cough', 'pain/inflammation'], aliases: ['levomenthol', 'l-menthol', 'l menthol'] },
  // Gut
  { id: 'sennosides', classes: ['laxative'], purposes: ['gastrointestinal'], aliases: ['senna', 'sennoside', 'calcium sennosides', 'senna glycosides'], brands: ['Senokot', 'Ex-Lax'] },
  { id: 'sodium alginate', classes: ['mucosal-protectant'], purposes: ['acid reducer', 'gastrointestinal'], aliases: ['alginate', 'alginic acid'] },
  { id: 'magnesium carbonate', classes: ['antacid', 'polyvalent-cation'], purposes: ['acid reducer'], aliases: ['heavy magnesium carbonate'] },
];
