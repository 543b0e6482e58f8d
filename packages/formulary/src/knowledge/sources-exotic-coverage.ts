// Sources for the exotic coverage pass (dose-ranges-exotic-coverage.ts): papers, formularies and
// labels read for the exotic species × antiparasitic, antibiotic, analgesic and psychoactive pairs
// that had no row. Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const EXOTIC_COVERAGE_SOURCES = {
  'wikivet-lizard-formulary': {
    publisher: 'WikiVet (peer-reviewed), Lizard Formulary',
    title:
      'Antimicrobials (antifungals: ketoconazole 15–30 mg/kg by mouth daily; itraconazole 23.5 mg/kg in spiny lizards) and anaesthesia-associated drugs (midazolam 2 mg/kg)',
    url: 'https://en.wikivet.net/Lizard_Formulary_-_Antimicrobials',
  },
  'midazolam-rabbits': {
    publisher: 'Vet Anaesth Analg 49(1):113–117 (2022)',
    title:
      'Intramuscular and intranasal midazolam (2 mg/kg) with dexmedetomidine in New Zealand White rabbits; midazolam 1 mg/kg with butorphanol and ketamine (Cinar & Yanmaz, 2024)',
    url: 'https://pubmed.ncbi.nlm.nih.gov/34802925/',
  },
  'poultrydvm-cephalexin': {
    publisher: 'PoultryDVM drug reference',
    title: 'Cephalexin in poultry: 50–125 mg/kg by mouth or injection every 6–12 hours',
    url: 'https://poultrydvm.com/drugs/cephalexin',
  },
  'selamectin-guinea-pigs': {
    publisher: 'J Am Vet Med Assoc 241(8):1056–1058 (Eshar & Bdolah-Abram, 2012)',
    title:
      'Selamectin 15 mg/kg once on the skin versus ivermectin for Trixacarus caviae mange in pet guinea pigs: no adverse reactions',
    url: 'https://doi.org/10.2460/javma.241.8.1056',
  },
  'plumbs-erythromycin-birds': {
    publisher: "Plumb's Veterinary Drug Handbook (after Hoeffer, 1995)",
    title: 'Erythromycin in birds: oral suspension 60 mg/kg by mouth every 12 hours',
  },
  'metronidazole-pigeons': {
    publisher: 'Br Poult Sci (Abouhosseini Tabari, Poźniak, Youssefi, Roudaki Sarvandani & Giorgi)',
    title:
      'Metronidazole 25 mg/kg by mouth twice daily for 5 days cleared Trichomonas gallinae in pigeons; oral 30 mg/kg in hens (Cybulski 1996) and 50 mg/kg in geese (Fadel, J Vet Pharmacol Ther) studied for pharmacokinetics',
    url: 'http://rms.ausmt.ac.ir/_Pages/ResearchEn.aspx?ID=5851',
  },
  'gabapentin-rabbits': {
    publisher: 'J Am Vet Med Assoc (Conway et al., 2024)',
    title:
      'A single oral 25 mg/kg dose of gabapentin reduced vigilance in New Zealand White rabbits without adverse effects; 10 mg/kg before vet visits was also tolerated (Gilbert, AEMV 2024)',
    url: 'https://doi.org/10.2460/javma.24.09.0602',
  },
  'terbinafine-cottonmouths': {
    publisher: 'J Vet Pharmacol Ther (Kane et al., 2017)',
    title:
      'Nebulised (2 mg/mL for 30 minutes) and subcutaneously implanted (24.5 mg) terbinafine in cottonmouths for snake fungal disease',
    url: 'https://doi.org/10.1111/jvp.12406',
  },
  'tramadol-chinchillas': {
    publisher: 'Peer-reviewed study of tramadol in chinchillas (abstract read on R Discovery)',
    title:
      'Tramadol 10–40 mg/kg under the skin gave no thermal pain relief in chinchillas, cut food intake and droppings at 20–40 mg/kg and caused tremors at 60 mg/kg; not recommended as an analgesic',
    url: 'https://discovery.researcher.life/topic/analgesia-in-rats/23925095?page=3',
  },
  'moxidectin-rabbits': {
    publisher: 'Vet Parasitol 93(2):149–158 (Wagner & Wendlberger, 2000)',
    title:
      'Moxidectin 0.2 mg/kg by mouth twice, 10 days apart, cured psoroptic mange in seven rabbits with no side effects',
  },
  'tramadol-bearded-dragons': {
    publisher: 'USDA NIFA CRIS project 0228876, University of Tennessee (2009–2010)',
    title:
      'Pharmacokinetics of morphine, butorphanol, meloxicam and tramadol in bearded dragons: tramadol 11 mg/kg by mouth, the dose that gave antinociception in the earlier study',
    url: 'https://portal.nifa.usda.gov/web/crisprojectpages/0228876-pharmacokinetics-of-morphine-butorphanol-meloxicam-and-tramadol-pain-relievers-in-bearded-dragons-pogona-vitticeps.html',
  },
} as const satisfies Record<string, SourceDef>;
