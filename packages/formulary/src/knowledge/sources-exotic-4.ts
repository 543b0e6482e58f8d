// Sources for the fifth exotic pass (species-rules-exotic-4.ts, dose-ranges-exotic-4.ts): pages
// read for exotic species × antiparasitic, antibiotic, analgesic and psychoactive pairs that still
// had no row, and for the foods and plants the exotic references warn about. Spread into SOURCES
// by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const EXOTIC_4_SOURCES = {
  'ferret-gentamicin-williams': {
    publisher:
      'Bruce H. Williams, DVM, DACVP (veterinary pathologist), Ferret Mailing List (2000) and Ferret Health List (2001)',
    title:
      'Gentamicin is a poor choice for systemic use (by mouth or injection) in ferrets, which appear uniquely sensitive to it; injected gentamicin only when a culture calls for it, with careful dosing and kidney monitoring; eye and ear drops are likely safe (poorly absorbed)',
    url: 'http://listserv.ferretmailinglist.org/scripts/wa-FERRET.exe?A2=0006&D=0&L=FERRET-SEARCH&P=50733007',
  },
  'guinea-pig-poisonous-plants': {
    publisher:
      'Vetstream client fact sheet published by a UK veterinary practice (Vet Irving; C. Speight, C. Blake, A. Edis)',
    title:
      'Plants poisonous to guinea pigs: the plants known to be dangerous to small animals include hemlock, deadly and woody nightshade, monkshood, ragwort, buttercups, bluebells, foxglove, tomato plant leaves (the fruit is safe), potatoes, potato plants and rhubarb; guinea pigs cannot vomit',
    url: 'https://vetirving.co.uk/pet-factsheets/?factsheets-types=Z3VpbmVhcGln&nodeguid=160215',
  },
  'harcourt-brown-rabbit-plants': {
    publisher:
      'Frances Harcourt-Brown, rabbit veterinarian (harcourt-brown.co.uk, plants to avoid)',
    title:
      'Wild cherry (Prunus avium): the leaves contain cyanogenic glycoside; leaves, twigs and branches should not be offered to rabbits (buttercups and ragwort: no reported rabbit poisonings)',
    url: 'https://www.harcourt-brown.co.uk/@@search?b_start:int=20&Subject:list=Plants%20to%20avoid',
  },
  'lapis-insecticide-toxicity': {
    publisher: 'Vetstream Lapis (veterinary clinical reference for rabbits), Toxicity: insecticide',
    title:
      'Pyrethrins and pyrethroids in rabbits: permethrin is licensed as Xenex for external parasites of rabbits; dermal LD50 of permethrin above 2,000 mg/kg; pyrethrins are poorly absorbed by gut and skin and poisoning usually follows inhaled exposure; rabbits groom and swallow what is on the coat, and small rabbits are easily overdosed even with a licensed product',
    url: 'https://vetstream.com/treat/lapis/diseases/toxicity-insecticide',
  },
  'vet-ebooks-allopurinol': {
    publisher:
      'Vet-eBooks drug guide, Allopurinol for dogs, cats, reptiles and birds (with WikiVet, Gout - Reptiles, for snakes)',
    title:
      'Reptile gout: allopurinol 20–25 mg/kg by mouth once daily, up to 50 mg/kg if necessary, watching hydration; WikiVet notes that in snakes it appears of little use once gout has set in',
    url: 'https://www.vet-ebooks.com/allopurinol-dosage-uses-and-side-effects/',
  },
  'provet-reptile-mites': {
    publisher:
      'Provet (UK veterinary information service), Mites and ticks on reptiles (updated 2013)',
    title:
      'Not licensed for reptiles, but recommended on the reptile itself: fipronil spray every 7–10 days, or ivermectin spray or injection; ivermectin must not be used on chelonians (tortoises, turtles), indigo snakes or skinks; treat the emptied tank too',
    url: 'https://www.provet.co.uk/petfacts/healthtips/mitesreptiles.htm',
  },
  'csu-avocado': {
    publisher:
      'Colorado State University, Guide to Poisonous Plants (College of Veterinary Medicine)',
    title:
      'Avocado (Persea americana): poisoning seen in rabbits, guinea pigs, rats, mice, canaries, budgerigars and cockatiels (persin; heart muscle necrosis, sudden death in caged birds)',
    url: 'https://poisonousplants.cvmbs.colostate.edu/Plants/Details/145',
  },
  'sv-exotic-toxic-foods': {
    publisher:
      'SV Animal Health Campus (veterinary education), Toxic foods and common household products',
    title:
      'Rabbits, parrots and tortoises: avocado toxic to rabbits, tortoises and parrots (birds most sensitive); chocolate and caffeine toxic to rabbits and parrots; grapes and raisins cause no toxic effects in rabbits and parrots; apple and pear seeds: toxicity from accidental eating extremely unlikely',
    url: 'https://campus.sv-animalhealth.com/toxic-foods-rabbits-parrots',
  },
  'vetlearn-garden-plants': {
    publisher:
      'Veterinary Technician (May 2005), Toxicology Brief: Potentially toxic garden plants (M. E. Wallis, ASPCA APCC)',
    title:
      'Tomato: the greenery, flowers and green fruit cause clinical problems in dogs and cats (tomatine: stomach and intestinal upset, heart effects, weakness, tremors); poorly absorbed, so systemic effects are rare; ripe tomatoes are less likely to cause problems',
    url: 'http://www.vetlearn.com/veterinary-technician/toxicology-brief-potentially-toxic-garden-plants',
  },
  'catexotic-people-foods': {
    publisher: 'Cat & Exotic Care of the Central Coast (M. Conn, DVM), Ask the vet: people foods',
    title:
      'Common food toxicities seen in practice: for dogs and cats, among others, tomato, potato and rhubarb leaves and stems; birds: all of the dog and cat list plus avocado; small mammals (ferrets, rabbits, guinea pigs): all of the above',
    url: 'https://catandexoticcare.com/?p=53',
  },
} as const satisfies Record<string, SourceDef>;
