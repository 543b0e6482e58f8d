// Sources for exotic pets (Carpenter's Exotic Animal Formulary, Quesenberry, Merck Veterinary Manual exotic chapters). Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const EXOTIC_SOURCES = {
  // Carpenter's Exotic Animal Formulary, 5th edition (2018), chapters read in public copies
  'carpenter-ferrets': {
    publisher: "Carpenter's Exotic Animal Formulary, 5th ed. (Morrisey & Johnston)",
    title: 'Ferrets, Table 11-1: antimicrobial and antifungal agents used in ferrets',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC7152062',
  },
  'carpenter-birds': {
    publisher: "Carpenter's Exotic Animal Formulary (Hawkins, Barron, Speer, Pollock, Carpenter)",
    title: 'Birds, Table 5-1 antimicrobial agents and the behaviour-modifying agents table',
    url: 'https://veteriankey.com/birds-3/',
  },
  'carpenter-rodents': {
    publisher: "Carpenter's Exotic Animal Formulary, 5th ed. (Hawkins & Graham)",
    title: 'Rodents: miscellaneous agents (loperamide, leuprolide) and hindgut-fermenter cautions',
  },
  // Merck Veterinary Manual exotic tables
  'merck-reptile-analgesics': {
    publisher: 'Merck Veterinary Manual',
    title: 'Analgesics, sedatives and anesthetics used in reptiles (table)',
    url: 'https://www.merckvetmanual.com/multimedia/table/analgesics-sedatives-and-anesthetics-used-in-reptiles',
  },
  'merck-reptile-antimicrobials': {
    publisher: 'Merck Veterinary Manual',
    title: 'Antimicrobial drugs used in reptiles (table)',
  },
  'msd-ferret-endocrine': {
    publisher: 'MSD Veterinary Manual (Morrisey)',
    title: 'Endocrine disorders of ferrets: prednisone and diazoxide for insulinoma',
    url: 'https://www.msdvetmanual.com/exotic-and-laboratory-animals/ferrets/endocrine-disorders-of-ferrets',
  },
  // Labels of products licensed for exotic pets
  'label-baytril-exotics': {
    publisher: 'Elanco (Bayer)',
    title:
      'Baytril 2.5% injection and 25 mg/ml oral solution SPC: pet rabbits, rodents, reptiles, ornamental birds',
    url: 'https://www.noahcompendium.co.uk/?id=-473724',
  },
  'label-panacur-rabbit': {
    publisher: 'MSD Animal Health',
    title: 'Panacur Rabbit (fenbendazole) detail aid: 20 mg/kg daily for 9 or 28 days',
  },
  'label-advantage-rabbit': {
    publisher: 'Elanco (Bayer)',
    title: 'Advantage 40 spot-on SPC: pet rabbits under 4 kg, not under 10 weeks',
  },
  'label-advantage-multi-ferret': {
    publisher: 'Elanco (Bayer)',
    title: 'Advantage Multi for Cats label: use in ferrets (0.4 mL), field safety study',
    url: 'https://vetlabel.com/lib/vet/meds/advantage-multi-for-cats-1/page/3/',
  },
  'label-advocate-cat-ferret': {
    publisher: 'Elanco (Bayer)',
    title: 'Advocate spot-on for cats and ferrets SPC: do not use on canaries',
    url: 'https://www.noahcompendium.co.uk/?id=-446234',
  },
  'label-metacam-guinea-pig': {
    publisher: 'Boehringer Ingelheim',
    title: 'Metacam 0.5 mg/ml oral suspension for cats and guinea pigs SPC',
    url: 'https://vetisearch.co.uk/spcs/42564-metacam',
  },
  'label-baycox-poultry': {
    publisher: 'Elanco (Bayer)',
    title: 'Baycox 2.5% (toltrazuril) SPC for chickens and turkeys: 7 mg/kg/day for 2 days',
    url: 'https://vetisearch.co.uk/spcs/41706-baycox',
  },
  // Papers and reviews
  'marbofloxacin-rabbits': {
    publisher: 'BSAVA Congress 2008 (Rougier et al.)',
    title: 'Oral marbofloxacin (Marbocyl FD) 7 mg/kg twice daily for 14 days in pet rabbits',
  },
  'rabbit-evidence-base': {
    publisher: 'Rabbit Evidence Base',
    title: 'Buprenorphine rabbit dosing: 0.01–0.05 mg/kg every 6–12 hours',
    url: 'https://rabbit.evidence-base.org/recommendation01/buprenorphine-rabbit-dosing',
  },
  'meloxicam-guinea-pig-pk': {
    publisher: 'Vet Anaesth Analg (2019)',
    title: 'Pharmacokinetics and oral bioavailability of meloxicam (1.5 mg/kg) in guinea pigs',
  },
  'cisapride-chinchillas': {
    publisher: 'Journal of Exotic Pet Medicine',
    title: 'Oral cisapride (10 mg/kg every 12 hours) in chinchillas with reduced fecal output',
  },
  'metronidazole-chinchillas': {
    publisher: 'J Small Anim Pract (Mans & Fink, 2021)',
    title: 'Metronidazole suspensions reduce food intake in chinchillas in a dose-dependent way',
  },
  'vetpedia-guinea-pig-antibiotics': {
    publisher: 'Vetpedia',
    title: 'Antibiotic therapy in the guinea pig: streptomycin, dihydrostreptomycin and procaine',
    url: 'https://www2.vetpedia.it/indice-schede/509-antibiotic-therapy-in-the-guinea-pig.html',
  },
  'guinea-pig-vitamin-c': {
    publisher: 'Vetpedia; Quesenberry (Ferrets, Rabbits and Rodents)',
    title: 'Vitamin C in guinea pigs: 10–30 mg/kg daily, up to 50 mg/kg for deficiency',
    url: 'https://www2.vetpedia.it/indice-schede/912-vitamin-c-deficiency-scurvy-in-the-guinea-pig.html',
  },
  'bvna-ferret-analgesia': {
    publisher: 'Veterinary Nursing Journal (BVNA, 2025)',
    title: 'Analgesia in ferrets: meloxicam 0.1–0.3 mg/kg every 24 hours',
  },
  'tvp-ferret-heartworm': {
    publisher: "Today's Veterinary Practice (2018)",
    title: 'Heartworm disease in ferrets: prevention and treatment protocols',
  },
  'nasphv-psittacosis': {
    publisher: 'CDC MMWR / NASPHV',
    title: 'Compendium of psittacosis (chlamydiosis) control: doxycycline for pet birds',
    url: 'https://www.cdc.gov/mmwr/preview/mmwrhtml/00048497.htm',
  },
  'avian-analgesia-wsava': {
    publisher: 'WSAVA World Congress Proceedings 2017',
    title: 'Avian analgesia: butorphanol, buprenorphine, gabapentin, hydromorphone, tramadol',
    url: 'http://wsava2017.net/files/basic-html/page342.html',
  },
  'buprenorphine-amazons': {
    publisher: 'Am J Vet Res',
    title: 'Buprenorphine 0.1–2 mg/kg SC in orange-winged Amazon parrots',
  },
  'bsava-pain-birds': {
    publisher: 'BSAVA Guide to Pain Management in Small Animal Practice',
    title: 'Pain in birds: ketoprofen not recommended (renal effects, deaths)',
  },
  'avian-antifungals': {
    publisher: 'DVM360 (Fungal diseases of pet birds); Today’s Veterinary Practice 2018',
    title:
      'Itraconazole 5–10 mg/kg daily (African grey parrots 5 mg/kg at most), terbinafine, amphotericin B',
  },
  'voriconazole-psittacines': {
    publisher: 'JAVMA (Hinkle & Mans, 2024)',
    title: 'Voriconazole 10–21 mg/kg every 12 hours in 14 psittacine birds',
  },
  'terbinafine-amazons': {
    publisher: 'J Avian Med Surg (Evans et al., 2013)',
    title: 'Terbinafine 60 mg/kg single oral dose in Hispaniolan Amazon parrots',
  },
  'amitriptyline-psittacines': {
    publisher: 'J Avian Med Surg (Visser et al., 2015)',
    title: 'Amitriptyline 1–5 mg/kg in psittacines; toxicity at 9 mg/kg in an African grey parrot',
  },
  'zonisamide-amazons': {
    publisher: 'Am J Vet Res (2019)',
    title: 'Zonisamide 20 mg/kg every 12 hours for 10 days in Hispaniolan Amazon parrots',
  },
  'cedta-cockatiels': {
    publisher: 'Am J Vet Res (Denver et al., 2000)',
    title: 'CaEDTA 40 mg/kg IM every 12 hours for lead toxicosis in cockatiels',
  },
  'poultry-calcium-edta': {
    publisher: 'PoultryDVM',
    title: 'Calcium EDTA: injectable only; by mouth it increases metal absorption',
    url: 'https://poultrydvm.com/drugs/calcium-edta',
  },
  'fenbendazole-columbiformes': {
    publisher: 'J Avian Med Surg (Howard et al., 2002); JAALAS (Gozalo et al., 2006)',
    title: 'Fenbendazole and albendazole toxicity in pigeons and doves',
  },
  'fenbendazole-vultures-storks': {
    publisher: 'J Avian Med Surg (Bonar et al., 2003)',
    title: 'Suspected fenbendazole toxicosis in vultures and marabou storks',
  },
  'benzimidazole-rabbits': {
    publisher: 'ExoticsCon proceedings (Graham, Garner & Reavill)',
    title: 'Benzimidazole toxicity in rabbits: bone-marrow depletion and gut crypt necrosis',
  },
  'reptile-metronidazole': {
    publisher: "Carpenter's Exotic Animal Formulary, 5th ed. (reptiles)",
    title:
      'Metronidazole in reptiles: neurological signs above 200 mg/kg, deaths in king and indigo snakes at 100 mg/kg',
  },
  'reptile-analgesia-lawton': {
    publisher: 'Provet (Lawton, NAVC 1999)',
    title: 'Analgesic agents used in reptiles',
    url: 'https://provet.co.uk/Reptiles/reptileanalgesia.htm',
  },
  'enrofloxacin-star-tortoises': {
    publisher: 'J Zoo Wildl Med (Raphael, Papich & Cook, 1994)',
    title: 'Enrofloxacin 5 mg/kg IM every 12–24 hours in Indian star tortoises',
  },
  // Sensitivities within the broad species groups (data-sensitivities)
  'firefly-lizards': {
    publisher:
      'J Chem Ecol 25:1981 (Knight, Glor, Smedley, Gonzalez, Adler & Eisner, 1999); Cornell University',
    title: 'Firefly toxicosis in lizards: lucibufagins killed a bearded dragon after one firefly',
    url: 'http://news.cornell.edu/stories/1999/07/poisonous-fireflies-killing-exotic-lizards',
  },
  'flunixin-birds': {
    publisher: 'AAZV Conference 2004 (Pereira & Werther); J Pharm Sci Res 2012 (Ramzan et al.)',
    title:
      'Renal effects of flunixin, ketoprofen and meloxicam in budgerigars (with the bobwhite and Siberian crane reports); flunixin toxicity in broiler chickens',
    url: 'https://www.vin.com/AppUtil/Project/DefaultAdv1.aspx?pId=26431&meta=generic&catId=161658&id=10085105&ind=52&objTypeID=17',
  },
  'gentamicin-hawks': {
    publisher:
      "Am J Vet Res 44(7):1289–1293 (1983); Carpenter's Exotic Animal Formulary, birds Table 5-1",
    title:
      'Toxicity of gentamicin in red-tailed hawks (10 and 20 mg/kg twice daily both toxic); amikacin the least nephrotoxic aminoglycoside',
  },
  'ivermectin-small-birds': {
    publisher: 'AAZV Conference 2003 (Perpiñán & Melero)',
    title:
      'Suspected ivermectin toxicity in a Nanday parakeet; toxic reactions in finches and budgerigars and from the propylene glycol diluent',
    url: 'https://www.vin.com/apputil/project/defaultadv1.aspx?pid=26433&catid=&id=10110087&meta=&authorid=',
  },
  'doxycycline-injection-birds': {
    publisher:
      'J Avian Med Surg 14:23 (Powers, Flammer & Papich, 2000); Berl Munch Tierarztl Wochenschr 131:159 (Soto-Flores et al., 2018)',
    title:
      'Injectable doxycycline in birds: injection-site reactions in cockatiels; available injectables often cause muscle necrosis',
  },
  'allopurinol-hawks': {
    publisher: 'Avian Pathology 27(4):390–393 (Lumeij, Sprang & Redig, 1998)',
    title:
      'Allopurinol 50 mg/kg daily raised uric acid and caused vomiting in red-tailed hawks; about half that dose suggested as the safe maximum',
  },
  'vetpedia-hamster-antibiotics': {
    publisher: 'Vetpedia',
    title:
      'Antibiotic toxicity in the hamster: penicillins, cephalosporins, tylosin, lincosamides, erythromycin, bacitracin and gentamicin',
    url: 'https://www2.vetpedia.it/indice-schede/510-antibiotic-toxicity-in-the-hamster.html',
  },
  'meloxicam-donkeys': {
    publisher: 'Am J Vet Res 67(6):1082–1085 (Sinclair et al., 2006)',
    title:
      'Comparative pharmacokinetics of meloxicam in horses and donkeys: donkeys clear it several times faster',
    url: 'https://www.thedonkeysanctuary.org.uk/research/journal-article/2951',
  },
} as const satisfies Record<string, SourceDef>;
