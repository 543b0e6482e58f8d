import { REPTILES } from './species-groups';
import type { DoseFacts, SpeciesRule } from './types';
import { EXOTIC_4_SPECIES_RULES } from './species-rules-exotic-4';

// Exotic pets: the species chapters of Carpenter’s Exotic Animal Formulary and related references, beyond species-rules-more.ts.
// Gaps filled here: injected penicillins in small rodents, corticosteroids in birds, vitamin A injections in reptiles, albendazole in rabbits, metronidazole in chinchillas, oral calcium EDTA in birds, and the imidacloprid/moxidectin spot-on label's canary warning. Standard exotic treatments (enrofloxacin, trimethoprim-sulfa, meloxicam, selamectin, imidacloprid, fenbendazole in rabbits) get no rule.
// Also sensitivities of some members of a group (breedWords), by route or above a dose: itraconazole in African greys, flunixin, gentamicin and injected doxycycline in birds, ivermectin in finches and budgerigars, doxycycline doses for greys, cockatoos and macaws, allopurinol in hawks, tramadol in chinchillas, topical antibiotics in guinea pigs and hamsters, tylosin, gentamicin and bacitracin in hamsters, and metronidazole above 40 mg/kg in kingsnakes, milk snakes and indigo snakes.

const LOCAL = ['ophthalmic', 'otic', 'topical'] as const;
const ORAL = ['oral', 'transmucosal'] as const;
const noDose = (d: DoseFacts): boolean => d.perDoseMgKg === null && d.perDayMgKg === null;
/** Above this many mg/kg in one dose or in a day. */
const above =
  (mgKg: number) =>
  (d: DoseFacts): boolean =>
    (d.perDoseMgKg ?? 0) > mgKg || (d.perDayMgKg ?? 0) > mgKg;

// Members of a broad species group named in the pet's breed text (whole words).
const AFRICAN_GREYS = [
  'african grey',
  'african greys',
  'african gray',
  'african grays',
  'grey parrot',
  'gray parrot',
  'congo grey',
  'timneh',
];
const FINCHES_BUDGERIGARS = [
  'finch',
  'finches',
  'budgie',
  'budgies',
  'budgerigar',
  'budgerigars',
  'parakeet',
  'parakeets',
];
const HAMSTERS = ['hamster', 'hamsters'];

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
  // Sensitivities within the broad species groups: a rule for some members (by breed words), by
  // route, or above a dose, where the references report harm; the group's usual treatment stays
  // silent (exotic-formulary.test.ts).
  // Birds
  {
    id: 'african-grey-itraconazole',
    match: { drugs: ['itraconazole'] },
    species: ['bird'],
    breedWords: AFRICAN_GREYS,
    risk: 'High',
    outcome: 'caution',
    exceptRoutes: [...LOCAL, 'inhaled'],
    when: above(5),
    description:
      'African grey parrots are very sensitive to itraconazole: toxicosis (mostly loss of appetite and dullness) has occurred at the higher doses used in other parrots, and the dose for greys should not go above 5 mg/kg once a day.',
    recommendation:
      'Ask your avian vet to keep an African grey at 5 mg/kg once daily or less, or to use voriconazole or terbinafine, and report any drop in appetite.',
    source: 'avian-antifungals',
  },
  {
    id: 'african-grey-itraconazole-no-dose',
    match: { drugs: ['itraconazole'] },
    species: ['bird'],
    breedWords: AFRICAN_GREYS,
    risk: 'Low',
    outcome: 'caution',
    exceptRoutes: [...LOCAL, 'inhaled'],
    when: noDose,
    description:
      'African grey parrots are more sensitive to itraconazole than other parrots; their dose should not go above 5 mg/kg once a day.',
    recommendation:
      'Check with your avian vet that the dose is worked out for an African grey, and report any drop in appetite or dullness.',
    source: 'avian-antifungals',
  },
  {
    id: 'bird-flunixin',
    match: { drugs: ['flunixin'] },
    species: ['bird'],
    risk: 'High',
    outcome: 'caution',
    exceptRoutes: ['ophthalmic'],
    description:
      'Flunixin damages bird kidneys: low doses for a week injured the kidneys of bobwhite quail, a Siberian crane developed kidney damage and gout and died, and chickens died at 2.5 mg/kg a day for 4 days.',
    recommendation:
      'Ask your avian vet about meloxicam, the usual pain reliever for birds, and keep the bird well hydrated.',
    source: 'flunixin-birds',
  },
  {
    id: 'bird-gentamicin',
    match: { drugs: ['gentamicin'] },
    species: ['bird'],
    risk: 'Medium',
    outcome: 'caution',
    exceptRoutes: [...LOCAL, 'inhaled'],
    description:
      'Injected gentamicin damages bird kidneys and can stop breathing: in red-tailed hawks both 10 and 20 mg/kg twice a day were toxic and every bird on 20 mg/kg died; amikacin is the least kidney-toxic aminoglycoside for birds.',
    recommendation:
      'Ask your avian vet whether amikacin or another antibiotic would do, and keep the bird well hydrated during treatment.',
    source: 'gentamicin-hawks',
  },
  {
    id: 'small-bird-ivermectin',
    match: { drugs: ['ivermectin'] },
    species: ['bird'],
    breedWords: FINCHES_BUDGERIGARS,
    risk: 'Medium',
    outcome: 'caution',
    exceptRoutes: ['ophthalmic', 'otic'],
    description:
      'Finches and budgerigars have had toxic reactions to ivermectin injected or dripped on the skin, a Nanday parakeet died after a standard 0.2 mg/kg injection, and the propylene glycol used to dilute it has itself poisoned birds.',
    recommendation:
      'Use ivermectin in a small bird only at an avian vet’s dose, measured for its weight, and watch for wobbliness or fluffed-up dullness afterwards.',
    source: 'ivermectin-small-birds',
  },
  {
    id: 'bird-injected-doxycycline',
    match: { drugs: ['doxycycline'] },
    species: ['bird'],
    routes: ['injectable'],
    risk: 'Low',
    outcome: 'caution',
    description:
      'Doxycycline injections often damage the muscle of birds where they are given, and in cockatiels they gave lower blood levels than doxycycline in the water or seed.',
    recommendation:
      'Ask your avian vet whether doxycycline by mouth or in the drinking water would do; if injected, watch the injection site.',
    source: 'doxycycline-injection-birds',
  },
  {
    id: 'grey-cockatoo-macaw-doxycycline',
    match: { drugs: ['doxycycline'] },
    species: ['bird'],
    breedWords: [...AFRICAN_GREYS, 'cockatoo', 'cockatoos', 'macaw', 'macaws'],
    risk: 'Low',
    outcome: 'caution',
    routes: ORAL,
    when: above(30),
    description:
      'The psittacosis treatment guidelines give African grey parrots, cockatoos and macaws a lower oral doxycycline dose (25 mg/kg once daily; 25–30 mg/kg to start in cockatoos and macaws) than cockatiels and Amazons (40–50 mg/kg); this dose is above it.',
    recommendation:
      'Check the dose with your avian vet for this species, and report vomiting, regurgitation or loss of appetite.',
    source: 'nasphv-psittacosis',
  },
  {
    id: 'hawk-allopurinol',
    match: { drugs: ['allopurinol'] },
    species: ['bird'],
    breedWords: ['hawk', 'hawks', 'red-tailed hawk', 'buteo'],
    risk: 'Medium',
    outcome: 'caution',
    when: (d) => d.perDoseMgKg === null || d.perDoseMgKg > 25,
    description:
      'In red-tailed hawks allopurinol at 50 mg/kg a day raised blood uric acid instead of lowering it, harmed the kidneys and made most birds vomit; about half that dose is thought to be the safe maximum.',
    recommendation:
      'Ask your avian vet to keep a hawk’s allopurinol dose low (about 25 mg/kg or less) and to check its uric acid.',
    source: 'allopurinol-hawks',
  },
  // Small rodents and guinea pigs: topical antibiotics are licked off; hamsters are the most sensitive
  {
    id: 'guinea-pig-topical-antibiotics',
    match: {
      classes: ['lincosamide', 'penicillin', 'cephalosporin'],
      drugs: ['bacitracin', 'erythromycin'],
    },
    species: ['guinea-pig'],
    risk: 'Medium',
    outcome: 'caution',
    routes: ['topical'],
    description:
      'Guinea pigs lick their skin and swallow what is put on it; this antibiotic is one of those that upset their gut bacteria and can cause fatal diarrhoea (silver sulfadiazine and chlorhexidine are the skin treatments considered safe if swallowed).',
    recommendation:
      'Ask your vet for a guinea-pig-safe skin treatment, clip the fur and use the smallest amount, and watch the droppings.',
    source: 'vetpedia-guinea-pig-antibiotics',
  },
  {
    id: 'hamster-antibiotics',
    match: { drugs: ['tylosin', 'gentamicin', 'bacitracin'] },
    species: ['small-rodent'],
    breedWords: HAMSTERS,
    risk: 'High',
    outcome: 'caution',
    exceptRoutes: ['ophthalmic', 'otic'],
    description:
      'Hamsters are extremely sensitive to antibiotics: tylosin, gentamicin and bacitracin (including ointments licked off the skin) are among those that most often cause fatal Clostridium diarrhoea within 4–10 days.',
    recommendation:
      'Ask an exotics vet for a hamster-safe antibiotic such as enrofloxacin or trimethoprim-sulfa, and stop and call them at any diarrhoea.',
    source: 'vetpedia-hamster-antibiotics',
  },
  {
    id: 'hamster-topical-antibiotics',
    match: {
      classes: ['lincosamide', 'penicillin', 'cephalosporin'],
      drugs: ['erythromycin'],
    },
    species: ['small-rodent'],
    breedWords: HAMSTERS,
    risk: 'Medium',
    outcome: 'caution',
    routes: ['topical'],
    description:
      'Hamsters groom off and swallow what is put on their skin, and this antibiotic is one of those that cause fatal Clostridium diarrhoea in hamsters.',
    recommendation:
      'Ask an exotics vet for a hamster-safe skin treatment and use the smallest amount; call them at any diarrhoea.',
    source: 'vetpedia-hamster-antibiotics',
  },
  // Reptiles
  {
    id: 'reptile-pyrethrins',
    match: { drugs: ['permethrin', 'pyrethrins'] },
    species: REPTILES,
    risk: 'Medium',
    outcome: 'caution',
    description:
      'Pyrethrins and permethrin kill reptiles at low doses: deaths have followed their use on snakes and lizards, and a pyrethrin spray was even tested as a way to kill invasive snakes.',
    recommendation:
      'Use only a mite product made for reptiles at its label strength, avoid spraying the animal if you can, ventilate the enclosure well and ask a reptile vet first.',
    source: 'pyrethrins-reptiles',
  },
  // Snakes
  {
    id: 'colubrid-metronidazole',
    match: { drugs: ['metronidazole'] },
    species: ['snake'],
    breedWords: [
      'king snake',
      'kingsnake',
      'kingsnakes',
      'milk snake',
      'milksnake',
      'milksnakes',
      'indigo snake',
      'indigo',
      'uracoan',
    ],
    risk: 'High',
    outcome: 'caution',
    exceptRoutes: LOCAL,
    when: (d) => (d.perDoseMgKg ?? 0) > 40,
    description:
      'Kingsnakes, milk snakes, indigo snakes and Uracoan rattlesnakes have died from metronidazole at the 100 mg/kg used in other snakes; 40 mg/kg is their dose.',
    recommendation:
      'Do not give this dose; ask your reptile vet for a dose of 40 mg/kg or less for this species.',
    source: 'reptile-metronidazole',
  },
  {
    id: 'chinchilla-tramadol',
    match: { drugs: ['tramadol'] },
    species: ['small-rodent'],
    breedWords: ['chinchilla', 'chinchillas'],
    risk: 'Medium',
    outcome: 'caution',
    exceptRoutes: LOCAL,
    when: (d) => d.perDoseMgKg === null || d.perDoseMgKg >= 20,
    description:
      'In chinchillas tramadol gave no measurable pain relief at 10–40 mg/kg, cut food intake and droppings at 20–40 mg/kg and caused tremors and twitching at 60 mg/kg; it is not recommended as a chinchilla pain reliever (rats and mice are another matter).',
    recommendation:
      'Ask your exotics vet for another pain reliever (meloxicam or buprenorphine are used in chinchillas), and weigh the food eaten and droppings each day.',
    source: 'tramadol-chinchillas',
  },
  // Fifth exotic pass (species-rules-exotic-4.ts).
  ...EXOTIC_4_SPECIES_RULES,
];
