// Sources read for the antimicrobial chapter (issue 22, k-amx): the interaction ledger's
// antimicrobial classes (a veterinary clinical pharmacologist's review, the Belgian Veraflox
// leaflet, a famciclovir monograph), a rifampin client handout and a feline case series on
// doxycycline. Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const DDI_D_SOURCES = {
  'vin-trepanier-top-ten-2008': {
    publisher:
      "VIN, WSAVA World Congress Proceedings 2008: 'Top Ten Potential Drug Interactions in Dogs and Cats' (Lauren A. Trepanier, DVM, PhD, DACVIM, DACVCP, University of Wisconsin-Madison)",
    title:
      'Cimetidine, a major P450 inhibitor, slows the clearance of chloramphenicol (dose-dependent leukopenia), metronidazole (neurologic side effects), lidocaine and theophylline; famotidine, ranitidine or nizatidine are preferred with several drugs; sucralfate binds fluoroquinolones and tetracyclines',
    url: 'https://vin.com/apputil/content/defaultadv1.aspx?catId=32736&id=3866571&pId=11268',
  },
  'rcp-veraflox-be-leaflet': {
    publisher:
      'Veraflox (pradofloxacin) tablets for dogs and cats, Belgian leaflet (FAGG/AFMPS, French), as posted on studylibfr',
    title:
      'Safety in pregnancy and lactation not established in dogs and cats; do not use in pregnancy (eye malformations in rat foetuses) or lactation; interactions: not with an antacid, sucralfate, multivitamins or dairy products given at the same time (absorption lowered); the rest of the paragraph was not reached',
    url: 'https://studylibfr.com/doc/6804989/rcp---fagg',
  },
  'wedgewood-famciclovir-monograph': {
    publisher:
      'Wedgewood Pharmacy, professional monograph: Famciclovir for veterinary use (Barbara Forney, VMD)',
    title:
      'Famciclovir in cats: well tolerated; use with caution and at a reduced dose with poor kidney function; excreted in milk in laboratory animals (significance in cats unknown); drug interactions: probenecid may raise penciclovir levels',
    url: 'https://www.wedgewood.com/professional-monographs/famciclovir-for-veterinary-use',
  },
  'valleyvet-rifampin-summary': {
    publisher:
      'Valley Veterinary Hospital (Canada), illustrated client medication articles: rifampin summary',
    title:
      'Rifampin: used off label in horses and occasionally dogs and cats; vomiting, diarrhoea or poor appetite most common; liver dysfunction possible; use with caution in pets with liver disease, pregnant, elderly or lactating pets',
    url: 'https://valleyvet.ca/pet-health-resources/pet-health-articles/articles/?pt=6&ps=7',
  },
  'german-2005-doxycycline-cats': {
    publisher:
      'J Feline Med Surg 2005;7(1):33-41 (German AJ, Cannon MJ, Dye C et al.): Oesophageal strictures in cats associated with doxycycline therapy',
    title:
      'Four cats developed oesophageal strictures after oral doxycycline, regurgitation being the main sign; oral medicines, doxycycline above all, should be followed by a water or food swallow',
    url: 'https://pubmed.ncbi.nlm.nih.gov/15686972/',
  },
} as const satisfies Record<string, SourceDef>;
