// Sources read for the second half of the label ledger (issue 22, decision 042): SPCs, US
// regulations and inserts of the gut, antimicrobial, antifungal and immune drugs. Spread into
// SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const LEDGER_B_SOURCES = {
  'cfr-enrofloxacin-tablets': {
    publisher: 'US Code of Federal Regulations (21 CFR 520.812, enrofloxacin tablets)',
    title:
      'Enrofloxacin tablets for dogs and cats: limitations say safety in breeding or pregnant cats has not been established',
    url: 'http://cfr.laws-info.com/text/21/520/812',
  },
  'spc-floxabactin': {
    publisher: 'NOAH Compendium (Floxabactin 15, 50 and 150 mg tablets SPC)',
    title:
      'Enrofloxacin: do not use in young growing cats (under 3 months or 1 kg) because cartilage lesions may develop, nor in cats or dogs with seizure disorders',
    url: 'https://www.noahcompendium.co.uk/?id=-477393',
  },
  'spc-ronaxan': {
    publisher: 'NOAH Compendium (Ronaxan 20 mg tablets for cats and dogs, 100 mg for dogs, SPC)',
    title:
      'Doxycycline: do not use in pregnant animals (no information in the target species; not teratogenic in rats and rabbits); not with dysphagia or diseases with vomiting; tooth discolouration during tooth development',
    url: 'https://www.noahcompendium.co.uk/?id=-454006',
  },
  'spc-doxycare': {
    publisher: 'VMD / vetisearch (Doxycare flavour tablets for cats and dogs SPC)',
    title:
      'Doxycycline: do not use in animals with renal or hepatic insufficiency, nor with dysphagia or diseases with vomiting',
    url: 'https://www.animed.co.uk/doxycare-flavour-tablets-for-cats-and-dogs',
  },
  'spc-vomend': {
    publisher: 'NOAH Compendium (Vomend 5 mg/ml solution for injection for dogs and cats SPC)',
    title:
      'Metoclopramide: not with gastrointestinal perforation or obstruction; dose adapted in renal or hepatic insufficiency; avoid in epilepsy; safety in pregnancy and lactation not evaluated in the target species (benefit/risk)',
    url: 'https://www.noahcompendium.co.uk/?id=-469293',
  },
  'spc-metoclopramide-oral': {
    publisher: 'NOAH Compendium (metoclopramide oral solution for dogs and cats SPC, id -448218)',
    title:
      'Metoclopramide: not with gastrointestinal perforation, obstruction or haemorrhage; avoid in epilepsy; safety in pregnancy and lactation not evaluated in the target species (benefit/risk)',
    url: 'https://www.noahcompendium.co.uk/?id=-448218',
  },
  'spc-metomotyl': {
    publisher: 'VMD (Metomotyl 2.5 mg/ml solution for injection for cats and dogs SPC)',
    title:
      'Metoclopramide: not with gastrointestinal perforation, obstruction or haemorrhage; avoid with seizure disorders, head trauma, epilepsy and in pseudopregnant bitches; may cause a hypertensive crisis with phaeochromocytoma',
    url: 'https://medine.co.uk/metomotyl-2-5-mg-ml-solution-for-injection-for-cats-and-dogs',
  },
  'pil-metomotyl-tablets': {
    publisher: 'medikamio (Metomotyl 10 mg chewable tablets for dogs, Austrian package leaflet)',
    title:
      'Metoclopramide 10 mg tablets: not for dogs under 10 kg; avoid with seizure disorders or head trauma; safety in pregnancy and lactation not established (benefit/risk)',
    url: 'https://medikamio.com/de-at/medikamente/metomotyl-10-mg-kautabletten-fur-hunde/pil',
  },
  'cb-misoprostol': {
    publisher: "Clinician's Brief drug monograph (Prescriber Highlights), misoprostol",
    title:
      'Misoprostol: not for use in pregnant or nursing animals (uterine contractions; used to end pregnancy); care with cerebral or coronary vascular disease; prostaglandins have precipitated seizures in epileptic people',
    url: 'https://www.cliniciansbrief.com/article/misoprostol',
  },
  'spc-lactulose-vet': {
    publisher: 'NOAH Compendium / VMD (Laxatract 667 mg/ml lactulose syrup for dogs and cats SPC)',
    title:
      'Lactulose: not with total gastrointestinal obstruction, perforation or risk of perforation; may alter insulin needs in diabetic animals; care with fluid and electrolyte imbalance',
    url: 'https://www.noahcompendium.co.uk/?id=-477450',
  },
  'pil-laxatract-at': {
    publisher:
      'medikamio (Laxatract 667 mg/ml Sirup für Hunde und Katzen, Austrian package leaflet)',
    title:
      'Lactulose: may be used during pregnancy and lactation; an overdose causes only the listed side effects (replace fluids and electrolytes); no known interactions',
    url: 'https://medikamio.com/de-at/medikamente/laxatract-667-mgml-sirup-fur-hunde-und-katzen/pil',
  },
  'spc-ketofungol': {
    publisher: 'Ketofungol 200 mg tablets for dogs, French SPC (dermavet.fr)',
    title:
      'Ketoconazole: not with hepatic insufficiency; check liver function every 3 weeks in long treatment; teratogenic in laboratory animals, safety not studied in dogs, use in gestation and lactation only after a benefit/risk assessment',
    url: 'https://pro.dermavet.fr/ketofungol',
  },
  'spc-fungiconazol': {
    publisher: 'VMD (Fungiconazol 200 mg tablets for dogs SPC)',
    title:
      'Ketoconazole: not with liver failure; lowers testosterone and may affect breeding in male dogs during and for some weeks after treatment; monitor liver function in long treatment',
    url: 'https://imedi.co.uk/fungiconazol-200-mg-tablets-for-dogs',
  },
  'spc-zenrelia-uk': {
    publisher:
      'NOAH Compendium (Zenrelia film-coated tablets for dogs SPC, ids -489034 and -489048)',
    title:
      'Ilunocitinib: not with immune suppression or progressive malignant neoplasia; not recommended under 12 months (or 3 kg); not evaluated with hepatic or renal disease, demodicosis or hyperadrenocorticism (benefit/risk)',
    url: 'https://www.noahcompendium.co.uk/?id=-489034',
  },
  'spc-trimacare': {
    publisher: 'VMD (Trimacare 20 and Trimacare 80 trimethoprim/sulfadiazine tablets SPCs)',
    title:
      'Trimethoprim/sulfadiazine: not in hepatic or renal impairment or blood dyscrasia; keep fluid intake up; the 80 mg tablets are not suitable for cats, the 20 mg tablets are for dogs and adult cats',
    url: 'https://imedi.co.uk/trimacare-80-tablets-for-dogs',
  },
  'spc-orbax': {
    publisher: 'VMD (Orbax flavoured oral suspension 30 mg/ml for dogs and cats SPC)',
    title:
      'Orbifloxacin: not in juvenile dogs during rapid growth (to 8 months in small and medium breeds, 12 in large, 18 in giant breeds); its pregnancy section is referred to',
    url: 'https://imedi.co.uk/orbax-flavoured-oral-suspension-30-mg-ml-for-dogs-and-cats/summary',
  },
  'spc-clindaseptin': {
    publisher: 'VMD (Clindaseptin 25 mg/ml oral solution for cats and dogs SPC)',
    title:
      'Clindamycin: liver and kidney tests with high doses or long treatment; caution in dogs and cats with kidney or liver problems with severe metabolic disturbance',
    url: 'https://imedi.co.uk/clindaseptin-25-mg-ml-oral-solution-for-cats-dogs',
  },
  'handout-famotidine-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (famotidine; "What dogs/cats should not take this medication?")',
    title:
      'Famotidine (off label): use in pregnancy can affect weight gain, use with caution; avoid in pets nursing puppies or kittens; caution in older pets and with heart, liver or kidney disease',
    url: 'https://www.texaswestveterinarian.com/famotidine/',
  },
  'handout-omeprazole-peteducation': {
    publisher:
      'PetEducation.com client drug sheet (Veterinary & Aquatic Services Department, Drs. Foster & Smith; omeprazole)',
    title:
      'Omeprazole (off label in dogs and cats): do not use in hypersensitive patients or in pregnant or nursing animals; use with caution with liver disease',
    url: 'http://www.peteducation.com/article.cfm?c=26+1303+1459&aid=1450',
  },
  'label-terbinafine-victory': {
    publisher:
      'Victory Pharm Group (terbinafine hydrochloride tablets 0.1 g for dogs, veterinary product label)',
    title:
      'Terbinafine: safety not studied in breeding, pregnant or lactating dogs or puppies under 6 months, so not to be used in them; not in animals with obvious hepatic or renal insufficiency; under 2.5 kg on veterinary advice; liver function checked after two weeks',
    url: 'https://www.victorypharmgroup.com/skin/terbinafine-hydrochloride-tablets.html',
  },
  'handout-azathioprine-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (azathioprine; "What dogs/cats should not take this medication?")',
    title:
      'Azathioprine (off label): not for breeding or pregnant pets or pets with bone marrow suppression; caution with liver disease; extreme caution in cats (bone marrow suppression and bleeding)',
    url: 'https://www.texaswestveterinarian.com/azathioprine/',
  },
  'handout-griseofulvin-texaswest': {
    publisher:
      'Texas West Veterinary Hospital client drug handout (griseofulvin; "What dogs/cats should not take this medication?")',
    title:
      'Griseofulvin: not for cats with FIV or FeLV, pets with liver disease, or breeding or pregnant animals',
    url: 'https://www.texaswestveterinarian.com/griseofulvin/',
  },
  'vetbook-griseofulvin': {
    publisher: 'Vetbook.org veterinary wiki (griseofulvin, dog and cat pages)',
    title:
      'Griseofulvin: not recommended in puppies or kittens under 12 weeks; highly teratogenic, contraindicated in pregnant animals; avoid breeding recently treated male cats (sperm abnormalities in rodents); not in FIV-positive cats',
    url: 'http://vetbook.org/wiki/cat/index.php/Griseofulvin',
  },
  'clinipharm-ondansetron': {
    publisher:
      'CliniPharm (Institute of Veterinary Pharmacology and Toxicology, University of Zurich; ondansetron, citing Plumb and German)',
    title:
      'Ondansetron: caution with liver dysfunction; extreme caution in dogs with the MDR1 defect; not in lactating animals and only with caution in pregnant animals; not for vestibular nausea',
    url: 'https://www.vetpharm.uzh.ch/Wirkstoffe/000000009961/4025_06.html',
  },
  'vdh-cisapride': {
    publisher:
      "Plumb's Veterinary Drug Handbook (cisapride monograph, public copy on veterinary-help.com)",
    title:
      'Cisapride: contraindicated where increased gut motility could be harmful (perforation, obstruction, GI haemorrhage); high doses impaired fertility in female rats and were embryotoxic in laboratory animals',
    url: 'https://veterinary-help.com/174-cisapride.htm',
  },
  'compounding-cisapride-diamondback': {
    publisher:
      'Diamondback Drugs (veterinary compounding pharmacy; cisapride in veterinary medicine)',
    title:
      'Cisapride: a lower dose with compromised liver function; pregnant or lactating animals are typically not given it; monitoring with heart rhythm irregularities',
    url: 'https://www.diamondbackdrugs.com/cisapride-for-delayed-gastric-emptying/',
  },
  'compounding-cisapride-rockridge': {
    publisher: 'Rockridge Pharmacy (veterinary compounding monograph; cisapride)',
    title:
      'Cisapride: not where increased motility could be harmful (mechanical obstruction, GI haemorrhage); dose adjusted with liver impairment; caution with cardiac arrhythmias or conduction disorders',
    url: 'https://www.rockridgepharmacy.com/vet-compounding/cisapride',
  },
  'compounding-chlorambucil-rockridge': {
    publisher: 'Rockridge Pharmacy (veterinary compounding monograph; chlorambucil)',
    title:
      'Chlorambucil: not recommended in pregnant or lactating animals or with severe liver or bone marrow disease; metabolised by the liver',
    url: 'https://www.rockridgepharmacy.com/vet-compounding/chlorambucil',
  },
  'guide-fluconazole-petcarerx': {
    publisher: 'PetCareRx medication guide (fluconazole in pets)',
    title:
      'Fluconazole (off label): never in patients with liver disease; dose or interval adjusted in kidney disease; in pregnancy only if the benefits outweigh the risks',
    url: 'https://www.petcarerx.com/medication-guides/using-fluconazole-in-pets-generic-of-diflucan/1383',
  },
  'label-viceton': {
    publisher:
      'Viceton (chloramphenicol) tablets for dogs, US label text as reproduced by a veterinary supplier (Heartland Vet Supply), with 21 CFR 520.390a',
    title:
      'Chloramphenicol tablets for dogs: culture first; stop if no response in 3 to 5 days; not for food-producing animals; should not be used in breeding dogs; not with penicillin or streptomycin',
    url: 'https://www.heartlandvetsupply.com/p-2627-chloramphenicol-viceton-tablets-for-dogs.aspx',
  },
  'handout-azithromycin-vca': {
    publisher:
      'VCA Animal Hospitals client drug handout (azithromycin; "Are there any risk factors?")',
    title:
      'Azithromycin (off label): not in animals sensitive to macrolides or with liver failure; cautiously with a history of vomiting',
    url: 'https://vcahospitals.com/know-your-pet/azithromycin',
  },
  'guide-azithromycin-vetdepot': {
    publisher: 'VetDepot medication guide (azithromycin)',
    title:
      'Azithromycin: liver function should be normal before use (liver damage possible if predisposed); caution in pregnant or lactating animals, safety data insufficient',
    url: 'http://explore.vetdepot.com/medications/Azithromycin/',
  },
  'spc-therios-dog': {
    publisher:
      'Therios 300 mg and 750 mg palatable tablets for dogs (cefalexin) datasheet, as reproduced by a UK veterinary pharmacy (Hyperdrug)',
    title:
      'Cefalexin for dogs: do not use in pregnant or lactating bitches; not in severe renal failure; not recommended under 2.5 kg; excipient safety not established under 1 year',
    url: 'https://www.hyperdrug.co.uk/therios-palatable-tablets-for-cats-dogs/productinfo/THERIOS',
  },
  'guide-sucralfate-1800petmeds': {
    publisher: '1-800-PetMeds product information (sucralfate for dogs, cats and horses; cautions)',
    title:
      'Sucralfate (off label): use with caution in pregnant or nursing animals; no other condition named',
    url: 'https://www.1800petmeds.com/Sucralfate-prod11162.html',
  },
  'monograph-chloramphenicol-wedgewood': {
    publisher:
      'Wedgewood Pharmacy professional monograph (chloramphenicol for veterinary use, Evan Ware, DVM)',
    title:
      'Chloramphenicol: not for animals that are pregnant, very young, or with abnormal bone marrow, liver or kidney failure or non-regenerative anaemia; cats more prone to adverse reactions',
    url: 'https://www.wedgewood.com/learning-center/professional-monographs/chloramphenicol-palmitate-for-veterinary-use.html',
  },
} as const satisfies Record<string, SourceDef>;
