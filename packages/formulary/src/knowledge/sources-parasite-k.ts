// Sources read for the internal antiparasitics chapter (dewormers, coccidiostats and heartworm
// treatments; issue 22, k-parasite): labels and data sheets of the wormers owners give dogs and
// cats, and of the horse wormers that poison them. Spread into SOURCES by sources.ts, so every id
// here is a SourceId.

type SourceDef = { publisher: string; title: string; url?: string };

export const PARASITE_K_SOURCES = {
  'fda-drontal-cats-kitten-limit': {
    publisher: 'Veterinary Practice News, reporting the FDA approval of the revised Drontal label',
    title:
      'Drontal (praziquantel/pyrantel pamoate) tablets for cats: FDA-approved labelling now says not for kittens under two months of age or under 2 pounds (it said one month and 1.5 pounds before)',
    url: 'https://veterinarypracticenews.com/fda-approves-new-pet-medication-tablet-sizes',
  },
  'label-cestex': {
    publisher: 'Zoetis (Pfizer Animal Health), FDA NADA 140-893',
    title:
      'Cestex (epsiprantel) veterinary tablets 12.5, 25, 50 and 100 mg: dogs 2.5 mg/lb, cats 1.25 mg/lb; no known contraindications; not in puppies or kittens under 7 weeks; safety in pregnant or breeding animals not determined; given with diethylcarbamazine, anti-inflammatories, insecticides and nematocides without incompatibility',
    url: 'https://docslib.org/doc/5645034/cestex%C2%AE-epsiprantel',
  },
  'spc-equest-pramox': {
    publisher: 'NOAH Compendium (Equest Pramox Oral Gel SPC)',
    title:
      'Equest Pramox (moxidectin/praziquantel) oral gel: horses only; dogs or cats may be harmed by the moxidectin concentration if they eat spilled gel or reach used syringes',
    url: 'https://www.noahcompendium.co.uk/?id=-457275',
  },
  'label-immiticide': {
    publisher: 'Boehringer Ingelheim (Merial), DailyMed label via fda.report',
    title:
      'Immiticide (melarsomine dihydrochloride) sterile powder: 50 mg vial, 25 mg/mL made up; 2.5 mg/kg (0.1 mL/kg) by deep lumbar injection; contraindicated in class 4 (caval syndrome) heartworm disease; for use in dogs only; safety in breeding, pregnant or nursing bitches not determined',
    url: 'https://fda.report/DailyMed/e81ad4b2-35d8-4f13-a07f-3e8d95ef2307',
  },
  'spc-procox': {
    publisher: 'European Medicines Agency (Procox SPC, via patient-info.co.uk)',
    title:
      'Procox (emodepside 0.9 mg/mL, toltrazuril 18 mg/mL) oral suspension for dogs: 0.5 mL/kg; do not use in puppies under 2 weeks of age or under 0.4 kg',
    url: 'https://patient-info.co.uk/procox-70744/summary-of-medicine-characteristics',
  },
  'cfr-piperazine': {
    publisher: 'US FDA CVM (21 CFR 520.1803 and 520.1806)',
    title:
      'Piperazine citrate capsules (140 mg base) for dogs and cats: 1 capsule per 5 lb, worm from 6 to 8 weeks, severely debilitated animals not wormed except on a vet’s advice; piperazine suspension for dogs: 20 to 30 mg base per lb, not in unweaned pups or under 3 weeks',
    url: 'http://laws9.com/cfr/text/21/520/1803',
  },
} as const satisfies Record<string, SourceDef>;
