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
  'avma-comfortis-ivermectin': {
    publisher: 'JAVMA News, AVMA (FDA CVM safety warning, 2008)',
    title:
      'FDA warning: dogs given high extra-label doses of ivermectin (for mange) developed ivermectin toxicosis with Comfortis (spinosad); such dogs should not receive spinosad at the same time',
    url: 'https://www.avma.org/javma-news/2008-07-15/fda-issues-safety-warning-comfortis-ivermectin-interaction',
  },
  'spc-benakor-interactions': {
    publisher:
      'Benakor and Fortekor (benazepril) tablets for dogs, package leaflets (medikamio.com)',
    title:
      'Benazepril: given with digoxin, diuretics, pimobendan and antiarrhythmics in dogs with heart failure without adverse interactions; in people ACE inhibitors with NSAIDs lower the blood-pressure effect or kidney function; other antihypertensives, anaesthetics or sedatives add to the fall in blood pressure',
    url: 'https://preview.medikamio.com/de-de/medikamente/benakor-5-mg/pil',
  },
  'spc-vetmedin-interactions': {
    publisher:
      'NOAH Compendium (Vetmedin injection SPC); Vetmedin capsules leaflet (medikamio.com)',
    title:
      'Pimobendan: no interaction with the cardiac glycoside ouabain (strophanthin) in pharmacological studies; its rise in heart contractility is weakened by verapamil, diltiazem and propranolol',
    url: 'https://www.noahcompendium.co.uk/?id=-447915',
  },
  'spc-furosemide-bp-vet': {
    publisher: 'VMD (Furosemide Tablets BP (Vet) 20 mg SPC, via myhealthbox.eu)',
    title:
      'Furosemide: do not use with aminoglycoside or cephalosporin antibiotics (danger of potentiating their toxic effects), nor after excessive doses of cardiac glycosides',
    url: 'https://myhealthbox.eu/hy/furosemide-tablets-bp-vet-20-mg/3348279',
  },
  'spc-libeo-furosemide': {
    publisher: 'Libeo (furosemide) chewable tablets for dogs, package leaflet (medikamio.com)',
    title:
      'Furosemide: drugs that change electrolytes (corticosteroids, other diuretics, amphotericin B, cardiac glycosides) need careful monitoring; aminoglycosides or cephalosporins may raise the risk to the kidneys; it may change insulin needs and slow NSAID excretion; doses may need adjusting with ACE inhibitors',
    url: 'https://medikamio.com/de-at/medikamente/libeo-40-mg-kautabletten-fur-hunde/pil',
  },
  'spc-leventa-interactions': {
    publisher:
      'Leventa (levothyroxine) oral solution for dogs, SPC and leaflet (VMD; medikamio.com)',
    title:
      'Levothyroxine: antacids (aluminium or magnesium salts, calcium carbonate), iron sulphate and sucralfate reduce its absorption, so give them at least two hours apart; drugs that change thyroid hormone binding or breakdown call for rechecking hormone levels',
    url: 'https://medikamio.com/de-at/medikamente/leventa-1-mgml-losung-zum-eingeben-fur-hunde/pil',
  },
  'spc-caninsulin': {
    publisher: 'NOAH Compendium (Caninsulin 40 IU/ml suspension for injection SPC)',
    title:
      'Porcine insulin zinc suspension for dogs and cats: avoid progestagens (oestrus inhibitors) in diabetic animals; take care with corticosteroids',
    url: 'https://www.noahcompendium.co.uk/?id=-454394',
  },
  'nuttall-ciclosporin-review': {
    publisher: 'Vet Rec (Nuttall, Reece and Roberts, 2014)',
    title:
      'Ciclosporin in canine atopic dermatitis: giving it with most drugs is safe; effects on cytochrome P450 and P-glycoprotein may raise ciclosporin levels, short-term changes not clinically significant; live vaccines avoided during treatment',
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC3995266',
  },
  'spc-advocate-interactions': {
    publisher: 'NOAH Compendium (Advocate spot-on solution for cats and ferrets SPC)',
    title:
      'Imidacloprid with moxidectin: during treatment with Advocate no other antiparasitic macrocyclic lactone should be given',
    url: 'https://www.noahcompendium.co.uk/?id=-446234',
  },
  'spc-capstar': {
    publisher: 'NOAH Compendium (Capstar 11.4 mg and 57 mg tablets for cats and dogs SPC)',
    title:
      'Nitenpyram: interactions none known; no adverse reactions in clinical studies when given with other veterinary medicines; can be used in pregnancy and lactation',
    url: 'https://www.noahcompendium.co.uk/?id=-462455',
  },
  'spc-incurin': {
    publisher: 'NOAH Compendium (Incurin 1 mg tablets SPC)',
    title:
      'Estriol for spayed bitches with urinary incontinence: interactions none known; not in intact bitches, with polyuria-polydipsia, in pregnancy, lactation or under 1 year',
    url: 'http://www.noahcompendium.co.uk/?id=-454853',
  },
  'spc-program-interactions': {
    publisher: 'VMD (Program tablets and oral suspension SPCs, as printed by imedi.co.uk)',
    title:
      'Lufenuron: interactions none known; contraindications none; can be used during pregnancy and lactation',
    url: 'https://imedi.co.uk/program-tablets-409-8-mg',
  },
  'vetstream-afoxolaner': {
    publisher: 'Vetstream Canis (Bowman and Horspool: afoxolaner monograph)',
    title:
      'Afoxolaner (NexGard): interactions with other drugs none known; in a controlled field study it was used with other medications',
    url: 'https://vetstream.com/treat/canis/generics/afoxolaner',
  },
  'spc-apoquel-pharmacokinetics': {
    publisher: 'NOAH Compendium (Apoquel tablets for dogs SPC, pharmacological particulars)',
    title:
      'Oclacitinib: low protein binding; inhibition of canine cytochrome P450s is minimal, so the risk of metabolic drug-drug interactions from oclacitinib is very low',
    url: 'https://www.noahcompendium.co.uk/?id=-481131',
  },
  'wedgewood-famotidine': {
    publisher: 'Wedgewood Pharmacy (famotidine for dogs, cats and horses: medication information)',
    title:
      'Famotidine: with antacids, metoclopramide, sucralfate or ketoconazole the vet may advise giving them two hours apart; a very safe drug with few side effects',
    url: 'https://www.wedgewood.com/learning-center/medication-information-for-pet-and-horse-owners/famotidine-for-dogs-cats-and-horses.html',
  },
  'wedgewood-methocarbamol': {
    publisher: 'Wedgewood Pharmacy (methocarbamol: veterinary medication information)',
    title:
      'Methocarbamol: safe to use with NSAIDs, corticosteroids and other medicines for muscle spasm; a CNS depressant with secondary sedative properties',
    url: 'https://wedgewood.com/medications/methocarbamol',
  },
} as const satisfies Record<string, SourceDef>;
