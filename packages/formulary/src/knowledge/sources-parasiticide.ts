// Sources for flea, tick, heartworm and worm products (FDA CVM and EPA labels, NOAH compendium and VMD SPCs). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const PARASITICIDE_SOURCES = {
  // US regulations and labels
  'cfr-animal-drugs': {
    publisher: 'US Code of Federal Regulations',
    title:
      '21 CFR parts 520, 522 and 524: specifications and conditions of use of approved animal drugs (amounts per tablet or mL, species, minimum age and weight)',
    url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-E',
  },
  'label-heartgard-family': {
    publisher: 'Boehringer Ingelheim',
    title: 'Heartgard Chewables and Heartgard for Cats (ivermectin) package inserts',
  },
  'label-iverhart': {
    publisher: 'Virbac',
    title:
      'Iverhart Plus and Iverhart Max (ivermectin/pyrantel/praziquantel) labels, as codified in 21 CFR 520.1196 and 520.1199',
  },
  'label-interceptor-cats': {
    publisher: 'Elanco',
    title: 'Interceptor (milbemycin oxime) for cats: dosage schedule and precautions',
  },
  'label-comfortis-cats': {
    publisher: 'Elanco',
    title: 'Comfortis (spinosad) chewable tablets for cats package insert (US and Canada)',
  },
  'label-credelio-canada': {
    publisher: 'Elanco Canada',
    title: 'Credelio (lotilaner) chewable tablets: dosage schedule, 20 to 43 mg/kg',
    url: 'https://www.drugs.com/vet/credelio-chewable-tablets-112-5-mg-can.html',
  },
  'label-bravecto-quantum': {
    publisher: 'Merck Animal Health',
    title:
      'Bravecto Quantum (fluralaner extended-release injectable suspension), 21 CFR 522.998 conditions of use',
  },
  'label-advantage-multi-cats': {
    publisher: 'Elanco',
    title: 'Advantage Multi for Cats (imidacloprid + moxidectin) package insert',
  },
  'label-nexgard-combo': {
    publisher: 'Boehringer Ingelheim',
    title: 'NexGard COMBO (esafoxolaner, eprinomectin and praziquantel topical solution) label',
    url: 'https://vetlabel.com/lib/vet/meds/nexgard-combo/',
  },
  'label-centragard': {
    publisher: 'Boehringer Ingelheim',
    title: 'Centragard (eprinomectin and praziquantel transdermal solution) label',
    url: 'https://vetlabel.com/lib/vet/meds/centragard/',
  },
  'label-cheristin': {
    publisher: 'Elanco',
    title: 'Cheristin (spinetoram) topical solution for cats, EPA label',
  },
  'label-profender-us': {
    publisher: 'Elanco',
    title: 'Profender (emodepside/praziquantel) topical solution for cats, US and Canada labels',
  },
  'label-drontal-plus': {
    publisher: 'Elanco (formerly Bayer)',
    title: 'Drontal Plus (praziquantel/pyrantel pamoate/febantel) tablets for dogs package insert',
    url: 'https://dailymed.nlm.nih.gov/dailymed/archives/fdaDrugInfo.cfm?archiveid=45031',
  },
  'label-drontal-cats': {
    publisher: 'Elanco (formerly Bayer)',
    title: 'Drontal (praziquantel/pyrantel pamoate) dewormer tablets for cats and kittens label',
  },
  'label-droncit': {
    publisher: 'Elanco (formerly Bayer)',
    title: 'Droncit (praziquantel) canine and feline cestocide tablets, 21 CFR 520.1870',
  },
  'label-panacur': {
    publisher: 'Merck Animal Health',
    title: 'Panacur C and Panacur Granules 22.2% (fenbendazole) labels',
    url: 'https://vetlabel.com/lib/vet/meds/panacur/',
  },
  'label-nemex': {
    publisher: 'Zoetis',
    title: 'Nemex-2 (pyrantel pamoate) oral suspension label',
  },
  'label-proheart-inserts': {
    publisher: 'Zoetis',
    title:
      'ProHeart 6 (3.4 mg/mL) and ProHeart 12 (10 mg/mL) moxidectin injectable package inserts',
    url: 'https://vetlabel.com/lib/vet/meds/proheart-6-1/',
  },
  'label-frontline-us': {
    publisher: 'Boehringer Ingelheim',
    title: 'Frontline Plus, Frontline Gold and Frontline Shield EPA labels',
  },
  'label-vectra': {
    publisher: 'Ceva Animal Health',
    title:
      'Vectra, Vectra 3D and Vectra for Cats EPA labels (applicator volumes and concentrations)',
    url: 'https://parasitipedia.net/index.php?option=com_content&view=article&id=2782&Itemid=3103',
  },
  'label-vectra-canada': {
    publisher: 'Ceva Animal Health Canada',
    title: 'Vectra 3D questions and answers: age, weight and species',
    url: 'https://www.vectrapet.com/ca_en/Support/FAQ',
  },
  'label-bio-spot': {
    publisher: 'Farnam (Central Garden & Pet)',
    title: 'Bio Spot Active Care Flea & Tick Spot On for Dogs EPA label',
    url: 'https://www.drugs.com/vet/bio-spot-active-care-flea-tick-spot-on-for-dogs-61-150-lbs-refill-pack.html',
  },
  'label-hartz': {
    publisher: 'Hartz Mountain',
    title:
      'Hartz UltraGuard flea and tick drops for dogs and cats, EPA registrations 2596-148 and 2596-151',
  },
  'label-epa-spot-on': {
    publisher: 'US EPA',
    title:
      'EPA-registered pet spot-on labels (Sentry, PetArmor, Parastar, Certifect, Adams, Catego, Activyl): ingredients and "for use on dogs only" statements',
  },
  // UK and EU SPCs
  'spc-nexgard': {
    publisher: 'VMD (vetisearch)',
    title: 'NexGard chewable tablets for dogs SPC: 2.7 to 7 mg/kg afoxolaner',
    url: 'https://vetisearch.co.uk/spcs/42574-nexgard-2-4-kg',
  },
  'spc-nexgard-spectra': {
    publisher: 'European Medicines Agency',
    title: 'NexGard Spectra (afoxolaner/milbemycin oxime) summary of product characteristics',
    url: 'https://ec.europa.eu/health/documents/community-register/2015/20150115130286/anx_130286_en.pdf',
  },
  'spc-simparica': {
    publisher: 'European Medicines Agency',
    title: 'Simparica (sarolaner) chewable tablets for dogs SPC',
    url: 'https://ec.europa.eu/health/documents/community-register/2017/20170118136821/anx_136821_de.pdf',
  },
  'spc-simparica-trio': {
    publisher: 'NOAH Compendium',
    title:
      'Simparica Trio SPC: 1.2 to 2.4 mg/kg sarolaner, 24 to 48 micrograms/kg moxidectin, 5 to 10 mg/kg pyrantel',
    url: 'https://www.noahcompendium.co.uk/?id=-475819',
  },
  'spc-bravecto': {
    publisher: 'European Medicines Agency',
    title: 'Bravecto (fluralaner) chewable tablets for dogs SPC',
    url: 'https://ec.europa.eu/health/documents/community-register/2014/20140211127740/anx_127740_en.pdf',
  },
  'spc-bravecto-spot-on': {
    publisher: 'VMD (vetisearch) and NOAH Compendium',
    title: 'Bravecto spot-on solution for cats and dogs (fluralaner 280 mg/mL) SPC',
    url: 'https://vetisearch.co.uk/spcs/42239-bravecto-spot-12-28-kg',
  },
  'spc-bravecto-plus': {
    publisher: 'VMD (vetisearch)',
    title: 'Bravecto Plus (fluralaner/moxidectin) spot-on solution for cats SPC',
    url: 'https://vetisearch.co.uk/spcs/42249-bravecto-plus-12-28-kg',
  },
  'spc-credelio': {
    publisher: 'NOAH Compendium',
    title: 'Credelio (lotilaner) chewable tablets for dogs and cats SPC',
    url: 'https://www.noahcompendium.co.uk/?id=-466844',
  },
  'spc-credelio-plus': {
    publisher: 'European Medicines Agency',
    title: 'Credelio Plus (lotilaner/milbemycin oxime) chewable tablets for dogs package leaflet',
    url: 'https://patient-info.co.uk/credelio-plus-70495/patient-leaflet',
  },
  'spc-stronghold': {
    publisher: 'NOAH Compendium',
    title: 'Stronghold (selamectin) spot-on solution for cats and dogs SPC',
    url: 'https://www.noahcompendium.co.uk/?id=-485247',
  },
  'spc-stronghold-plus': {
    publisher: 'NOAH Compendium',
    title: 'Stronghold Plus (selamectin/sarolaner) spot-on solution for cats SPC',
    url: 'https://www.noahcompendium.co.uk/?id=-464638',
  },
  'spc-frontline-tri-act': {
    publisher: 'NOAH Compendium',
    title: 'Frontline Tri-Act (Frontect) fipronil/permethrin spot-on solution for dogs SPC',
    url: 'https://www.noahcompendium.co.uk/?id=-477307',
  },
  'spc-advocate': {
    publisher: 'NOAH Compendium',
    title: 'Advocate (imidacloprid/moxidectin) spot-on solution for dogs, cats and ferrets SPC',
    url: 'https://www.noahcompendium.co.uk/?id=-480916',
  },
  'spc-advantix': {
    publisher: 'NOAH Compendium',
    title: 'Advantix (imidacloprid/permethrin) spot-on solution for dogs SPC',
    url: 'https://www.noahcompendium.co.uk/?id=-446222',
  },
  'spc-broadline': {
    publisher: 'European Medicines Agency',
    title: 'Broadline (fipronil, (S)-methoprene, eprinomectin, praziquantel) spot-on for cats SPC',
    url: 'https://ec.europa.eu/health/documents/community-register/2019/20191217146878/anx_146878_fr.pdf',
  },
  'spc-nexgard-combo': {
    publisher: 'VMD (vetisearch)',
    title: 'NexGard Combo spot-on solution for cats SPC',
    url: 'https://vetisearch.co.uk/spcs/42559-nexgard-combo-25-75-kg',
  },
  'spc-felpreva': {
    publisher: 'European Medicines Agency',
    title: 'Felpreva (tigolaner/emodepside/praziquantel) spot-on solution for cats SPC',
    url: 'https://ec.europa.eu/health/documents/community-register/2021/20211111153189/anx_153189_fr.pdf',
  },
  'spc-profender': {
    publisher: 'European Medicines Agency',
    title: 'Profender (emodepside/praziquantel) spot-on for cats and tablets for dogs SPC',
    url: 'https://www.dietvet.com/en/product/5646/bayer-profender-96-24-mg-spot-on-solution-for-cats-between-5-and-8-kg-1-pipette.html',
  },
  'spc-milbemax': {
    publisher: 'NOAH Compendium',
    title: 'Milbemax and Milpro (milbemycin oxime/praziquantel) tablets for dogs and cats SPCs',
    url: 'https://www.noahcompendium.co.uk/?id=-460567',
  },
  'spc-drontal': {
    publisher: 'NOAH Compendium',
    title: 'Drontal Cat, Drontal Plus Flavour and Drontal Tasty Bone tablets SPCs',
    url: 'https://vetisearch.co.uk/spcs/2860-drontal-tasty-bone-5-10-kg',
  },
  'spc-droncit': {
    publisher: 'NOAH Compendium',
    title: 'Droncit 50 mg (praziquantel) tablets for dogs and cats SPC',
    url: 'https://www.noahcompendium.co.uk/?id=-446538',
  },
  'spc-panacur': {
    publisher: 'NOAH Compendium',
    title:
      'Panacur Granules 22.2% and Panacur Small Animal 10% Oral Suspension (fenbendazole) SPCs',
    url: 'https://www.noahcompendium.co.uk/?id=-479327',
  },
  'spc-seresto': {
    publisher: 'NOAH Compendium',
    title: 'Seresto (imidacloprid/flumethrin) collars for cats and dogs SPC',
    url: 'https://www.noahcompendium.co.uk/?id=-481429',
  },
  'spc-scalibor': {
    publisher: 'NOAH Compendium',
    title: 'Scalibor Protectorband (deltamethrin) collars for dogs SPC',
    url: 'https://www.noahcompendium.co.uk/?id=-456148',
  },
  'spc-frontline': {
    publisher: 'NOAH Compendium and HMA',
    title:
      'Frontline Spot On and Frontline Combo (fipronil, (S)-methoprene) for dogs and cats SPCs',
    url: 'https://vetisearch.co.uk/spcs/42877-frontline-combo-vet-1-kg',
  },
  'spc-fipronil-cat': {
    publisher: 'NOAH Compendium',
    title: 'Fipronil spot-on solutions for cats (Fiprotec and equivalents) SPCs',
    url: 'https://www.noahcompendium.co.uk/?id=-467856',
  },
  'spc-advantage': {
    publisher: 'Elanco (formerly Bayer)',
    title:
      'Advantage (imidacloprid 100 mg/mL) spot-on for dogs and cats: pipettes named by their mg of imidacloprid',
  },
  'spc-prinovox': {
    publisher: 'Fatro',
    title:
      'Prinovox (imidacloprid/moxidectin) spot-on for cats, ferrets and dogs: amounts per pipette',
    url: 'https://www.dietvet.com/en/product/11698/fatro-prinovox-40-mg-4-mg-cats-under-4kg-6-pipettes.html',
  },
  'spc-milbemycin-generics': {
    publisher: 'VMD and NOAH Compendium',
    title:
      'Milprazon and Milquantel (milbemycin oxime/praziquantel) tablets for dogs and cats SPCs',
    url: 'https://www.viovet.co.uk/Milquantel-Tablets-for-Dogs-Cats/c35780/',
  },
  'label-petaction': {
    publisher: 'US EPA (registrant label)',
    title:
      'PetAction Plus for Dogs (fipronil/(S)-methoprene) label: dogs only, not rabbits, not under 6 lb',
    url: 'https://gosupps.com/petaction-plus-for-small-dogs-3-doses-0-023-fl-oz.html',
  },
  'label-selarid': {
    publisher: 'Norbrook',
    title: 'Selarid (selamectin) topical solution for cats: sizes and age',
    url: 'https://www.gianteaglepetrx.com/pharmacy/selarid-selamectin-topical-for-cats/51521.html',
  },
  'spc-vectra': {
    publisher: 'European Medicines Agency and VMD (vetisearch)',
    title: 'Vectra 3D (dogs) and Vectra Felis (cats) SPCs',
    url: 'https://vetisearch.co.uk/spcs/2918-vectra-felis',
  },
  'spc-certifect': {
    publisher: 'European Medicines Agency (Union Register annex) and its English package leaflet',
    title:
      'Certifect spot-on for dogs SPC: fipronil, (S)-methoprene and amitraz per pipette for dogs of 2-10, 10-20, 20-40 and 40-60 kg',
    url: 'https://ec.europa.eu/health/documents/community-register/2011/20110506101249/anx_101249_it.pdf',
  },
  'spc-prac-tic': {
    publisher: 'NOAH Compendium (Prac-tic SPC)',
    title:
      'Prac-tic (pyriprole) spot-on for dogs SPC: do not use in dogs under 8 weeks or under 2 kg, in cats or in rabbits',
    url: 'https://www.noahcompendium.co.uk/?id=-452008',
  },
} as const satisfies Record<string, SourceDef>;
