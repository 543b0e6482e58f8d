import { EVERY_SPECIES, REPTILES, speciesExcept } from './species-groups';
import type { DoseFacts, SpeciesRule } from './types';
import { PRODUCTS_3_SPECIES_RULES } from './species-rules-products-3';

// Known medicine dangers of the exotic species added in issue 10 (guinea pigs, small rodents,
// ferrets, tortoises and turtles, lizards, snakes) and of horses. Same shape and meaning as
// species-toxicity-rules.ts: 'toxic' rows go to the red list, 'caution' rows are findings.

const ORAL = ['oral', 'transmucosal'] as const;
/** Eye, ear and skin products stay on the surface; the gut-flora dangers need a systemic dose. */
const LOCAL = ['ophthalmic', 'otic', 'topical'] as const;
const hasDose = (d: DoseFacts): boolean => d.perDoseMgKg !== null || d.perDayMgKg !== null;

export const MORE_SPECIES_RULES: readonly SpeciesRule[] = [
  ...PRODUCTS_3_SPECIES_RULES,
  // Guinea pigs and small rodents: antibiotic-associated enterotoxaemia (hindgut fermenters)
  {
    id: 'guinea-pig-penicillins',
    match: { classes: ['penicillin'] },
    species: ['guinea-pig'],
    risk: 'Critical',
    outcome: 'toxic',
    exceptRoutes: LOCAL,
    description:
      'Penicillins (amoxicillin, ampicillin, amoxicillin-clavulanate, penicillin G) kill the gut bacteria a guinea pig depends on and let toxin-producing Clostridium take over; fatal diarrhoea follows within days, even after an injection.',
    recommendation:
      'Never give a penicillin to a guinea pig. Ask an exotics vet for a guinea-pig-safe antibiotic such as enrofloxacin or trimethoprim-sulfa.',
    source: 'quesenberry-exotics',
  },
  {
    id: 'small-rodent-oral-penicillins',
    match: { classes: ['penicillin'] },
    species: ['small-rodent'],
    risk: 'High',
    outcome: 'toxic',
    routes: ORAL,
    description:
      'Penicillins by mouth upset the gut bacteria of hamsters, gerbils, chinchillas and degus and can cause fatal antibiotic-associated diarrhoea (hamsters are the most sensitive).',
    recommendation:
      'Do not give an oral penicillin to a small rodent; ask an exotics vet for a rodent-safe antibiotic.',
    source: 'quesenberry-exotics',
  },
  {
    id: 'hindgut-lincosamides',
    match: { classes: ['lincosamide'] },
    species: ['guinea-pig', 'small-rodent'],
    risk: 'Critical',
    outcome: 'toxic',
    exceptRoutes: LOCAL,
    description:
      'Clindamycin and lincomycin cause fatal Clostridium enterotoxaemia in guinea pigs, hamsters and other small herbivorous rodents, by mouth or by injection.',
    recommendation:
      'Never give clindamycin or lincomycin to this pet; ask an exotics vet for a safe antibiotic.',
    source: 'quesenberry-exotics',
  },
  {
    id: 'hindgut-oral-cephalosporins-erythromycin',
    match: { classes: ['cephalosporin'], drugs: ['erythromycin', 'tilmicosin'] },
    species: ['guinea-pig', 'small-rodent'],
    risk: 'High',
    outcome: 'toxic',
    routes: ORAL,
    description:
      'Oral cephalosporins (such as cephalexin) and erythromycin disrupt the gut flora of guinea pigs and small rodents and can cause fatal diarrhoea.',
    recommendation:
      'Do not give it by mouth; ask an exotics vet for a guinea-pig- or rodent-safe antibiotic.',
    source: 'carpenter-exotics',
  },
  {
    id: 'hindgut-streptomycin',
    match: { drugs: ['streptomycin', 'dihydrostreptomycin'] },
    species: ['guinea-pig', 'small-rodent'],
    risk: 'High',
    outcome: 'toxic',
    exceptRoutes: LOCAL,
    description:
      'Streptomycin and dihydrostreptomycin (in penicillin-streptomycin injections) are directly toxic to guinea pigs, gerbils, hamsters and mice (paralysis, death) besides upsetting their gut flora.',
    recommendation: 'Do not use it in this pet; ask an exotics vet for another antibiotic.',
    source: 'carpenter-exotics',
  },
  // Ferrets
  {
    id: 'acetaminophen-ferret',
    match: { drugs: ['acetaminophen'] },
    species: ['ferret'],
    risk: 'Critical',
    outcome: 'toxic',
    description:
      'Ferrets, like cats, clear acetaminophen (paracetamol) very poorly; small amounts damage red blood cells and the liver and can be fatal.',
    recommendation:
      'Never give acetaminophen to a ferret. If any was swallowed, call your vet or an animal poison line now.',
    source: 'quesenberry-exotics',
  },
  // Tortoises and turtles (chelonians), lizards and snakes
  {
    id: 'ivermectin-chelonian',
    match: { drugs: ['ivermectin'] },
    species: ['tortoise'],
    risk: 'Critical',
    outcome: 'toxic',
    exceptRoutes: ['ophthalmic', 'otic'],
    description:
      'Ivermectin crosses into the nervous system of tortoises and turtles and causes paralysis, coma and death, even at doses safe for lizards and snakes.',
    recommendation:
      'Never use ivermectin on a tortoise or turtle. Ask a reptile vet for a chelonian-safe wormer (e.g. fenbendazole).',
    source: 'ivermectin-chelonians',
  },
  {
    id: 'other-avermectins-chelonian',
    match: { classes: ['macrocyclic-lactone'], except: ['ivermectin'] },
    species: ['tortoise'],
    risk: 'High',
    outcome: 'caution',
    exceptRoutes: ['ophthalmic', 'otic'],
    description:
      'This wormer belongs to the same family as ivermectin, which paralyses and kills tortoises and turtles; it has no established safe chelonian dose.',
    recommendation: 'Do not use it unless a reptile vet chose it for your chelonian.',
    source: 'carpenter-reptiles',
  },
  {
    id: 'ivermectin-lizard-snake',
    match: { drugs: ['ivermectin'] },
    species: ['lizard', 'snake'],
    risk: 'Medium',
    outcome: 'caution',
    exceptRoutes: ['ophthalmic', 'otic'],
    description:
      'Ivermectin is used in many lizards and snakes at a reptile dose, but skinks, indigo snakes and some others have died from it.',
    recommendation: 'Use it only at the dose a reptile vet set for your pet’s species.',
    source: 'carpenter-reptiles',
  },
  {
    id: 'reptile-aminoglycosides',
    match: { classes: ['aminoglycoside'] },
    species: REPTILES,
    exceptRoutes: ['ophthalmic', 'otic', 'topical'],
    risk: 'Medium',
    outcome: 'caution',
    description:
      'Injected aminoglycosides (gentamicin, amikacin) can damage a reptile’s kidneys, especially when it is dehydrated or kept too cool.',
    recommendation:
      'Give it only on a reptile vet’s schedule, with fluids and the right temperature.',
    source: 'carpenter-reptiles',
  },
  // Horses
  {
    id: 'horse-lincosamides',
    match: { classes: ['lincosamide'] },
    species: ['horse'],
    risk: 'Critical',
    outcome: 'toxic',
    exceptRoutes: LOCAL,
    description:
      'Lincomycin and clindamycin cause severe, often fatal colitis in horses, even from a small amount of medicated feed.',
    recommendation:
      'Never give clindamycin or lincomycin to a horse; call your vet if any was eaten.',
    source: 'merck-equine-colitis',
  },
  {
    id: 'tilmicosin-horse',
    match: { drugs: ['tilmicosin'] },
    species: ['horse'],
    risk: 'Critical',
    outcome: 'toxic',
    description: 'An injection of tilmicosin (a cattle antibiotic) may be fatal to a horse.',
    recommendation: 'Do not use tilmicosin in a horse.',
    source: 'label-micotil',
  },
  {
    id: 'horse-macrolides',
    match: { classes: ['macrolide'], except: ['tilmicosin', 'tylosin'] },
    species: ['horse'],
    risk: 'High',
    outcome: 'caution',
    exceptRoutes: LOCAL,
    // Foals with Rhodococcus pneumonia get macrolides routinely; the colitis danger is in grown horses.
    ages: { fromYears: 1 },
    description:
      'Macrolides (erythromycin, azithromycin, clarithromycin) are given to foals, but in adult horses they can trigger severe, sometimes fatal colitis.',
    recommendation:
      'Use only as your vet prescribed for this horse, and call the vet at any diarrhoea or dullness.',
    source: 'merck-equine-colitis',
  },
  {
    id: 'ionophores-horse',
    match: { classes: ['ionophore'] },
    species: ['horse'],
    risk: 'Critical',
    outcome: 'toxic',
    description:
      'Ionophore feed additives for cattle and poultry (monensin/Rumensin, lasalocid, salinomycin) destroy heart muscle in horses; a few mouthfuls of medicated feed can kill.',
    recommendation: 'If a horse ate cattle or poultry feed with an ionophore, call your vet now.',
    source: 'merck-ionophores',
  },
  {
    id: 'ionophores-dog',
    match: { classes: ['ionophore'] },
    species: ['dog'],
    risk: 'High',
    outcome: 'toxic',
    description:
      'Dogs are highly sensitive to ionophores such as monensin: they cause muscle and heart damage and paralysis.',
    recommendation:
      'Call your vet or an animal poison line if your dog ate medicated livestock feed.',
    source: 'merck-ionophores',
  },
  {
    id: 'doxycycline-iv-horse',
    match: { drugs: ['doxycycline'] },
    species: ['horse'],
    routes: ['injectable'],
    risk: 'Critical',
    outcome: 'toxic',
    description:
      'Doxycycline given into the vein has caused heart-rhythm collapse and death in horses (it is given by mouth in horses).',
    recommendation: 'Do not inject doxycycline into a horse; ask your vet about the oral form.',
    source: 'riond-doxycycline-horses',
  },
  {
    id: 'amitraz-horse',
    match: { drugs: ['amitraz'] },
    species: ['horse'],
    risk: 'High',
    outcome: 'toxic',
    description:
      'Amitraz (a dog tick and mange product) slows a horse’s gut and causes impaction colic; horses have died after being sprayed with it.',
    recommendation:
      'Do not use amitraz on a horse; wash it off and call your vet if it was applied.',
    source: 'amitraz-horses',
  },
  // Human and household products the catalogue warns about for every pet (ASPCA APCC)
  {
    id: 'iron-zinc-tablets-no-dose',
    match: { drugs: ['iron supplement', 'zinc supplement'] },
    species: speciesExcept('bird'),
    risk: 'Medium',
    outcome: 'caution',
    when: (d) => !hasDose(d),
    description:
      'Human iron and zinc tablets are strong enough that a few of them overdose a pet (bloody vomiting, liver damage, or red-cell damage from zinc); the amount decides the danger.',
    recommendation:
      'Give mineral tablets only at the dose your vet sets, and call a poison line if a pet chewed a bottle.',
    source: 'aspca-human-meds',
  },
  {
    id: 'iron-overdose',
    match: { drugs: ['iron supplement'] },
    species: speciesExcept('dog'),
    risk: 'High',
    outcome: 'toxic',
    // Signs start from about 20 mg/kg of iron; 60 mg/kg and more is serious poisoning.
    when: (d) => (d.perDoseMgKg ?? 0) >= 20,
    description:
      'This much iron at once is in the poisoning range for a pet: vomiting blood, then liver failure a day or two later.',
    recommendation: 'Do not give it. If it was already given, call your vet or a poison line now.',
    source: 'merck-toxicology',
  },
  // Dogs (Small Animal Toxicology; Pet Poison Helpline): 20–60 mg/kg of elemental iron is a mild
  // to moderate poisoning (a caution), over 60 mg/kg a serious one (the toxic list).
  {
    id: 'iron-overdose-dog-mild',
    match: { drugs: ['iron supplement'] },
    species: ['dog'],
    risk: 'Medium',
    outcome: 'caution',
    when: (d) => (d.perDoseMgKg ?? 0) >= 20 && (d.perDoseMgKg ?? 0) < 60,
    description:
      'This much iron at once can cause a mild to moderate poisoning in a dog (vomiting, diarrhoea, lethargy); serious poisoning starts from about 60 mg/kg.',
    recommendation:
      'Do not give more. Call your vet or an animal poison line now; watch for vomiting, bloody diarrhoea or weakness.',
    source: 'small-animal-toxicology-iron',
  },
  {
    id: 'iron-overdose-dog',
    match: { drugs: ['iron supplement'] },
    species: ['dog'],
    risk: 'High',
    outcome: 'toxic',
    when: (d) => (d.perDoseMgKg ?? 0) >= 60,
    description:
      'Over 60 mg/kg of iron at once is a serious poisoning for a dog: vomiting blood, then liver failure a day or two later; over 100 mg/kg can be fatal.',
    recommendation: 'Do not give it. If it was already given, call your vet or a poison line now.',
    source: 'small-animal-toxicology-iron',
  },
  // Pet Poison Helpline: the salicylate of muscle rubs, liniments, patches and oil of wintergreen
  // poisons dogs as aspirin does (no mg/kg given), so a dog that got into one is a caution; cats
  // have the salicylates-cat toxic row.
  {
    id: 'salicylate-rubs-dog',
    match: { drugs: ['methyl salicylate', 'trolamine salicylate'] },
    species: ['dog'],
    risk: 'Medium',
    outcome: 'caution',
    description:
      'Muscle rubs, pain patches and oil of wintergreen hold salicylate, the active part of aspirin; swallowed or licked in quantity it can cause vomiting, stomach ulcers and, in large amounts, kidney failure and seizures.',
    recommendation:
      'Keep rubs and patches away from your dog and call your vet or an animal poison line if it licked or chewed one.',
    source: 'pph-aspirin',
  },
  {
    id: 'human-cough-sleep-products',
    match: { drugs: ['dextromethorphan', 'doxylamine'] },
    species: EVERY_SPECIES,
    risk: 'Low',
    outcome: 'caution',
    description:
      'Human cough and sleep products often also contain acetaminophen, a decongestant or xylitol, and the cough suppressant or antihistamine itself causes agitation or heavy sedation at human doses.',
    recommendation:
      'Check the label for other ingredients and give it only if your vet approved the product and dose.',
    source: 'aspca-human-meds',
  },
  {
    id: 'hydrogen-peroxide-cat',
    match: { drugs: ['hydrogen peroxide'] },
    species: ['cat'],
    // Do not use, harm described (a cat died of the ulcers after two home doses): High.
    risk: 'High',
    outcome: 'toxic',
    routes: ORAL,
    description:
      'Hydrogen peroxide is not a safe way to make a cat vomit: swallowed, it can ulcerate and bleed the stomach lining, and a cat given two home doses of 3% peroxide died of it.',
    recommendation:
      'Do not give peroxide to a cat; call your vet or an animal poison line now, as a vet can give a cat-safe emetic.',
    source: 'obr-peroxide-cat',
  },
  // Decision 044: the companion-animal monoclonal antibodies are species-specific proteins
  // licensed for one species; their SPCs give no data for any other. "Not established": Low.
  {
    id: 'canine-antibody-other-species',
    match: { drugs: ['bedinvetmab', 'lokivetmab'] },
    species: speciesExcept('dog'),
    risk: 'Low',
    outcome: 'caution',
    description:
      'Librela and Cytopoint are dog antibodies licensed for dogs only; their labels give no safety or dose information for any other species.',
    recommendation: 'Ask your vet before giving a dog antibody injection to another species.',
    source: 'spc-librela',
  },
  {
    id: 'feline-antibody-other-species',
    match: { drugs: ['frunevetmab'] },
    species: speciesExcept('cat'),
    risk: 'Low',
    outcome: 'caution',
    description:
      'Solensia is a cat antibody licensed for cats only; its label gives no safety or dose information for any other species.',
    recommendation: 'Ask your vet before giving a cat antibody injection to another species.',
    source: 'spc-solensia',
  },
  // Ciprofloxacin has no cat label. Fluoroquinolone retinal degeneration in cats is dose- and
  // concentration-dependent and has been seen with fluoroquinolones other than enrofloxacin; the
  // reference's advice is to stay at a cat label's dose, which ciprofloxacin does not have. A
  // caution, not the red list: vets do prescribe it to cats. Ear and eye drops stay local.
  {
    id: 'cat-ciprofloxacin-retina',
    match: { drugs: ['ciprofloxacin'] },
    species: ['cat'],
    risk: 'Medium',
    outcome: 'caution',
    exceptRoutes: LOCAL,
    description:
      'Ciprofloxacin is a human antibiotic with no cat label dose; fluoroquinolone antibiotics have blinded cats through retinal damage, more often at higher doses and in older cats or cats with kidney or liver disease.',
    recommendation:
      'Do not give a cat human ciprofloxacin tablets; ask your vet, who can choose a cat-labelled antibiotic or set a cat dose.',
    source: 'fq-retina-cats',
  },
];
