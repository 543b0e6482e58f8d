// Sources for farm animals kept as pets (species-rules-livestock.ts). Spread into SOURCES by
// sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const LIVESTOCK_SOURCES = {
  'dailymed-micotil': {
    publisher: 'Elanco (Micotil 300 US label, DailyMed; NADA 140-929)',
    title:
      'Tilmicosin 300 mg/mL: a single subcutaneous dose in cattle (10–20 mg/kg) and sheep over 15 kg (10 mg/kg) only; intravenous injection in cattle or sheep will be fatal; do not use in lambs under 15 kg; do not give to animals other than cattle or sheep',
    url: 'https://dailymed.nlm.nih.gov/dailymed/fda/fdaDrugXsl.cfm?setid=bd2e3864-6b8f-48aa-b6ab-5cf0170cbd2e',
  },
  'spc-tilmicosin-uk': {
    publisher: 'NOAH Compendium (tilmicosin 300 mg/ml injection for cattle and sheep, UK SPC)',
    title:
      'Contraindications: not intravenously, not intramuscularly, not to lambs under 15 kg (overdose toxicity), primates, pigs, horses and donkeys, or goats',
    url: 'http://www.noahcompendium.co.uk/?id=-474619',
  },
  'vdh-xylazine-cattle': {
    publisher: 'Veterinary Drug Handbook (Plumb), xylazine doses',
    title:
      'Cattle are extremely sensitive to xylazine: 0.05–0.15 mg/kg IV, 0.10–0.33 mg/kg IM (Thurmon and Benson); horses 1.1 mg/kg IV, 2.2 mg/kg IM (package insert)',
    url: 'https://veterinary-help.com/763-doses_xylazine_hcl.htm',
  },
  'label-xylazine-2pc-cattle': {
    publisher: 'Nutri-Vet (Nutri-Xyla 20 mg/ml xylazine label)',
    title:
      'Cattle, intramuscular: 0.25–1.5 mL per 100 kg (0.05–0.3 mg/kg, doses 1 to 4); horses 4 mL per 100 kg IV or 10 mL per 100 kg IM',
    url: 'https://nutri-vet.nl/products/nutri-xyla/',
  },
  'spc-regumate-uk': {
    publisher: 'MSD Animal Health (Regumate Equine 2.2 mg/ml oral solution, UK SPC, VMD)',
    title:
      'Target species horses (mares); contraindications: uterine infection diagnosed; do not use in males',
    url: 'https://myhealthbox.eu/en/regumate-equine-22-mg-ml-oral-solution-for-horses/3348669',
  },
  'label-regu-mate-endometritis': {
    publisher: 'Merck Animal Health (Regu-Mate 0.22% US label)',
    title:
      'Contraindicated in mares with a previous or current history of uterine inflammation (acute, subacute or chronic endometritis): a progestin may turn a smouldering inflammation into a fulminating uterine infection',
    url: 'https://studyres.com/doc/7836603/regu-mate%C2%AE--altrenogest-',
  },
  'nrc-horse-selenium': {
    publisher:
      'National Research Council, Nutrient Requirements of Horses (2007), as quoted by equine nutrition references',
    title:
      'Selenium: about 1 mg a day is the minimum for an idle 500 kg horse; the upper safe total intake is 20 mg a day (maximum tolerable 2 mg/kg of the ration)',
    url: 'https://animalimagegallery.org/Gallery/ImageDetails/805',
  },
  'spc-clindamycin-zodon': {
    publisher: 'Ceva (Zodon chewable tablets, HPRA SPC); Chanelle (Clinacin tablets, VMD SPC)',
    title:
      'Clindamycin: do not administer to rabbits, hamsters, guinea pigs, chinchillas, horses or ruminants, in which ingestion may cause severe gastrointestinal disturbance',
    url: 'https://myhealthbox.eu/en/zodon-150-mg-chewable-tablets-for-dogs/3580031',
  },
  'cfr-eprinomectin-pour-on': {
    publisher: 'US FDA CVM (21 CFR 524.814; Eprinex Pour-On label)',
    title:
      'Eprinomectin pour-on for beef and dairy cattle: 5 mg/mL, 1 mL per 10 kg (500 µg/kg) along the backline',
    url: 'http://laws9.com/cfr/text/21/524/814',
  },
} as const satisfies Record<string, SourceDef>;
