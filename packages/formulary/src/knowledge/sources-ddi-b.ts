// Sources read for the second half of the drug–drug interaction ledger (issue 22, ddi-b): the
// interaction and contraindication sections of parasiticide, heart, gut, hormone and immune drug
// labels and monographs. Spread into SOURCES by sources.ts, so every id here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const DDI_B_SOURCES = {
  'spc-drontal-piperazine': {
    publisher: 'NOAH Compendium (Drontal Cat and Drontal Plus Flavour tablets SPCs)',
    title:
      'Pyrantel embonate with praziquantel (and febantel): contraindicated simultaneously with piperazine compounds, because piperazine may block the action of pyrantel; other wormers may contain piperazine',
    url: 'https://www.noahcompendium.co.uk/?id=-482112',
  },
  'spc-profender-tablets-interactions': {
    publisher:
      'Profender modified-release tablets for dogs, SPC and package leaflet (EMA; Austrian leaflet printed by medikamio.com)',
    title:
      'Emodepside is a P-glycoprotein substrate; giving it with other P-glycoprotein substrates or inhibitors (ivermectin and other macrocyclic lactones named) could cause pharmacokinetic interactions',
    url: 'https://medikamio.com/de-at/medikamente/profender-150-mg30-mg-tabletten-mit-veranderter-wirkstofffreisetzung-fur-grosse-hunde/pil',
  },
  'krudewagen-profender-advocate': {
    publisher: 'Intern J Appl Res Vet Med (Krüdewagen and Schimmel, Bayer Animal Health)',
    title:
      'Profender tablets (emodepside/praziquantel) with Advocate spot-on (imidacloprid/moxidectin) at the maximum doses, together or 8 days apart, in 14 Beagles: no adverse reactions and no blood changes',
    url: 'https://docslib.org/doc/2336919/concomitant-simultaneous-and-consecutive-treatment-of',
  },
  'spc-galastop-contraindications': {
    publisher: 'NOAH Compendium (Galastop 50 micrograms/ml oral solution SPC; cabergoline SPCs)',
    title:
      'Cabergoline: do not use with dopamine antagonists; may cause transient hypotension, so do not use in animals being treated with hypotensive drugs (more significant hypotension) or just after surgery under anaesthetic',
    url: 'https://www.noahcompendium.co.uk/?id=-474229',
  },
  'label-felimazole-interactions': {
    publisher: 'Dechra (Felimazole coated tablets US label, as printed by PetRx)',
    title:
      'Methimazole reduces the liver oxidation of benzimidazole wormers (fenbendazole), raising their blood levels; its anti-vitamin K activity may potentiate anticoagulants; phenobarbital may reduce its effect',
    url: 'https://petrx.com/products/petrx-pharmacy-felimazole-tablet-methimazole-for-cats-2-5mg-1-tablet',
  },
  'vca-calcitriol': {
    publisher: 'VCA Animal Hospitals (Gollakner: calcitriol medication handout)',
    title:
      'Calcitriol for dogs and cats: do not give calcium supplements while using it; too high a dose causes increased drinking and urination and poor appetite',
    url: 'https://vcahospitals.com/know-your-pet/calcitriol',
  },
} as const satisfies Record<string, SourceDef>;
