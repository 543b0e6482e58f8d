import { ANY_SPECIES as ANY, drugs, flagged } from './catalogue-entry';
import { speciesExcept } from '../knowledge/species-groups';

// All-species group: household and garden poisons, environmental toxins, pesticides that are
// dangerous for one species, and the two first-aid items any owner may be told to use.

export const ALL_SPECIES_HOUSEHOLD = [
  // source: ASPCA APCC; Merck Veterinary Manual (toxicology chapters)
  ...flagged('household toxin', [
    [
      'Ethylene glycol',
      'Antifreeze, brake fluid',
      'TOXIC',
      ANY,
      'A few licks can cause fatal kidney failure, and treatment must start within hours.',
    ],
    [
      'Anticoagulant rodenticide (rat bait)',
      'Talon, Havoc, brodifacoum, bromadiolone',
      'TOXIC',
      ANY,
      'Stops blood from clotting, and bleeding may only show 3–5 days after the bait is eaten.',
    ],
    [
      'Bromethalin rodenticide (rat bait)',
      'Fastrac, Tomcat (some)',
      'TOXIC',
      ANY,
      'Causes brain swelling, tremors and paralysis, and there is no antidote.',
    ],
    [
      'Cholecalciferol rodenticide (rat bait)',
      'Terad3, Quintox',
      'TOXIC',
      ANY,
      'Causes dangerously high blood calcium and kidney failure.',
    ],
    [
      'Zinc phosphide',
      'Mole and gopher bait',
      'TOXIC',
      ANY,
      'Releases phosphine gas in the stomach, which also endangers people nearby.',
    ],
    [
      'Metaldehyde',
      'Slug and snail bait',
      'TOXIC',
      ANY,
      'Causes severe tremors, high body temperature and seizures.',
    ],
    [
      'Organophosphate insecticides',
      'Disulfoton, garden insecticides',
      'TOXIC',
      ANY,
      'Cause drooling, vomiting, tremors and breathing failure.',
    ],
    [
      'Bleach',
      'Sodium hypochlorite',
      'CONSULT VET',
      ANY,
      'Concentrated bleach burns the mouth, throat and stomach.',
    ],
    [
      'Laundry detergent pods',
      'Tide Pods',
      'CONSULT VET',
      ANY,
      'Concentrated detergent burns the mouth and can be breathed into the lungs.',
    ],
    [
      'Mothballs',
      'Naphthalene, paradichlorobenzene',
      'TOXIC',
      ANY,
      'Cause vomiting, red blood cell damage and seizures.',
    ],
    [
      'Batteries',
      'Button battery, alkaline battery',
      'TOXIC',
      ANY,
      'Chewed or swallowed batteries cause chemical and electrical burns in the mouth and gut.',
    ],
    [
      'Liquid potpourri',
      'Simmering potpourri',
      'TOXIC',
      ANY,
      'Its detergents and oils cause mouth burns, especially in cats.',
    ],
    [
      'Phenol disinfectants',
      'Pine-oil cleaners',
      'TOXIC',
      ANY,
      'Phenols absorbed through skin and paws damage the liver, especially in cats.',
    ],
    [
      'Essential oils',
      'Wintergreen, pennyroyal, eucalyptus, peppermint',
      'CONSULT VET',
      ANY,
      'Concentrated oils on skin or in diffusers can cause tremors and liver damage, especially in cats and birds.',
      { cat: 'TOXIC', bird: 'TOXIC' },
    ],
    [
      'Tea tree oil',
      'Melaleuca oil',
      'TOXIC',
      ANY,
      'A few drops on the skin can cause weakness, tremors and low body temperature.',
    ],
    [
      'Non-stick pan fumes (PTFE)',
      'Teflon',
      'TOXIC',
      ['bird'],
      'Overheated non-stick cookware releases fumes that can kill pet birds within minutes.',
    ],
    [
      'Zinc oxide',
      'Pennies, zinc oxide cream',
      'TOXIC',
      ANY,
      'Swallowed zinc from coins or creams destroys red blood cells.',
    ],
    [
      'Lead',
      'Old paint, fishing and curtain weights',
      'TOXIC',
      ANY,
      'Causes vomiting, tremors and nerve damage, and birds are often affected.',
    ],
    [
      'Expanding glue',
      'Gorilla Glue',
      'TOXIC',
      ANY,
      'Polyurethane glue expands into a hard mass in the stomach that often needs surgery.',
    ],
  ]),
  // source: ASPCA APCC; Merck Veterinary Manual (algae, toads, mushrooms)
  ...flagged('environmental toxin', [
    [
      'Blue-green algae',
      'Cyanobacteria bloom',
      'TOXIC',
      ANY,
      'Toxic algae in ponds and lakes can cause liver failure or death within hours.',
    ],
    [
      'Toad toxin',
      'Cane toad, Colorado River toad',
      'TOXIC',
      ANY,
      'Mouthing these toads causes drooling, heart rhythm problems and seizures.',
    ],
    [
      'Wild mushrooms',
      'Amanita, death cap',
      'TOXIC',
      ANY,
      'Some wild mushrooms cause fatal liver failure days after they are eaten.',
    ],
  ]),
  // source: product labels: K9 Advantix II and Vectra 3D ("do not use on cats"), Frontline
  // ("do not use on rabbits"), Preventic ("do not use on cats"); ASPCA APCC; EPA spot-on review
  ...flagged('flea prevention', [
    [
      'Permethrin',
      'K9 Advantix II, Vectra 3D, dog flea spot-ons',
      'TOXIC',
      ['cat'],
      'Dog flea products with permethrin cause tremors and seizures in cats, even from touching a treated dog.',
    ],
    [
      'Fipronil',
      'Frontline',
      'TOXIC',
      ['rabbit'],
      'Fipronil flea products have caused seizures and deaths in rabbits.',
    ],
    [
      'Amitraz',
      'Preventic collar, Certifect',
      'TOXIC',
      speciesExcept('dog'),
      'Amitraz tick collars and dips for dogs cause sedation and a slow heart rate in cats.',
    ],
  ]),
  // source: ASPCA APCC (hydrogen peroxide only on a vet's instruction); Obr 2017 (never for cats)
  ...flagged('emergency', [
    [
      'Hydrogen peroxide 3%',
      '',
      'DO NOT USE',
      ['cat'],
      'Used to make a dog vomit only when a vet or poison line says so; in cats it ulcerates the stomach.',
    ],
  ]),
  // source: Plumb's Veterinary Drug Handbook (activated charcoal)
  ...drugs('emergency', [['Activated charcoal', 'ToxiBan', ['1–4 g/kg orally once']]]),
];
