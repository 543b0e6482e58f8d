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
