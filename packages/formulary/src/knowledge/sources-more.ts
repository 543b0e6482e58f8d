// Sources added with the exotic species (issue 10) and the class-coverage pass. Kept apart from
// sources.ts so the two tables grow without stepping on each other; SOURCES merges both.

type SourceDef = { publisher: string; title: string; url?: string };

export const MORE_SOURCES = {
  // Exotic pets and horses
  'quesenberry-exotics': {
    publisher: 'Ferrets, Rabbits, and Rodents: Clinical Medicine and Surgery (Quesenberry et al.)',
    title: 'Antibiotic-associated enterotoxaemia in guinea pigs and hamsters; toxicoses in ferrets',
  },
  'carpenter-reptiles': {
    publisher: "Carpenter's Exotic Animal Formulary",
    title: 'Reptiles: antiparasitic and antimicrobial agents, species cautions',
  },
  'ivermectin-chelonians': {
    publisher: 'JAVMA (Teare & Bush, 1983)',
    title: 'Toxicity and efficacy of ivermectin in chelonians',
  },
  'merck-equine-colitis': {
    publisher: 'Merck Veterinary Manual',
    title: 'Antimicrobial-associated diarrhoea and colitis in horses',
  },
  'threeoaks-red-maple': {
    publisher: 'Three Oaks Equine (Molly Kaplan, DVM)',
    title:
      'Red maple toxicosis: only wilted red maple leaves and bark poison horses (oxidant haemolytic anaemia, kidney failure); fresh leaves and other maples do not appear to',
    url: 'http://threeoaksequine.com/red-maple-toxicosis/',
  },
  'springhill-horse-plants': {
    publisher: 'Springhill Equine Veterinary Clinic',
    title:
      'Poisonous plants for horses: yew kills within minutes (6 to 8 oz for a large animal, all species susceptible); wilted or dried red maple leaves cause haemolytic anaemia, fresh leaves do not appear to',
    url: 'https://springhillequine.com/poisonous-plants-a-few-to-start/',
  },
  'merck-blister-beetle': {
    publisher: 'Merck Veterinary Manual',
    title:
      'Cantharidin (blister beetle) poisoning: beetles baled in alfalfa hay; 4 to 6 g of dried beetles may kill a horse; also toxic to dogs, cats, rabbits, rats and ruminants',
    url: 'https://merckvetmanual.com/special-pet-topics/poisoning/cantharidin-poisoning-blister-beetle-poisoning',
  },
  'extension-black-walnut': {
    publisher: 'eXtension Horses (US Cooperative Extension)',
    title:
      'Black walnut wood shavings cause laminitis in horses within 8 to 24 hours of contact, and colic if eaten; no evidence in sheep; dogs should not eat the seed hulls (gastroenteritis)',
    url: 'https://horses.extension.org/can-black-walnut-wood-shavings-be-used-as-a-bedding-source-for-horses-and-or-other-livestock/',
  },
  'sycamore-atypical-myopathy': {
    publisher: 'Equitas (Dr Gabrielle Haughton, veterinary surgeon); The Irish Field',
    title:
      'Atypical myopathy: sycamore (Acer pseudoplatanus) seeds, seedlings and leaves carry hypoglycin A; the muscle disease is fatal in about 75% of affected horses',
    url: 'https://articles.equitas.ie/atypical-myopathy-aka-sycamore-poisoning',
  },
  'omafra-oleander-horses': {
    publisher: 'Ontario Ministry of Agriculture, Food and Rural Affairs (OMAFRA)',
    title:
      'Oleander ranks with yew in toxicity to horses: a digitalis-like heart poison; a single ounce of leaves can kill a 1,000 lb horse',
    url: 'http://www.omafra.gov.on.ca/english/livestock/horses/quiz/6_calendar.htm',
  },
  'dvm360-horse-plants': {
    publisher: 'dvm360',
    title:
      'Plants toxic to horses: maples (red maple among them; only a few species associated with signs) damage red blood cells; foxglove, oleander and rhododendron poison the heart',
    url: 'https://dvm360.com/view/part-one-5-plants-toxic-horses',
  },
  'fmvc-equine-oxidants': {
    publisher: 'The Five-Minute Veterinary Consult: Equine (red maple toxicosis)',
    title:
      'Heinz-body haemolytic anaemia in horses: the most common oxidant causes are onions, wilted or dried red maple leaves and phenothiazine anthelmintics',
    url: 'https://download.skyscape.com/download/ota/lonestar/98646CAE-28D2-41B5-A647-30BCAE2D1746/fmveteq.ed3/content/HTML/p/tu0.htm',
  },
  'vca-ragwort-horses': {
    publisher: 'VCA Animal Hospitals (Carson & Ricketts)',
    title:
      'Ragwort poisoning in horses: fresh and dried plants are poisonous, the toxin survives in hay; about 1 to 5% of body weight eaten over weeks scars the liver irreversibly',
    url: 'https://vcahospitals.com/know-your-pet/ragwort-poisoning-in-horses',
  },
  'equus-maple-species': {
    publisher: 'EQUUS (case report, red maple)',
    title:
      'Red maple leaves poison horses; sugar and silver maple may also; maples whose leaves stay red all summer (Japanese red maple, Crimson King Norway maple) are not believed to be toxic',
    url: 'https://www.pressreader.com/usa/equus/20160829/281719793963903',
  },
  'merck-ionophores': {
    publisher: 'Merck Veterinary Manual',
    title: 'Ionophore toxicosis (monensin, lasalocid, salinomycin): horses and dogs',
  },
  'riond-doxycycline-horses': {
    publisher: 'Equine Vet J (Riond et al., 1992)',
    title: 'Cardiovascular effects and fatalities after intravenous doxycycline in horses',
  },
  'amitraz-horses': {
    publisher: 'Aust Vet J (Roberts & Seawright, 1979)',
    title: 'Amitraz-induced large intestinal impaction in the horse',
  },
  'label-micotil': {
    publisher: 'Elanco',
    title: 'Micotil 300 (tilmicosin) label: injection may be fatal in horses',
  },
  // Class-coverage pass (drug-drug interactions)
  'plumbs-interactions': {
    publisher: "Plumb's Veterinary Drug Handbook",
    title: 'Drug interactions sections of the monographs (class-by-class review)',
  },
  'qt-prolongation': {
    publisher: 'CredibleMeds (AZCERT)',
    title: 'QTdrugs list: drugs with known risk of QT prolongation and torsades de pointes',
  },
  'kukanich-cyp-dogs': {
    publisher: 'J Vet Pharmacol Ther (KuKanich et al.)',
    title:
      'Ketoconazole and other CYP3A inhibitors raise exposure to co-administered drugs in dogs',
  },
} as const satisfies Record<string, SourceDef>;
