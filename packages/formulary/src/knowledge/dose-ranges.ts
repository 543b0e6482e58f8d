import { ANAESTHESIA_DOSE_RANGES } from './dose-ranges-anaesthesia';
import { ANALGESIA_DOSE_RANGES } from './dose-ranges-analgesia';
import { ANTIMICROBIAL_DOSE_RANGES } from './dose-ranges-antimicrobial';
import { CARDIO_RENAL_DOSE_RANGES } from './dose-ranges-cardio-renal';
import { DOG_CAT_DOSE_RANGES } from './dose-ranges-dog-cat';
import { EQUINE_DOSE_RANGES } from './dose-ranges-equine';
import { EXOTIC_DOSE_RANGES } from './dose-ranges-exotic';
import { EXOTIC_MORE_DOSE_RANGES } from './dose-ranges-exotic-more';
import { RODENT_ANALGESIA_DOSE_RANGES } from './dose-ranges-rodent-analgesia';
import { EXOTIC_COVERAGE_DOSE_RANGES } from './dose-ranges-exotic-coverage';
import { EXOTIC_3_DOSE_RANGES } from './dose-ranges-exotic-3';
import { EXOTIC_4_DOSE_RANGES } from './dose-ranges-exotic-4';
import { TOPICAL_SUPPLEMENT_DOSE_RANGES } from './dose-ranges-topical-supplement';
import { GI_ENDOCRINE_DOSE_RANGES } from './dose-ranges-gi-endocrine';
import { HUMAN_DRUG_DOSE_RANGES } from './dose-ranges-human-drugs';
import { HUMAN_OTC_DOSE_RANGES } from './dose-ranges-human-otc';
import { IMMUNE_ONCOLOGY_DOSE_RANGES } from './dose-ranges-immune-oncology';
import { NEURO_DOSE_RANGES } from './dose-ranges-neuro';
import { OTHER_DOSE_RANGES } from './dose-ranges-other';
import { PARASITICIDE_DOSE_RANGES } from './dose-ranges-parasiticide';
import { PRODUCTS_2_DOSE_RANGES } from './dose-ranges-products-2';
import { r, type DoseRange } from './dose-range-row';
import type { Route } from './types';

export type { DoseRange } from './dose-range-row';

const D = ['dog'] as const;
const C = ['cat'] as const;
const DC = ['dog', 'cat'] as const;
const SYSTEMIC_ORAL: readonly Route[] = ['oral', 'unknown', 'transmucosal'];

// prettier-ignore
const BASE_DOSE_RANGES: readonly DoseRange[] = [
  // NSAIDs and analgesics
  r('carprofen', D, 4.4, 4.4, '2.2 mg/kg twice daily or 4.4 mg/kg once daily', {
    source: 'label-rimadyl',
  }),
  r('carprofen', C, 4, 4, 'a single 4 mg/kg injection', { maxSingle: 4, source: 'label-rimadyl' }),
  r('meloxicam', D, 0.2, 0.2, '0.2 mg/kg on day 1, then 0.1 mg/kg once daily', {
    source: 'label-metacam',
  }),
  r('meloxicam', C, 0.3, 0.1, 'one 0.3 mg/kg injection, or 0.05–0.1 mg/kg once daily by mouth', {
    maxSingle: 0.3,
    source: 'label-metacam',
  }),
  r('meloxicam', ['rabbit'], 1.5, 1.5, '0.3–1.5 mg/kg once daily', { source: 'carpenter-exotics' }),
  r('meloxicam', ['bird'], 1.6, 3.2, '0.5–1.6 mg/kg every 12–24 hours', {
    source: 'carpenter-exotics',
  }),
  r('deracoxib', D, 4, 4, '1–2 mg/kg once daily (3–4 mg/kg for up to 7 days after surgery)', {
    source: 'label-deramaxx',
  }),
  r('firocoxib', D, 5, 5, '5 mg/kg once daily', { source: 'label-previcox' }),
  r('robenacoxib', D, 2, 2, '1–2 mg/kg once daily', { source: 'label-onsior' }),
  r('robenacoxib', C, 2.4, 2.4, '1–2.4 mg/kg once daily', { source: 'label-onsior' }),
  r('grapiprant', D, 3.5, 3.5, '2 mg/kg once daily', { source: 'label-galliprant' }),
  r('aspirin', D, 25, 50, '10–25 mg/kg every 12 hours'),
  r('ketoprofen', DC, 2, 2, '1–2 mg/kg once daily for a few days'),
  r('etodolac', D, 15, 15, '10–15 mg/kg once daily'),
  r('piroxicam', D, 0.3, 0.3, '0.3 mg/kg once daily or every other day'),
  // The poisoning dose the species rule uses (75 mg/kg; liver injury is reported from 50–100 mg/kg,
  // ASPCA APCC): one dose below it is a caution (watch and call), not the red list.
  r('acetaminophen', D, 15, 45, '10–15 mg/kg every 8–12 hours, only as a vet directs', {
    toxicMgKg: 75,
    mildBelowToxic: true,
    toxicSigns: 'Liver injury is reported from 50–100 mg/kg, and red-cell damage (methaemoglobin) from about 200 mg/kg.',
    source: 'otc-toxicology',
  }),
  r('gabapentin', D, 30, 90, '5–20 mg/kg every 8–12 hours'),
  r('gabapentin', C, 30, 60, '5–10 mg/kg every 12 hours, or 50–100 mg per cat before visits'),
  r('pregabalin', D, 4, 12, '2–4 mg/kg every 8–12 hours'),
  r('pregabalin', C, 5, 10, '5 mg/kg before visits'),
  r('amantadine', DC, 5, 10, '3–5 mg/kg once or twice daily'),
  r('tramadol', D, 5, 20, '2–5 mg/kg every 8–12 hours'),
  r('tramadol', C, 4, 8, '1–4 mg/kg every 12 hours'),
  r('buprenorphine', D, 0.04, 0.16, '0.01–0.03 mg/kg every 6–8 hours'),
  r('buprenorphine', C, 0.24, 0.24, '0.01–0.03 mg/kg every 8 hours, or 0.24 mg/kg once daily (Simbadol)'),
  r('butorphanol', D, 1, 4, '0.1–0.4 mg/kg by injection, 0.5–1 mg/kg by mouth'),
  r('butorphanol', C, 0.8, 3.2, '0.1–0.4 mg/kg by injection, up to 0.8 mg/kg by mouth'),
  r('hydrocodone', D, 0.25, 1, '0.22 mg/kg every 6–12 hours for cough'),
  // Corticosteroids
  // Decision 058: a one-off dose is judged against the smallest dose the drug is labelled to be
  // given at once (5.5 mg/kg, dogs, for shock: 2.5–5 mg per pound, 21 CFR 522.1883), so it is High
  // only from twice that, the label's largest (11 mg/kg); Pet Poison Helpline gives no toxic mg/kg
  // for oral corticosteroids (stomach upset, ulcers with large amounts). Cats, which tolerate
  // glucocorticoids at least as well, take the same; prednisone becomes prednisolone at equal
  // strength. Repeated doses keep the usual maxima.
  r('prednisone', D, 2.2, 3, '0.5–1 mg/kg/day for inflammation, about 2 mg/kg/day to suppress immunity', { maxSingle: 5.5 }),
  r('prednisolone', D, 2.2, 3, '0.5–1 mg/kg/day for inflammation, about 2 mg/kg/day to suppress immunity', { maxSingle: 5.5 }),
  r('prednisolone', C, 2.5, 4.4, '1–2 mg/kg/day, up to 4 mg/kg/day to suppress immunity', { maxSingle: 5.5 }),
  r('dexamethasone', DC, 0.3, 0.4, '0.05–0.2 mg/kg/day'),
  // Antimicrobials
  r('amoxicillin', DC, 25, 75, '10–22 mg/kg every 8–12 hours'),
  r('amoxicillin-clavulanate', DC, 25, 75, '12.5–25 mg/kg every 12 hours'),
  r('ampicillin', DC, 30, 90, '10–25 mg/kg every 8 hours'),
  r('cephalexin', D, 45, 135, '22–30 mg/kg every 8–12 hours (15–45 mg/kg every 6–12 hours)', { source: 'merck-cephalosporins-table' }),
  r('cephalexin', C, 35, 105, '22 mg/kg every 12 hours (15–35 mg/kg every 6–12 hours)', { source: 'merck-cephalosporins-table' }),
  r('cefadroxil', DC, 30, 60, '22 mg/kg every 12 hours'),
  r('cefpodoxime', D, 10, 20, '5–10 mg/kg every 12–24 hours', { source: 'merck-cephalosporins-table' }),
  r('enrofloxacin', D, 20, 20, '5–20 mg/kg once daily', { source: 'label-baytril' }),
  r('enrofloxacin', C, 5, 5, '5 mg/kg once daily at most (higher doses can blind cats)', {
    tolerance: 1.1,
    source: 'label-baytril',
  }),
  r('enrofloxacin', ['rabbit'], 20, 30, '5–20 mg/kg every 12–24 hours', {
    source: 'carpenter-exotics',
  }),
  r('enrofloxacin', ['bird'], 30, 60, '10–30 mg/kg every 12–24 hours', {
    source: 'carpenter-exotics',
  }),
  r('marbofloxacin', DC, 5.5, 5.5, '2.75–5.5 mg/kg once daily'),
  r('pradofloxacin', D, 3, 3, '3 mg/kg once daily'),
  r('pradofloxacin', C, 7.5, 7.5, '5–7.5 mg/kg once daily'),
  r('ciprofloxacin', D, 25, 25, '10–25 mg/kg once daily'),
  r('doxycycline', DC, 10, 20, '5 mg/kg every 12 hours or 10 mg/kg once daily'),
  r('minocycline', D, 10, 20, '5–10 mg/kg every 12 hours'),
  r('metronidazole', DC, 25, 50, '10–15 mg/kg every 12 hours (nerve toxicity above about 60 mg/kg/day)'),
  r('clindamycin', D, 33, 66, '5.5–33 mg/kg every 12 hours', { source: 'label-antirobe' }),
  r('clindamycin', C, 33, 50, '11–33 mg/kg once daily, or 10–25 mg/kg every 12 hours for toxoplasmosis', { source: 'label-antirobe' }),
  r('trimethoprim-sulfamethoxazole', DC, 30, 60, '15–30 mg/kg every 12 hours', {
    source: 'trepanier-sulfa',
  }),
  r('trimethoprim-sulfadiazine', DC, 30, 60, '15–30 mg/kg every 12 hours', {
    source: 'trepanier-sulfa',
  }),
  r('trimethoprim-sulfamethoxazole', ['rabbit'], 30, 60, '15–30 mg/kg every 12 hours', {
    source: 'carpenter-exotics',
  }),
  r('azithromycin', DC, 10, 10, '5–10 mg/kg once daily'),
  r('ketoconazole', D, 10, 20, '5–10 mg/kg once or twice daily'),
  r('ketoconazole', C, 10, 10, '5–10 mg/kg once daily'),
  r('itraconazole', DC, 10, 10, '5–10 mg/kg once daily'),
  r('fluconazole', DC, 10, 20, '5–10 mg/kg every 12–24 hours'),
  r('terbinafine', DC, 40, 40, '30–40 mg/kg once daily'),
  r('famciclovir', C, 90, 270, '40–90 mg/kg every 8–12 hours'),
  // Gut
  r('maropitant', D, 8, 8, '1 mg/kg injection or 2 mg/kg by mouth once daily (8 mg/kg for motion sickness, up to 2 days)', { source: 'label-cerenia' }),
  r('maropitant', C, 2, 2, '1 mg/kg once daily', { source: 'label-cerenia' }),
  r('ondansetron', DC, 1, 3, '0.1–1 mg/kg every 8–12 hours'),
  r('metoclopramide', DC, 0.5, 2, '0.2–0.5 mg/kg every 6–8 hours'),
  // Merck (GI drugs toxicity): H2 blockers have a wide margin, oral overdoses give minor signs, and the minimum oral lethal dose of famotidine in dogs is over 2 g/kg: a dog overdose is a caution.
  r('famotidine', D, 1, 2, '0.5–1 mg/kg every 12 hours', { highFrom: 2000 }),
  r('famotidine', C, 1, 2, '0.5–1 mg/kg every 12 hours'),
  // Omeprazole's label: a single oral dose of 1,200 mg/kg was lethal to dogs, and veterinary monographs give a wide margin: a dog overdose is a caution (High only from 1,200 mg/kg).
  r('omeprazole', D, 1.5, 2, '0.7–1 mg/kg every 12 hours', { highFrom: 800 }),
  r('omeprazole', C, 1.5, 2, '0.7–1 mg/kg every 12 hours'),
  r('pantoprazole', DC, 1, 2, '0.7–1 mg/kg every 12–24 hours'),
  r('misoprostol', D, 0.005, 0.015, '2–5 micrograms/kg every 8 hours'),
  r('loperamide', D, 0.2, 0.6, '0.1–0.2 mg/kg every 8–12 hours'),
  r('loperamide', C, 0.16, 0.32, '0.08–0.16 mg/kg every 12 hours'),
  r('ursodiol', DC, 15, 15, '10–15 mg/kg once daily'),
  r('mirtazapine', C, 1, 1, '1.88 mg per cat once daily (about 0.5 mg/kg)'),
  r('capromorelin', D, 3, 3, '3 mg/kg once daily'),
  r('capromorelin', C, 2, 2, '2 mg/kg once daily'),
  // Behaviour and seizures
  r('trazodone', D, 10, 30, '2–10 mg/kg every 8–24 hours'),
  r('trazodone', C, 30, 30, '50–100 mg per cat before visits'),
  r('fluoxetine', D, 2, 2, '1–2 mg/kg once daily', { source: 'label-reconcile' }),
  r('fluoxetine', C, 1.5, 1.5, '0.5–1.5 mg/kg once daily'),
  r('clomipramine', D, 4, 4, '2–4 mg/kg a day, once daily or divided every 12 hours', { source: 'label-clomicalm' }),
  r('clomipramine', C, 1, 1, '0.25–1 mg/kg once daily'),
  r('amitriptyline', D, 2, 4, '1–2 mg/kg every 12 hours'),
  r('amitriptyline', C, 2.5, 2.5, '2.5–12.5 mg per cat once daily'),
  r('selegiline', D, 1, 1, '0.5–1 mg/kg once daily', { source: 'label-anipryl' }),
  // Dantas and Crowell-Davis (Veterinary Psychopharmacology): dog 0.5–2 mg/kg every 8–24 hours;
  // cat 2.5–7.5 mg per cat (7.5 mg is 2.5 mg/kg for a 3 kg cat) or 0.5–1 mg/kg every 12 hours.
  r('buspirone', D, 2, 6, '0.5–2 mg/kg every 8–24 hours', { source: 'veteriankey-azapirones' }),
  r('buspirone', C, 2.5, 5, '2.5–7.5 mg per cat every 12 hours', {
    source: 'veteriankey-azapirones',
  }),
  r('alprazolam', DC, 0.1, 0.4, '0.01–0.1 mg/kg before a trigger'),
  r('acepromazine', D, 2.2, 6.6, '0.5–2.2 mg/kg by mouth', {
    routes: SYSTEMIC_ORAL,
    source: 'label-acepromazine',
  }),
  r('acepromazine', D, 0.25, 0.5, '0.01–0.05 mg/kg by injection (label up to 0.2 mg/kg intravenously, 0.25 mg/kg into a muscle, at most 3 mg)', {
    routes: ['injectable'],
    source: 'label-atravet',
  }),
  r('acepromazine', C, 0.11, 0.22, '0.01–0.05 mg/kg by injection (label up to 0.11 mg/kg, at most 1 mg intravenously)', {
    routes: ['injectable'],
    source: 'label-atravet',
  }),
  r('phenobarbital', D, 6, 12, '2–5 mg/kg every 12 hours, adjusted to blood levels'),
  r('phenobarbital', C, 3, 6, '1–2.5 mg/kg every 12 hours'),
  r('potassium bromide', D, 60, 60, '20–40 mg/kg once daily'),
  r('levetiracetam', D, 60, 180, '20 mg/kg every 8 hours (extended release 30–60 mg/kg every 12 hours)'),
  r('levetiracetam', C, 100, 100, '20 mg/kg every 8 hours, or one 500 mg extended-release tablet per cat once daily (about 75–100 mg/kg)', { source: 'jvim-levetiracetam-cats' }),
  r('zonisamide', DC, 10, 20, '5–10 mg/kg every 12 hours'),
  r('imepitoin', D, 30, 60, '10–30 mg/kg every 12 hours'),
  r('methocarbamol', D, 45, 135, '15–20 mg/kg every 8 hours by mouth', { routes: SYSTEMIC_ORAL }),
  // Hormones
  r('methimazole', C, 1.5, 2.5, '1.25–2.5 mg per cat every 12 hours', {
    source: 'label-felimazole',
  }),
  r('carbimazole', C, 4, 4, '10–15 mg per cat once daily (modified release)'),
  r('levothyroxine', D, 0.022, 0.044, '0.02 mg/kg every 12 hours', { source: 'label-soloxine' }),
  r('trilostane', D, 7, 10, '1–2 mg/kg every 12 hours or 2–6.7 mg/kg once daily', {
    source: 'label-vetoryl',
  }),
  r('phenylpropanolamine', D, 2, 6, '1–2 mg/kg every 8–12 hours', { source: 'label-proin' }),
  // Heart and kidney
  r('amlodipine', D, 0.5, 1, '0.1–0.5 mg/kg once or twice daily'),
  r('amlodipine', C, 0.5, 0.5, '0.625–1.25 mg per cat once daily (about 0.1–0.25 mg/kg)'),
  r('benazepril', D, 0.5, 1, '0.25–0.5 mg/kg every 12–24 hours'),
  r('benazepril', C, 1, 1, '0.5–1 mg/kg once daily (kidney disease), or 0.25–0.5 mg/kg every 12 hours', { source: 'label-fortekor' }),
  r('enalapril', DC, 0.5, 1, '0.25–0.5 mg/kg every 12–24 hours'),
  r('telmisartan', C, 2, 2, '1–2 mg/kg once daily'),
  r('telmisartan', D, 1, 2, '0.5–1 mg/kg once daily'),
  r('pimobendan', D, 0.3, 0.9, '0.25–0.3 mg/kg every 12 hours (every 8 hours in advanced heart failure)', { source: 'msd-cardiac-table' }),
  r('pimobendan', C, 0.31, 0.62, '1.25 mg per cat every 12 hours (0.31 mg/kg for a 4 kg cat)', { tolerance: 1.4, source: 'msd-cardiac-table' }),
  r('furosemide', D, 4, 12, '1–4 mg/kg every 8–24 hours'),
  r('furosemide', C, 4, 8, '1–2 mg/kg every 12–24 hours'),
  r('torsemide', D, 0.4, 0.8, '0.1–0.3 mg/kg every 12–24 hours'),
  r('spironolactone', DC, 4, 4, '1–2 mg/kg every 12 hours or 2–4 mg/kg once daily', { source: 'msd-cardiac-table' }),
  r('atenolol', D, 1, 2, '0.25–1 mg/kg every 12–24 hours'),
  r('atenolol', C, 3, 6, '6.25–12.5 mg per cat every 12–24 hours'),
  r('propranolol', D, 1, 3, '0.2–1 mg/kg every 8 hours'),
  r('propranolol', C, 1.25, 3.75, '2.5–5 mg per cat every 8–12 hours'),
  r('digoxin', D, 0.011, 0.022, '0.003–0.005 mg/kg every 12 hours, adjusted to blood levels'),
  r('sildenafil', D, 3, 9, '1–3 mg/kg every 8–12 hours'),
  r('theophylline', D, 11, 22, '10 mg/kg every 12 hours (extended release)'),
  r('theophylline', C, 20, 20, '15–19 mg/kg once daily in the evening (extended release)'),
  // Allergy and immune
  r('diphenhydramine', DC, 4, 12, '2–4 mg/kg every 8–12 hours'),
  r('cetirizine', D, 4, 4, '1–4 mg/kg once daily', { source: 'msd-antihistamines-table' }),
  r('cetirizine', C, 2, 2, '5 mg per cat every 12–24 hours', { source: 'msd-antihistamines-table' }),
  // MSD second-generation antihistamine table: mild signs can occur below 10 mg/kg (High from 10 mg/kg).
  r('loratadine', D, 1.1, 2.2, '0.25–1.1 mg/kg every 12–24 hours', { highFrom: 10 / 1.1, source: 'msd-antihistamines-table' }),
  r('hydroxyzine', D, 2.2, 6.6, '2 mg/kg every 8–12 hours'),
  r('chlorpheniramine', D, 0.8, 2.4, '0.2–0.8 mg/kg every 8–12 hours'),
  r('chlorpheniramine', C, 1, 2, '2 mg per cat every 12 hours'),
  r('oclacitinib', D, 0.8, 1.6, '0.4–0.6 mg/kg (up to 0.8 mg/kg on the tablet chart) twice daily for up to 14 days, then once daily', { source: 'label-apoquel' }),
  r('cyclosporine', D, 10, 20, '5 mg/kg once daily for atopy (up to 5–10 mg/kg every 12 hours for immune disease)', { source: 'label-atopica' }),
  r('cyclosporine', C, 7.5, 15, '7 mg/kg once daily'),
  r('azathioprine', D, 2, 2, '1–2 mg/kg once daily or every other day'),
  // Parasite control (macrocyclic lactone doses also feed the MDR1 rules)
  r('ivermectin', D, 0.6, 0.6, '6 micrograms/kg monthly for heartworm prevention; 0.3–0.6 mg/kg for mange in dogs without the MDR1 mutation', { source: 'label-heartgard' }),
  r('ivermectin', C, 0.3, 0.3, '24 micrograms/kg monthly; 0.2–0.3 mg/kg for mites'),
  r('ivermectin', ['rabbit'], 0.4, 0.4, '0.2–0.4 mg/kg', { source: 'carpenter-exotics' }),
  r('ivermectin', ['bird'], 0.2, 0.2, '0.2 mg/kg', { source: 'carpenter-exotics' }),
  r('milbemycin', D, 2, 2, '0.5–1 mg/kg monthly; 1–2 mg/kg daily for demodicosis', {
    source: 'label-interceptor',
  }),
  r('moxidectin', D, 0.5, 0.5, '3–24 micrograms/kg monthly by mouth; 0.2–0.4 mg/kg daily for demodicosis (not in MDR1 dogs)', { routes: SYSTEMIC_ORAL }),
  // Fenbendazole has one of the widest safety margins of any wormer; an overdose is unlikely to
  // poison (Plumb's; VCA): only far above the label dose is worth a word.
  r('fenbendazole', DC, 55, 55, '50 mg/kg once daily', { tolerance: 5 }),
  // Supplements
  r('vitamin d3', DC, 0.1, 0.1, 'none on a complete diet; poisoning (high calcium, kidney failure) is seen from about 0.1 mg/kg, which is 4,000 IU/kg', { tolerance: 1, source: 'pph-vitamin-d' }),
];

/** Every dose range: the rows above, then dogs and cats, horses and the exotic formulary. */
export const DOSE_RANGES: readonly DoseRange[] = [
  ...BASE_DOSE_RANGES,
  ...DOG_CAT_DOSE_RANGES,
  ...ANTIMICROBIAL_DOSE_RANGES,
  ...ANALGESIA_DOSE_RANGES,
  ...ANAESTHESIA_DOSE_RANGES,
  ...NEURO_DOSE_RANGES,
  ...CARDIO_RENAL_DOSE_RANGES,
  ...GI_ENDOCRINE_DOSE_RANGES,
  ...IMMUNE_ONCOLOGY_DOSE_RANGES,
  ...HUMAN_DRUG_DOSE_RANGES,
  ...HUMAN_OTC_DOSE_RANGES,
  ...PARASITICIDE_DOSE_RANGES,
  ...OTHER_DOSE_RANGES,
  ...EQUINE_DOSE_RANGES,
  ...EXOTIC_DOSE_RANGES,
  ...EXOTIC_MORE_DOSE_RANGES,
  ...RODENT_ANALGESIA_DOSE_RANGES,
  ...EXOTIC_COVERAGE_DOSE_RANGES,
  ...EXOTIC_3_DOSE_RANGES,
  ...EXOTIC_4_DOSE_RANGES,
  ...TOPICAL_SUPPLEMENT_DOSE_RANGES,
  ...PRODUCTS_2_DOSE_RANGES,
];
