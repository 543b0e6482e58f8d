import type { ConditionId } from './condition-terms';

// Misspellings owners type in a pet's condition list, added to the phrases of
// condition-terms.ts. Only spellings that can mean nothing else: a typo that is also a word
// ('seizers' is, but not in a pet's conditions) or another condition's name stays out.

export const CONDITION_MISSPELLINGS: Partial<Record<ConditionId, readonly string[]>> = {
  kidney: ['kidny disease', 'kidney desease', 'kidney diease', 'kidny failure', 'renal desease'],
  liver: ['hepititis', 'hepatitus', 'liver desease'],
  pancreatitis: ['pancreatitus', 'pancretitis', 'pancreatits', 'pancratitis'],
  ibd: ['colitus'],
  diabetes: ['diabetis', 'diabeties', 'diabetees', 'diabetis mellitus'],
  asthma: ['asthama', 'azthma', 'athsma', 'asthma attacks'],
  epilepsy: ['epilepsey', 'epilepsie', 'siezures', 'siezure', 'seziures', 'seizers', 'seizues'],
  'heart-disease': ['heart murmer', 'heart mummer', 'heart murmor', 'murmer', 'heart desease'],
  hyperthyroidism: ['hyperthyrodism', 'hyperthyriodism', 'hyperthyroidisim'],
  hypothyroidism: ['hypothyroidisim', 'hypothyriodism', 'hypothyrodism', 'hypothyroidsm'],
  addisons: ['addisions', 'addisons desease'],
  glaucoma: ['glacoma', 'gloucoma', 'glucoma'],
  neoplasia: ['tumer', 'lymphomia'],
  pregnancy: ['pregant', 'pregnet', 'pregnat', 'pragnant', 'preggers'],
  lactation: ['lactacting', 'lacating', 'lactaing'],
  laminitis: ['laminitus', 'lamanitis', 'laminites'],
  'heartworm-disease': ['heartworm possitive', 'heartworm postive', 'heartworm positve'],
};
