import { REPTILES } from './species-groups';
import type { SpeciesRule } from './types';

// Exotic pets: the species chapters of Carpenter’s Exotic Animal Formulary and related references, beyond species-rules-more.ts.
// Gaps filled here: injected penicillins in small rodents, corticosteroids in birds, vitamin A injections in reptiles, albendazole in rabbits, metronidazole in chinchillas, oral calcium EDTA in birds, and the imidacloprid/moxidectin spot-on label's canary warning. Standard exotic treatments (enrofloxacin, trimethoprim-sulfa, meloxicam, selamectin, imidacloprid, fenbendazole in rabbits) get no rule.

const LOCAL = ['ophthalmic', 'otic', 'topical'] as const;

export const EXOTIC_SPECIES_RULES: readonly SpeciesRule[] = [
  {
    id: 'small-rodent-injected-penicillins',
    match: { classes: ['penicillin'] },
    species: ['small-rodent'],
    risk: 'High',
    outcome: 'caution',
    routes: ['injectable'],
    description:
      'Even by injection, penicillins can upset the gut bacteria of hamsters, gerbils, chinchillas and degus and cause fatal diarrhoea (hamsters are the most sensitive).',
    recommendation:
      'Use an injected penicillin only if an exotics vet chose it for this species, and watch appetite and droppings closely.',
    source: 'quesenberry-exotics',
  },
  {
    id: 'bird-corticosteroids',
    match: { classes: ['corticosteroid'] },
    species: ['bird'],
    risk: 'Medium',
    outcome: 'caution',
    exceptRoutes: [...LOCAL, 'inhaled'],
    description:
      'Birds are very sensitive to the immune-suppressing effect of corticosteroids: even short courses can let aspergillosis and other infections take hold.',
    recommendation:
      'Give a steroid to a bird only if an avian vet prescribed it, at their dose, and report any breathing change.',
    source: 'carpenter-exotics',
  },
  {
    id: 'reptile-vitamin-a',
    match: { drugs: ['vitamin a'] },
    species: REPTILES,
    risk: 'Medium',
    outcome: 'caution',
    exceptRoutes: LOCAL,
    description:
      'Too much vitamin A, usually from injections or repeated supplements, poisons reptiles (tortoises and turtles especially): the skin blisters and sloughs and the animal can die.',
    recommendation:
      'Give vitamin A only at a reptile vet’s dose after a diagnosed deficiency; most reptiles on a proper diet need none.',
    source: 'carpenter-reptiles',
  },
  {
    id: 'rabbit-albendazole',
    match: { drugs: ['albendazole'] },
    species: ['rabbit'],
    risk: 'Medium',
    outcome: 'caution',
    description:
      'Benzimidazole wormers such as albendazole have killed rabbits through bone-marrow failure and damage to the gut lining.',
    recommendation:
      'Ask your vet about fenbendazole (Panacur Rabbit), the licensed rabbit treatment for E. cuniculi, and report any loss of appetite or bleeding.',
    source: 'benzimidazole-rabbits',
  },
  {
    id: 'chinchilla-metronidazole',
    match: { drugs: ['metronidazole'] },
    species: ['small-rodent'],
    risk: 'Low',
    outcome: 'caution',
    exceptRoutes: LOCAL,
    when: (d) => (d.perDoseMgKg ?? 0) >= 20,
    description:
      'At 20 mg/kg twice daily metronidazole roughly halves the food intake of chinchillas (less so at 10 mg/kg); rats and other small rodents are given it routinely.',
    recommendation:
      'If this is a chinchilla or degu, ask your vet whether a lower dose will do and weigh the food eaten each day.',
    source: 'metronidazole-chinchillas',
  },
  {
    id: 'bird-oral-calcium-edta',
    match: { drugs: ['edetate calcium disodium'] },
    species: ['bird'],
    risk: 'Medium',
    outcome: 'caution',
    routes: ['oral', 'transmucosal'],
    description:
      'Calcium EDTA works only by injection; given by mouth it increases the absorption of lead and zinc from the gut.',
    recommendation:
      'Have your avian vet give calcium EDTA by injection for lead or zinc poisoning.',
    source: 'poultry-calcium-edta',
  },
  {
    id: 'imidacloprid-moxidectin-canaries',
    match: {
      products: ['imidacloprid/moxidectin'],
      records: ['advocate-dog', 'advocate-cat', 'advantage-multi-dog', 'advantage-multi-cat'],
    },
    species: ['bird'],
    risk: 'Medium',
    outcome: 'caution',
    description:
      'The imidacloprid/moxidectin spot-on (Advocate, Advantage Multi) is made for cats, dogs and ferrets; its label says not to use it on canaries.',
    recommendation: 'Ask an avian vet for a parasite treatment dosed for your bird.',
    source: 'label-advocate-cat-ferret',
  },
];
