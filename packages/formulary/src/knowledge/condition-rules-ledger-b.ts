import type { ConditionRule } from './condition-rules';

// Label rows added by the second half of the label ledger (issue 22, decision 042): what the
// labels of the gut, antimicrobial, antifungal and immune drugs say and no row said yet. Spread
// into LABEL_CONDITION_RULES. Same convention: a label "do not use" with harm described is High;
// "do not use" without harm, or a caution with harm, is Medium; "not established" is Low.

const ASK_VET =
  'Tell your vet about this condition before it is given; they may choose another drug.';

export const LEDGER_B_CONDITION_RULES: readonly ConditionRule[] = [
  {
    id: 'rx-enrofloxacin-breeding-cat',
    condition: 'breeding',
    match: { drugs: ['enrofloxacin'] },
    // The US regulation for the dog and cat tablets speaks of cats only.
    species: ['cat'],
    risk: 'Low',
    description:
      'The US conditions of use of enrofloxacin tablets say its safety in breeding cats has not been established.',
    recommendation: ASK_VET,
    source: 'cfr-enrofloxacin-tablets',
  },
  {
    id: 'rx-doxycycline-kidney',
    condition: 'kidney',
    match: { drugs: ['doxycycline'] },
    risk: 'Medium',
    description:
      'The Doxycare tablets for cats and dogs say not to use doxycycline in animals with renal insufficiency.',
    recommendation: ASK_VET,
    source: 'spc-doxycare',
  },
  {
    id: 'rx-doxycycline-liver',
    condition: 'liver',
    match: { drugs: ['doxycycline'] },
    risk: 'Medium',
    description:
      'The Doxycare tablets for cats and dogs say not to use doxycycline in animals with hepatic insufficiency.',
    recommendation: ASK_VET,
    source: 'spc-doxycare',
  },
  {
    // The labels name haemorrhage and perforation, not an ulcer that is not bleeding.
    id: 'rx-metoclopramide-gi-bleeding',
    onlySevere: true,
    condition: 'gi-ulcer',
    match: { drugs: ['metoclopramide'] },
    risk: 'Medium',
    description:
      'The metoclopramide labels for dogs and cats say not to use it with bleeding in the stomach or gut: it speeds the gut up.',
    recommendation: ASK_VET,
    source: 'spc-metoclopramide-oral',
  },
  {
    id: 'rx-metoclopramide-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['metoclopramide'] },
    risk: 'Low',
    description:
      'The metoclopramide labels for dogs and cats say its safety in pregnancy has not been evaluated in these species; the vet weighs benefit and risk.',
    recommendation: ASK_VET,
    source: 'spc-vomend',
  },
  {
    id: 'rx-metoclopramide-lactation',
    condition: 'lactation',
    match: { drugs: ['metoclopramide'] },
    risk: 'Low',
    description:
      'The metoclopramide labels for dogs and cats say its safety during lactation has not been evaluated in these species; the vet weighs benefit and risk.',
    recommendation: ASK_VET,
    source: 'spc-vomend',
  },
  {
    id: 'rx-misoprostol-lactation',
    condition: 'lactation',
    match: { drugs: ['misoprostol'] },
    risk: 'Medium',
    description:
      'The veterinary drug monograph says misoprostol is not for use in nursing animals.',
    recommendation: ASK_VET,
    source: 'cb-misoprostol',
  },
  {
    id: 'rx-lactulose-obstruction',
    condition: 'gi-obstruction',
    match: { drugs: ['lactulose'] },
    risk: 'Medium',
    description:
      'The lactulose syrup for dogs and cats says not to use it with a total blockage or a perforation (or risk of one) of the gut.',
    recommendation: ASK_VET,
    source: 'spc-lactulose-vet',
  },
  {
    id: 'rx-ketoconazole-lactation',
    condition: 'lactation',
    match: { drugs: ['ketoconazole'] },
    risk: 'Medium',
    description:
      'The ketoconazole tablets for dogs say to use it during lactation only after the vet has weighed benefit and risk.',
    recommendation: ASK_VET,
    source: 'spc-ketofungol',
  },
  {
    id: 'rx-ketoconazole-breeding-male',
    condition: 'breeding',
    match: { drugs: ['ketoconazole'] },
    sex: 'male',
    risk: 'Medium',
    description:
      'The Fungiconazol (ketoconazole) label says it lowers testosterone and may reduce the fertility of male dogs during treatment and for some weeks after.',
    recommendation: ASK_VET,
    source: 'spc-fungiconazol',
  },
  {
    id: 'rx-ilunocitinib-liver',
    condition: 'liver',
    match: { drugs: ['ilunocitinib'] },
    species: ['dog'],
    risk: 'Low',
    description:
      'The Zenrelia (ilunocitinib) label says it has not been evaluated in dogs with liver disease; the vet weighs benefit and risk.',
    recommendation: ASK_VET,
    source: 'spc-zenrelia-uk',
  },
  {
    id: 'rx-ilunocitinib-kidney',
    condition: 'kidney',
    match: { drugs: ['ilunocitinib'] },
    species: ['dog'],
    risk: 'Low',
    description:
      'The Zenrelia (ilunocitinib) label says it has not been evaluated in dogs with kidney disease; the vet weighs benefit and risk.',
    recommendation: ASK_VET,
    source: 'spc-zenrelia-uk',
  },
  {
    id: 'rx-trimethoprim-kidney',
    condition: 'kidney',
    match: { drugs: ['trimethoprim'] },
    risk: 'Medium',
    description:
      'The Trimacare (trimethoprim/sulfadiazine) tablets say not to use them in animals with kidney impairment.',
    recommendation: ASK_VET,
    source: 'spc-trimacare',
  },
  // Famotidine and omeprazole: human drugs used off label, read from veterinary client drug
  // handouts (no veterinary label exists). Famotidine's kidney caution gets no row: a dose reduced
  // for a drug given routinely to pets with kidney disease (condition-rules-rx.ts).
  {
    id: 'rx-famotidine-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['famotidine'] },
    risk: 'Medium',
    description:
      'A veterinary drug handout says famotidine in pregnancy can affect weight gain and is to be used with caution.',
    recommendation: ASK_VET,
    source: 'handout-famotidine-texaswest',
  },
  {
    id: 'rx-famotidine-lactation',
    condition: 'lactation',
    match: { drugs: ['famotidine'] },
    risk: 'Medium',
    description:
      'A veterinary drug handout says to avoid famotidine in a pet nursing puppies or kittens.',
    recommendation: ASK_VET,
    source: 'handout-famotidine-texaswest',
  },
  {
    id: 'rx-famotidine-heart',
    condition: 'heart-disease',
    match: { drugs: ['famotidine'] },
    risk: 'Low',
    description:
      'A veterinary drug handout says to use famotidine with caution in pets with heart disease.',
    recommendation: ASK_VET,
    source: 'handout-famotidine-texaswest',
  },
  {
    id: 'rx-famotidine-liver',
    condition: 'liver',
    match: { drugs: ['famotidine'] },
    risk: 'Low',
    description:
      'A veterinary drug handout says to use famotidine with caution in pets with liver disease.',
    recommendation: ASK_VET,
    source: 'handout-famotidine-texaswest',
  },
  {
    id: 'rx-omeprazole-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['omeprazole'] },
    risk: 'Medium',
    description: 'A veterinary drug sheet says not to use omeprazole in pregnant animals.',
    recommendation: ASK_VET,
    source: 'handout-omeprazole-peteducation',
  },
  {
    id: 'rx-omeprazole-lactation',
    condition: 'lactation',
    match: { drugs: ['omeprazole'] },
    risk: 'Medium',
    description: 'A veterinary drug sheet says not to use omeprazole in nursing animals.',
    recommendation: ASK_VET,
    source: 'handout-omeprazole-peteducation',
  },
  {
    id: 'rx-omeprazole-liver',
    condition: 'liver',
    match: { drugs: ['omeprazole'] },
    risk: 'Low',
    description:
      'A veterinary drug sheet says to use omeprazole with caution in animals with liver disease.',
    recommendation: ASK_VET,
    source: 'handout-omeprazole-peteducation',
  },
  // Terbinafine: a veterinary tablet label for dogs (Victory Pharm Group); cats are given it off
  // label and the same statements apply (so no species limit).
  {
    id: 'rx-terbinafine-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['terbinafine'] },
    risk: 'Medium',
    description:
      'A veterinary terbinafine tablet label says its safety has not been studied in pregnant animals and it should not be used in them.',
    recommendation: ASK_VET,
    source: 'label-terbinafine-victory',
  },
  {
    id: 'rx-terbinafine-lactation',
    condition: 'lactation',
    match: { drugs: ['terbinafine'] },
    risk: 'Medium',
    description:
      'A veterinary terbinafine tablet label says its safety has not been studied in nursing animals and it should not be used in them.',
    recommendation: ASK_VET,
    source: 'label-terbinafine-victory',
  },
  {
    id: 'rx-terbinafine-breeding',
    condition: 'breeding',
    match: { drugs: ['terbinafine'] },
    risk: 'Medium',
    description:
      'A veterinary terbinafine tablet label says its safety has not been studied in breeding animals and it should not be used in them.',
    recommendation: ASK_VET,
    source: 'label-terbinafine-victory',
  },
  // Azathioprine (Texas West Veterinary Hospital handout): pregnancy is the existing
  // lbl-azathioprine-pregnancy (Medium), liver the hepatotoxic-liver row.
  {
    id: 'rx-azathioprine-breeding',
    condition: 'breeding',
    match: { drugs: ['azathioprine'] },
    risk: 'Medium',
    description: 'A veterinary drug handout says azathioprine is not for breeding pets.',
    recommendation: ASK_VET,
    source: 'handout-azathioprine-texaswest',
  },
  // Ondansetron (CliniPharm, University of Zurich): liver is rx-ondansetron-liver.
  {
    id: 'rx-ondansetron-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['ondansetron'] },
    risk: 'Low',
    description:
      'A veterinary pharmacology reference says ondansetron is to be used only with caution in pregnant animals.',
    recommendation: ASK_VET,
    source: 'clinipharm-ondansetron',
  },
  {
    id: 'rx-ondansetron-lactation',
    condition: 'lactation',
    match: { drugs: ['ondansetron'] },
    risk: 'Medium',
    description:
      'A veterinary pharmacology reference says ondansetron should not be used in nursing animals.',
    recommendation: ASK_VET,
    source: 'clinipharm-ondansetron',
  },
  // Cisapride (Plumb's Veterinary Drug Handbook and two veterinary compounding monographs):
  // obstruction is prokinetic-obstruction (High).
  {
    id: 'rx-cisapride-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['cisapride'] },
    risk: 'Medium',
    description:
      "Plumb's handbook says high doses of cisapride harmed unborn young in laboratory animals; compounding references say pregnant animals are typically not given it.",
    recommendation: ASK_VET,
    source: 'vdh-cisapride',
  },
  {
    id: 'rx-cisapride-lactation',
    condition: 'lactation',
    match: { drugs: ['cisapride'] },
    risk: 'Medium',
    description:
      'A veterinary compounding reference says nursing animals are typically not given cisapride.',
    recommendation: ASK_VET,
    source: 'compounding-cisapride-diamondback',
  },
  {
    id: 'rx-cisapride-breeding',
    condition: 'breeding',
    match: { drugs: ['cisapride'] },
    risk: 'Medium',
    description: "Plumb's handbook says high doses of cisapride impaired fertility in female rats.",
    recommendation: ASK_VET,
    source: 'vdh-cisapride',
  },
  {
    id: 'rx-cisapride-gi-bleeding',
    condition: 'gi-ulcer',
    match: { drugs: ['cisapride'] },
    risk: 'Medium',
    description:
      "Plumb's handbook says cisapride is not for use with bleeding in the stomach or gut, where speeding the gut up could be harmful.",
    recommendation: ASK_VET,
    source: 'vdh-cisapride',
  },
  {
    id: 'rx-cisapride-heart',
    condition: 'heart-disease',
    match: { drugs: ['cisapride'] },
    risk: 'Low',
    description:
      'A veterinary compounding reference advises caution with cisapride in pets with heart rhythm or conduction disorders.',
    recommendation: ASK_VET,
    source: 'compounding-cisapride-rockridge',
  },
  // Chlorambucil (veterinary compounding monograph): pregnancy and lactation are the
  // antineoplastic rows (High).
  {
    id: 'rx-chlorambucil-liver-severe',
    onlySevere: true,
    condition: 'liver',
    match: { drugs: ['chlorambucil'] },
    risk: 'Medium',
    description:
      'A veterinary compounding reference says chlorambucil is not recommended with severe liver disease; it is processed by the liver.',
    recommendation: ASK_VET,
    source: 'compounding-chlorambucil-rockridge',
  },
  // Fluconazole (PetCareRx guide): pregnancy is the azole class row (Medium); its kidney dose
  // adjustment gets no row (condition-rules-rx.ts).
  {
    id: 'rx-fluconazole-liver',
    condition: 'liver',
    match: { drugs: ['fluconazole'] },
    risk: 'Medium',
    description:
      'A veterinary medication guide says fluconazole should not be used in pets with liver disease.',
    recommendation: ASK_VET,
    source: 'guide-fluconazole-petcarerx',
  },
  // Chloramphenicol (Viceton dog label; Wedgewood monograph): liver and blood are the existing rows.
  {
    // Not the WikiVet "teratogenic" line: the diff page it was read from does not name its drug,
    // so the row rests on the veterinary monograph and says no more than it does.
    id: 'rx-chloramphenicol-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['chloramphenicol'] },
    risk: 'Medium',
    description:
      'A veterinary drug monograph says chloramphenicol should not be given to pregnant animals.',
    recommendation: ASK_VET,
    source: 'monograph-chloramphenicol-wedgewood',
  },
  {
    id: 'rx-chloramphenicol-kidney-failure',
    onlySevere: true,
    condition: 'kidney',
    match: { drugs: ['chloramphenicol'] },
    risk: 'Medium',
    description:
      'A veterinary drug monograph says chloramphenicol should not be given to animals in kidney failure.',
    recommendation: ASK_VET,
    source: 'monograph-chloramphenicol-wedgewood',
  },

  {
    id: 'rx-chloramphenicol-breeding',
    condition: 'breeding',
    match: { drugs: ['chloramphenicol'] },
    risk: 'Medium',
    description:
      'The Viceton (chloramphenicol) dog label says it should not be used in breeding dogs.',
    recommendation: ASK_VET,
    source: 'label-viceton',
  },
  // Azithromycin (VCA handout; VetDepot guide): the general liver caution is rx-azithromycin-liver.
  {
    id: 'rx-azithromycin-liver-failure',
    onlySevere: true,
    condition: 'liver',
    match: { drugs: ['azithromycin'] },
    risk: 'Medium',
    description:
      'A veterinary drug handout says azithromycin should not be used in animals with liver failure.',
    recommendation: ASK_VET,
    source: 'handout-azithromycin-vca',
  },
  {
    id: 'rx-azithromycin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['azithromycin'] },
    risk: 'Low',
    description:
      'A veterinary medication guide says to use azithromycin with caution in pregnant animals: there are not enough data on its safety.',
    recommendation: ASK_VET,
    source: 'guide-azithromycin-vetdepot',
  },
  {
    id: 'rx-azithromycin-lactation',
    condition: 'lactation',
    match: { drugs: ['azithromycin'] },
    risk: 'Low',
    description:
      'A veterinary medication guide says to use azithromycin with caution in nursing animals: there are not enough data on its safety.',
    recommendation: ASK_VET,
    source: 'guide-azithromycin-vetdepot',
  },
  // Cefalexin: the Therios dog tablets; the cat tablets' section is still to read, so the rows
  // are held to dogs.
  {
    id: 'rx-cephalexin-pregnancy-dog',
    condition: 'pregnancy',
    match: { drugs: ['cephalexin'] },
    species: ['dog'],
    risk: 'Medium',
    description: 'The Therios (cefalexin) dog tablets say not to use them in pregnant bitches.',
    recommendation: ASK_VET,
    source: 'spc-therios-dog',
  },
  {
    id: 'rx-cephalexin-lactation-dog',
    condition: 'lactation',
    match: { drugs: ['cephalexin'] },
    species: ['dog'],
    risk: 'Medium',
    description: 'The Therios (cefalexin) dog tablets say not to use them in nursing bitches.',
    recommendation: ASK_VET,
    source: 'spc-therios-dog',
  },
  // Sucralfate (a veterinary pharmacy's product cautions): "use with caution" without harm, the
  // weight of "not established" (Low).
  {
    id: 'rx-sucralfate-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['sucralfate'] },
    risk: 'Low',
    description: 'A veterinary pharmacy says to use sucralfate with caution in pregnant animals.',
    recommendation: ASK_VET,
    source: 'guide-sucralfate-1800petmeds',
  },
  {
    id: 'rx-sucralfate-lactation',
    condition: 'lactation',
    match: { drugs: ['sucralfate'] },
    risk: 'Low',
    description: 'A veterinary pharmacy says to use sucralfate with caution in nursing animals.',
    recommendation: ASK_VET,
    source: 'guide-sucralfate-1800petmeds',
  },
];
