// Public sources behind the rules. Each rule row names one of these ids; the finding carries the
// publisher and title so an owner (or vet) can look it up. Facts only are taken from them.

import { DOSE_AGE_SOURCES } from './sources-dose-age';
import { DOSE_SOURCES } from './sources-doses';
import { EQUINE_SOURCES } from './sources-equine';
import { EXOTIC_SOURCES } from './sources-exotic';
import { EXOTIC_TOPICAL_SOURCES } from './sources-exotic-topical';
import { EXOTIC_COVERAGE_SOURCES } from './sources-exotic-coverage';
import { EXOTIC_3_SOURCES } from './sources-exotic-3';
import { EXOTIC_4_SOURCES } from './sources-exotic-4';
import { EXOTIC_FOODS_SOURCES } from './sources-exotic-foods';
import { GAPS_SOURCES } from './sources-gaps';
import { HUMAN_PRODUCT_SOURCES } from './sources-human';
import { LABEL_SOURCES } from './sources-labels';
import { MORE_SOURCES } from './sources-more';
import { PARASITICIDE_SOURCES } from './sources-parasiticide';
import { RX_LABEL_SOURCES } from './sources-rx';
import { LEDGER_B_SOURCES } from './sources-ledger-b';
import { LIVESTOCK_SOURCES } from './sources-livestock';
import { HOME_REMEDY_SOURCES } from './sources-home-remedies';
import { PRODUCTS_2_SOURCES } from './sources-products-2';
import { PRODUCTS_3_SOURCES } from './sources-products-3';
import { LEDGER_A_SOURCES } from './sources-ledger-a';
import { LEDGER_D_SOURCES } from './sources-ledger-d';
import { LEDGER_C_SOURCES } from './sources-ledger-c';
import { DDI_A_SOURCES } from './sources-ddi-a';
import { DDI_B_SOURCES } from './sources-ddi-b';
import { DDI_C_SOURCES } from './sources-ddi-c';
import { ONC_ENDO_SOURCES } from './sources-onc-endo';
import { DDI_D_SOURCES } from './sources-ddi-d';
import { DDI_E_SOURCES } from './sources-ddi-e';
import { OTC_AUDIT_SOURCES } from './sources-otc-audit';
import { PARASITE_K_SOURCES } from './sources-parasite-k';
import { HOUSEHOLD_SOURCES } from './sources-household';
import { TOPICAL_SOURCES } from './sources-topical';
import { HUMAN_RX_TOX_SOURCES } from './sources-human-rx-tox';

type SourceDef = { publisher: string; title: string; url?: string };

const BASE_SOURCES = {
  // Product labels
  'label-rimadyl': { publisher: 'Zoetis', title: 'Rimadyl (carprofen) package insert' },
  'label-metacam': {
    publisher: 'Boehringer Ingelheim',
    title: 'Metacam (meloxicam) package insert, dog and cat',
  },
  'label-deramaxx': { publisher: 'Elanco', title: 'Deramaxx (deracoxib) package insert' },
  'label-previcox': {
    publisher: 'Boehringer Ingelheim',
    title: 'Previcox (firocoxib) package insert',
  },
  'label-galliprant': { publisher: 'Elanco', title: 'Galliprant (grapiprant) package insert' },
  'label-onsior': { publisher: 'Elanco', title: 'Onsior (robenacoxib) package insert' },
  'label-anipryl': { publisher: 'Zoetis', title: 'Anipryl (selegiline) package insert' },
  'label-clomicalm': { publisher: 'Elanco', title: 'Clomicalm (clomipramine) package insert' },
  'label-reconcile': { publisher: 'Elanco', title: 'Reconcile (fluoxetine) package insert' },
  'label-preventic': { publisher: 'Virbac', title: 'Preventic (amitraz) tick collar label' },
  'label-baytril': { publisher: 'Elanco', title: 'Baytril (enrofloxacin) package insert' },
  'label-atopica': { publisher: 'Elanco', title: 'Atopica (cyclosporine) package insert' },
  'label-apoquel': { publisher: 'Zoetis', title: 'Apoquel (oclacitinib) package insert' },
  'label-cerenia': { publisher: 'Zoetis', title: 'Cerenia (maropitant) package insert' },
  'spc-cerenia': { publisher: 'NOAH Compendium', title: 'Cerenia (maropitant) SPC' },
  'label-vetmedin': {
    publisher: 'Boehringer Ingelheim',
    title: 'Vetmedin (pimobendan) package insert',
  },
  'label-felimazole': { publisher: 'Dechra', title: 'Felimazole (methimazole) package insert' },
  'label-vetoryl': { publisher: 'Dechra', title: 'Vetoryl (trilostane) package insert' },
  'label-comfortis': { publisher: 'Elanco', title: 'Comfortis (spinosad) package insert' },
  'label-heartgard': {
    publisher: 'Boehringer Ingelheim',
    title: 'Heartgard Plus (ivermectin/pyrantel) package insert',
  },
  'label-interceptor': {
    publisher: 'Elanco',
    title: 'Interceptor (milbemycin oxime) package insert',
  },
  'label-advantage-multi': {
    publisher: 'Elanco',
    title: 'Advantage Multi (imidacloprid + moxidectin) package insert',
  },
  'label-frontline': {
    publisher: 'Boehringer Ingelheim',
    title: 'Frontline (fipronil) label: not for rabbits',
  },
  'label-k9-advantix': {
    publisher: 'Elanco',
    title: 'K9 Advantix II (imidacloprid/permethrin/pyriproxyfen) label: dogs only',
  },
  'label-sileo': {
    publisher: 'Zoetis',
    title: 'Sileo (dexmedetomidine oromucosal gel) package insert',
  },
  'label-dexdomitor': { publisher: 'Zoetis', title: 'Dexdomitor (dexmedetomidine) package insert' },
  'label-proin': {
    publisher: 'PRN Pharmacal',
    title: 'Proin (phenylpropanolamine) package insert',
  },
  'label-acepromazine': {
    publisher: 'Boehringer Ingelheim',
    title: 'PromAce (acepromazine) package insert',
  },
  'label-bexacat': { publisher: 'Elanco', title: 'Bexacat (bexagliflozin) package insert' },
  'label-simparica-trio': {
    publisher: 'Zoetis',
    title: 'Simparica Trio (sarolaner/moxidectin/pyrantel) package insert',
  },
  'label-convenia': { publisher: 'Zoetis', title: 'Convenia (cefovecin) package insert' },
  'label-vetsulin': {
    publisher: 'Merck Animal Health',
    title: 'Vetsulin (porcine insulin zinc) package insert',
  },
  'label-soloxine': { publisher: 'Virbac', title: 'Soloxine (levothyroxine) package insert' },
  'label-otic-aminoglycoside': {
    publisher: 'Merck Animal Health',
    title: 'Otomax (gentamicin/betamethasone/clotrimazole) package insert',
  },
  'label-revolution': { publisher: 'Zoetis', title: 'Revolution (selamectin) package insert' },
  // Regulators and poison centres
  'fda-nsaid': { publisher: 'FDA CVM', title: 'Get the facts about pain relievers for pets' },
  'fda-isoxazoline': {
    publisher: 'FDA CVM',
    title: 'Fact sheet: neurologic adverse events with isoxazoline flea and tick products',
  },
  'fda-xylitol': { publisher: 'FDA', title: "Paws off xylitol; it's dangerous for dogs" },
  'fda-lilies': {
    publisher: 'FDA',
    title: 'Lovely lilies and curious cats: a dangerous combination',
  },
  'fda-human-drugs': {
    publisher: 'FDA CVM',
    title: 'Human medicines and pets: topical and oral exposures',
  },
  'aspca-foods': { publisher: 'ASPCA APCC', title: 'People foods to avoid feeding your pets' },
  'aspca-plants': { publisher: 'ASPCA APCC', title: 'Toxic and non-toxic plants list' },
  'aspca-household': { publisher: 'ASPCA APCC', title: 'Poisonous household products' },
  'aspca-human-meds': {
    publisher: 'ASPCA APCC',
    title: 'Human medications: the top toxic exposures in pets',
  },
  'aspca-insecticides': {
    publisher: 'ASPCA APCC',
    title: 'Permethrin and pyrethroid spot-on exposures in cats',
  },
  'aspca-essential-oils': { publisher: 'ASPCA APCC', title: 'Essential oils and pets' },
  'pph-lilies': { publisher: 'Pet Poison Helpline', title: 'Lilies (Lilium and Hemerocallis)' },
  'pph-birds': { publisher: 'Pet Poison Helpline', title: 'Household dangers for pet birds' },
  'pph-rabbits': { publisher: 'Pet Poison Helpline', title: 'Toxins and drug hazards in rabbits' },
  // MDR1
  'wsu-mdr1-drugs': { publisher: 'WSU VCPL', title: 'Problem drugs for MDR1 dogs' },
  'wsu-mdr1-breeds': { publisher: 'WSU VCPL', title: 'Breeds affected by the MDR1 mutation' },
  'mealey-mdr1-cats': {
    publisher: 'J Vet Pharmacol Ther (Mealey & Burke, 2015)',
    title: 'ABCB1 mutation and macrocyclic lactone sensitivity in cats',
  },
  // Handbooks and references
  plumbs: {
    publisher: "Plumb's Veterinary Drug Handbook",
    title: 'Drug monographs: dosing, contraindications and interactions',
  },
  'merck-toxicology': {
    publisher: 'Merck Veterinary Manual',
    title: 'Toxicology: toxicoses in small animals',
  },
  'pph-vitamin-d': {
    publisher: 'Pet Poison Helpline',
    title: 'Vitamin D (cholecalciferol) overdose: signs from about 0.1 mg/kg, 2 mg/kg can kill',
  },
  'nih-ods-vitamin-d': {
    publisher: 'NIH Office of Dietary Supplements',
    title: 'Vitamin D fact sheet: 1 microgram is 40 IU',
  },
  'merck-bird-toxins': {
    publisher: 'Merck Veterinary Manual',
    title: 'Toxicoses in pet birds (PTFE, heavy metals, avocado)',
  },
  'carpenter-exotics': {
    publisher: "Carpenter's Exotic Animal Formulary",
    title: 'Antimicrobial and analgesic agents in rabbits and birds',
  },
  'otc-toxicology': {
    publisher: 'Veterinary Toxicology: Basic and Clinical Principles',
    title: 'Toxicity of over-the-counter drugs (acetaminophen, NSAIDs, salicylates, decongestants)',
  },
  'boothe-interactions': {
    publisher: 'Small Animal Clinical Pharmacology and Therapeutics (Boothe)',
    title: 'Drug interactions',
  },
  'trepanier-cyp': {
    publisher: 'Univ. of Illinois CVM',
    title: "Pharmacist's corner: drug interactions and CYPs",
  },
  // Papers and consensus statements
  'hillier-2024': {
    publisher: 'JAVMA (Hillier et al., 2024)',
    title: 'GI ulceration and perforation in dogs given NSAIDs and/or corticosteroids',
  },
  'pichichero-2014': {
    publisher: 'Ann Allergy Asthma Immunol (Pichichero & Zagursky, 2014)',
    title: 'Penicillin and cephalosporin allergy',
  },
  'trepanier-sulfa': {
    publisher: 'J Vet Pharmacol Ther (Trepanier, 2004)',
    title: 'Idiosyncratic toxicity associated with potentiated sulfonamides in the dog',
  },
  'isfm-nsaid-cats': {
    publisher: 'J Feline Med Surg (Sparkes et al., 2010)',
    title: 'ISFM and AAFP consensus guidelines: long-term use of NSAIDs in cats',
  },
  'acvim-mmvd': {
    publisher: 'J Vet Intern Med (Keene et al., 2019)',
    title: 'ACVIM consensus guidelines for myxomatous mitral valve disease in dogs',
  },
  'serotonin-syndrome': {
    publisher: 'J Vet Pharmacol Ther (Mohammad-Zadeh et al., 2008)',
    title: 'Serotonin: a review (serotonin syndrome and serotonergic drugs in animals)',
  },
  'valacyclovir-cats': {
    publisher: 'Am J Vet Res (Nasisse et al., 1997)',
    title: 'Valacyclovir in cats infected with feline herpesvirus 1',
  },
  'fq-theophylline': {
    publisher: 'J Vet Pharmacol Ther (Intorre et al., 1995)',
    title: 'Enrofloxacin-theophylline interaction in dogs',
  },
  'sucralfate-doxycycline': {
    publisher: "Plumb's Veterinary Drug Handbook",
    title: 'Sucralfate and antacids: binding of tetracyclines and fluoroquinolones',
  },
  ...DOSE_AGE_SOURCES,
} as const satisfies Record<string, SourceDef>;

export const SOURCES = {
  ...BASE_SOURCES,
  ...MORE_SOURCES,
  ...HUMAN_PRODUCT_SOURCES,
  ...PARASITICIDE_SOURCES,
  ...EQUINE_SOURCES,
  ...EXOTIC_SOURCES,
  ...EXOTIC_TOPICAL_SOURCES,
  ...EXOTIC_COVERAGE_SOURCES,
  ...EXOTIC_3_SOURCES,
  ...EXOTIC_4_SOURCES,
  ...EXOTIC_FOODS_SOURCES,
  ...DOSE_SOURCES,
  ...LABEL_SOURCES,
  ...GAPS_SOURCES,
  ...RX_LABEL_SOURCES,
  ...LEDGER_B_SOURCES,
  ...LIVESTOCK_SOURCES,
  ...HOME_REMEDY_SOURCES,
  ...PRODUCTS_2_SOURCES,
  ...PRODUCTS_3_SOURCES,
  ...LEDGER_A_SOURCES,
  ...LEDGER_D_SOURCES,
  ...LEDGER_C_SOURCES,
  ...DDI_A_SOURCES,
  ...DDI_B_SOURCES,
  ...DDI_C_SOURCES,
  ...ONC_ENDO_SOURCES,
  ...DDI_D_SOURCES,
  ...DDI_E_SOURCES,
  ...OTC_AUDIT_SOURCES,
  ...PARASITE_K_SOURCES,
  ...HOUSEHOLD_SOURCES,
  ...TOPICAL_SOURCES,
  ...HUMAN_RX_TOX_SOURCES,
};

export type SourceId = keyof typeof SOURCES;
