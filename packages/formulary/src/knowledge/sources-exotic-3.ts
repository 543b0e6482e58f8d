// Sources for the third exotic coverage pass (dose-ranges-exotic-3.ts): pages read for exotic
// species × antiparasitic, antibiotic, analgesic and psychoactive pairs that still had no row.
// Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const EXOTIC_3_SOURCES = {
  'imidacloprid-baywing': {
    publisher: 'Sci Total Environ 763:142957 (2021)',
    title:
      'Imidacloprid seed coating and acute toxicity to small farmland birds (grayish baywing): oral LD50 57.11 mg/kg, signs of poisoning from 20.6 mg/kg',
    url: 'https://pubmed.ncbi.nlm.nih.gov/33498114/',
  },
  'calvert-frontline-reptiles': {
    publisher:
      'Ian Calvert, reptile veterinarian (protocol published in Spanish by VetPunta, 2005)',
    title:
      'Suggested protocol for Frontline (fipronil 0.25%) spray in reptiles: about 6 sprays per kg above 500 g, diluted half and half with alcohol below 500 g; not licensed, safety hard to predict',
    url: 'http://tienda.vetpunta.com/printable_newsdesk.php/newsdesk_id/224',
  },
  'checkm-ketoconazole-birds': {
    publisher: 'check-m.com poultry drug reference (Japanese)',
    title: 'Ketoconazole in chickens: 10–30 mg/kg by mouth every 12 hours for 21 days',
    url: 'https://www.check-m.com/post-8032',
  },
  'checkm-tms-birds': {
    publisher: 'check-m.com poultry drug reference (Japanese)',
    title:
      'Trimethoprim-sulfamethoxazole in chickens: 100 mg/kg by mouth every 12 hours, or 320–525 mg/L of drinking water',
    url: 'https://www.check-m.com/post-9054',
  },
  'label-permectrin-dust': {
    publisher: 'Permectrin Fly & Louse Dust label (permethrin 0.25%), transcribed by Parasitipedia',
    title:
      'Poultry, northern fowl mites: not more than 1 lb of dust per 100 birds, worked into the vent feathers',
    url: 'https://parasitipedia.net/index.php?option=com_content&view=article&id=3087&Itemid=3471',
  },
  'cfr-penicillin-turkeys': {
    publisher: 'US Code of Federal Regulations, 21 CFR 520.1696b (FDA-approved use)',
    title:
      'Penicillin G potassium in drinking water for turkeys: 1,500,000 units per gallon for 5 days (erysipelas)',
    url: 'https://www.ecfr.gov/current/title-21/chapter-I/subchapter-E/part-520/section-520.1696b',
  },
  'plumbs-gentamicin-rodents': {
    publisher:
      "Plumb's Veterinary Drug Handbook, gentamicin doses (transcribed by veterinary-help.com)",
    title:
      'Pocket pets and rodents: 5 mg/kg once daily into a muscle or under the skin (Oglesbee 1995)',
    url: 'https://veterinary-help.com/376-doses_gentamicin_sulfate.htm',
  },
  'guinea-pig-trichophytosis-antifungals': {
    publisher: 'Peer-reviewed study of experimental trichophytosis in guinea pigs',
    title:
      'The efficacy of orally applied terbinafine, itraconazole and fluconazole in models of experimental trichophytoses: terbinafine cured at 12.3 mg/kg (ED50) and normalised the skin after seven doses of 20 mg/kg; itraconazole up to 40 mg/kg',
    url: 'https://discovery.researcher.life/article/the-efficacy-of-orally-applied-terbinafine-itraconazole-and-fluconazole-in-models-of-experimental-trichophytoses/aa62786df1f13908bef676a827c3165e',
  },
  'allopurinol-slider-gout': {
    publisher:
      'Korean case report of articular gout in a red-eared slider (KoreaScience JAKO201129362563702)',
    title:
      'A 1.28 kg red-eared slider with tophaceous gout treated with allopurinol 20 mg/kg by mouth once daily and a low-protein diet; signs and radiographs improved after one month',
    url: 'https://koreascience.kr/article/JAKO201129362563702.pub?lang=en',
  },
  'terbinafine-turtles': {
    publisher:
      'J Zoo Wildl Med 52(2):520-528 (2021, red-eared sliders) and Am J Vet Res 84(1) (2023, western pond turtles)',
    title:
      'Terbinafine 15 mg/kg by mouth once in red-eared sliders (no adverse responses; may need every 12 hours), and 30 mg/kg by mouth every 24 or 48 hours in western pond turtles with Emydomyces shell disease',
    url: 'https://pubmed.ncbi.nlm.nih.gov/34130394/',
  },
  'label-moxidectin-plus-birds': {
    publisher:
      'Moxidectin Plus (moxidectin 2 mg/mL, praziquantel 18.8 mg/mL) label, transcribed by a bird breeder',
    title:
      'Individual bird: 0.25 mL per 400 g (pigeon) by mouth; flock: 5 mL per litre of drinking water for 24 hours; the flock-dosing advice on the same page says a double or triple dose does the birds no harm',
    url: 'http://www.raymondjulien-domainedumeleze.yolasite.com/worming-and-parasites.php',
  },
  'moxidectin-hamsters-gerbils': {
    publisher:
      'Vet Rec 149(11):324-327 (2001, hamsters) and a trial of oral anthelmintics in Mongolian gerbils',
    title:
      'Moxidectin 400 µg/kg by mouth once or twice a week for eight weeks treated notoedric mange in hamsters as well as ivermectin injections; 0.4 mg/kg by mouth was given to gerbils with Dentostomella pinworms',
    url: 'https://acnpsearch.tweb-dev.unibo.it/singlejournalindex/85404275',
  },
  'selamectin-zebra-finches': {
    publisher: 'Bishop, McCoy and Peter (2007), indexed by US EPA HERO (reference 1613793)',
    title:
      'Selamectin tolerance in zebra finches (Taeniopygia guttata) with Sternostoma tracheacolum: topical 23, 46 and 92 mg/kg caused no neurological signs, no deaths and no clinical-sample differences from controls',
    url: 'https://hero.epa.gov/hero/index.cfm/reference/details/reference_id/1613793',
  },
  'usda-canaries-pyrethrum': {
    publisher:
      'Canaries: their care and management (US Department of Agriculture bulletin), chapter on vermin',
    title:
      'Gray feather lice of canaries are best combated by blowing insect powder (pyrethrum) into the plumage with a small bellows, repeated two or three times at intervals of a week',
    url: 'https://hornygo.com/Canaries____their_care_and_management_by_Alexander/VERMIN.html',
  },
  'midazolam-guinea-pigs': {
    publisher:
      'J Am Vet Med Assoc 260(9) (2022, pet guinea pigs) and a randomised crossover study of four intramuscular sedatives in juvenile guinea pigs (PMC8592412)',
    title:
      'Alfaxalone 5 mg/kg with midazolam 0.5 mg/kg under the skin gave longer, deeper sedation than alfaxalone alone; midazolam 2 mg/kg into a muscle sedated but caused hyperreactivity, without changing blood pressure or perfusion',
    url: 'https://omicsdi.org/dataset/biostudies-literature/S-EPMC8592412',
  },
  'permethrin-guinea-pig-lice': {
    publisher: 'USDA Agricultural Research Service; J Entomol Sci 44:410-411 (2009)',
    title:
      'Spot-on treatments of diflubenzuron and permethrin to control a guinea pig louse (Gliricola porcelli): 3 drops of 5% diflubenzuron with 5% permethrin in oil per animal left no lice after 4 weeks',
    url: 'https://www.ars.usda.gov/research/publications/publication/?seqNo115=235953',
  },
  'petco-amikacin': {
    publisher: 'Petco Love veterinary medication pages (updated 10 September 2024)',
    title:
      'Amikacin: rodents and small mammals 2.5–5 mg/kg into a muscle or under the skin every 8–24 hours (reptiles 2.5–5 mg/kg every 24–72 hours)',
    url: 'https://esg.petco.com/content/content-hub/home/MedicationPages/01/amikacin.html',
  },
  'label-zyloprim-rodent-ld50': {
    publisher:
      'Zyloprim (allopurinol) US prescribing information, Overdosage (copy at pill2trip.com)',
    title:
      'In mice the oral LD50 is 700 mg/kg with deaths delayed up to 3 days (160 mg/kg intraperitoneally); in rats the acute oral LD50 is 6,000 mg/kg',
    url: 'https://pill2trip.com/medicine/zyloprim',
  },
  'label-prozac-rodent-ld50': {
    publisher:
      'Prozac (fluoxetine) US prescribing information, Overdosage: animal experience (quoted by droracle.ai)',
    title:
      'The oral median lethal dose in rats and mice was found to be 452 and 248 mg/kg, respectively',
    url: 'https://www.droracle.ai/articles/42017/what-is-the-lethal-dose-of-fluoxetine-selective-serotonin',
  },
  'echa-amitriptyline-acute-oral': {
    publisher:
      'ECHA registration dossier, amitriptyline hydrochloride: acute oral toxicity (from ChemIDplus)',
    title: 'Rat oral LD50 240 mg/kg; mouse oral LD50 140 mg/kg (Acute Tox. 3, H301)',
    url: 'https://echa.europa.eu/fr/registration-dossier/-/registered-dossier/24044/7/3/1',
  },
  'gupta-imidacloprid-rats': {
    publisher:
      'Veterinary Toxicology: Basic and Clinical Principles, 3rd edition (Gupta), chapter 40, Neonicotinoids',
    title:
      'Acute oral toxicity of imidacloprid in rats above 300 mg/kg, with signs within 15 minutes and recovery in 8–24 hours; 100% mortality at 500 mg/kg',
    url: 'http://online.flipbuilder.com/ulbm/hjdr/files/basic-html/page555.html',
  },
  'fenbendazole-rodent-chow': {
    publisher: 'Coghlan et al., Lab Anim Sci 43(5):481-7 (1993), PubMed 8277731',
    title:
      'Practical and effective eradication of pinworms (Syphacia muris) in rats by use of fenbendazole: 150-ppm medicated feed targeting 8.0–12.0 mg/kg/day; exceptionally wide safety margin in rats and mice',
    url: 'https://pubmed.ncbi.nlm.nih.gov/8277731/',
  },
  'selamectin-rats-mice': {
    publisher: 'Hill et al., J Am Assoc Lab Anim Sci 45(3):23-6 (2006), PubMed 16642966',
    title:
      'Efficacy and safety of topical selamectin to eradicate pinworm infections in rats and mice: selamectin 0.6 and 6.0 mg/kg was safe but did not eliminate Syphacia; fenbendazole-medicated (150 ppm) chow did',
    url: 'https://labnodes.vanderbilt.edu/member/publication/id/10900/keyword_id/11620/keyword_name/DiseaseModels,Animal/pmid/16642966',
  },
  'permethrin-mice-fur-mites': {
    publisher:
      'Mather and Lausen (Harvard School of Public Health and Harvard Medical School), reproduced on the maker’s press page (mitearrest.com)',
    title:
      'A new insecticide delivery method for control of fur mite infestations in laboratory mice: permethrin-impregnated cotton nesting material; permethrin applied to mice or mixed as powder with shavings had no noticeable effect on them',
    url: 'https://mitearrest.com/press/',
  },
} as const satisfies Record<string, SourceDef>;
