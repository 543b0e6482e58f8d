import { describe, expect, it } from 'vitest';
import { judgeCase } from './judge-case';
import { kase } from './test-support';

// Held-out-style cases written for the engine (not taken from ../shared/clinical): species
// toxicity, MDR1, allergies and chronic conditions, with new brands, breeds, spellings and
// species, judged exactly like the shared worked cases.

const D = 'dangerous' as const;
const C = 'caution' as const;
const S = 'safe' as const;

// prettier-ignore
const CASES = [
  // Species toxicity
  kase('ST-x01', 'species-toxicity', { species: 'dog', kg: 8 }, ['Famotidine|5 mg|Twice daily', 'Tylenol|500 mg|Every 8 hours'], { v: D, flag: ['acetaminophen'] }),
  kase('ST-x02', 'species-toxicity', { species: 'cat' }, ['Gabapentin|50 mg|Twice daily', 'Tylenol Extra Strength|500 mg|Once daily'], { v: D, flag: ['acetaminophen'] }),
  kase('ST-x03', 'species-toxicity', { species: 'cat' }, ['Methimazole|2.5 mg|Twice daily', 'Advil|200 mg|Once daily'], { v: D, flag: ['ibuprofen'] }),
  kase('ST-x04', 'species-toxicity', { species: 'dog', kg: 25 }, ['Cetirizine|10 mg|Once daily', 'Aleve|220 mg|Twice daily'], { v: D, flag: ['naproxen'] }),
  kase('ST-x05', 'species-toxicity', { species: 'dog', kg: 10 }, ['Apoquel|5.4 mg|Once daily', 'Sugar-free gum (xylitol)|2 pieces|As needed'], { v: D, flag: ['xylitol'] }),
  kase('ST-x06', 'species-toxicity', { species: 'dog' }, ['Carprofen|75 mg|Once daily', 'Dark chocolate bar|50 g|As needed'], { v: D, flag: ['chocolate'] }),
  kase('ST-x07', 'species-toxicity', { species: 'cat' }, ['Revolution|1 tube|Monthly', 'K9 Advantix II|1 tube|Monthly'], { v: D, flag: ['permethrin'] }),
  kase('ST-x08', 'species-toxicity', { species: 'cat' }, ['Amlodipine|0.625 mg|Once daily', 'Easter lily|leaf|As needed'], { v: D, flag: ['lily'] }),
  kase('ST-x09', 'species-toxicity', { species: 'cat' }, ['Maropitant|4 mg|Once daily', 'Onion powder|1 tsp|As needed'], { v: D, flag: ['onion'] }),
  kase('ST-x10', 'species-toxicity', { species: 'dog', kg: 12 }, ['Famotidine|5 mg|Twice daily', 'Grapes|10 grapes|As needed'], { v: D, flag: ['grape'] }),
  kase('ST-x11', 'species-toxicity', { species: 'bird', breed: 'African Grey', kg: 0.45 }, ['Meloxicam|0.7 mg|Once daily', 'Guacamole (avocado)|1 tsp|As needed'], { v: D, flag: ['avocado'] }),
  kase('ST-x12', 'species-toxicity', { species: 'rabbit', breed: 'Holland Lop', kg: 1.8 }, ['Meloxicam|0.9 mg|Once daily', 'Frontline Plus|1 pipette|Monthly'], { v: D, flag: ['fipronil'] }),
  kase('ST-x13', 'species-toxicity', { species: 'rabbit', kg: 2.2 }, ['Enrofloxacin|22 mg|Once daily', 'Amoxicillin|44 mg|Twice daily'], { v: D, flag: ['amoxicillin'] }),
  kase('ST-x14', 'species-toxicity', { species: 'rabbit', kg: 3 }, ['Meloxicam|1.5 mg|Once daily', 'Clavamox|62.5 mg|Twice daily'], { v: D, flag: ['amoxicillin'] }),
  kase('ST-x15', 'species-toxicity', { species: 'rabbit', kg: 3 }, ['Meloxicam|1.5 mg|Once daily', 'Keflex (oral)|60 mg|Twice daily'], { v: D, flag: ['cephalexin'] }),
  kase('ST-x16', 'species-toxicity', { species: 'bird', breed: 'Budgerigar', kg: 0.035 }, ['Doxycycline|1 mg|Once daily', 'Teflon (PTFE) pan fumes|exposure|As needed'], { v: D, flag: ['teflon'] }),
  kase('ST-x17', 'species-toxicity', { species: 'dog', kg: 18 }, ['Gabapentin|200 mg|Twice daily', 'Macadamia nuts|handful|As needed'], { v: D, flag: ['macadamia'] }),
  kase('ST-x18', 'species-toxicity', { species: 'cat' }, ['Prednisolone|5 mg|Once daily', 'Tea tree oil|few drops topically|Once daily'], { v: D, flag: ['tea tree'] }),
  kase('ST-x19', 'species-toxicity', { species: 'dog', kg: 30 }, ['Carprofen|75 mg|Twice daily', 'Antifreeze|lick|As needed'], { v: D, flag: ['ethylene glycol'] }),
  kase('ST-x20', 'species-toxicity', { species: 'dog', kg: 9 }, ['Cetirizine|5 mg|Once daily', 'Sudafed|30 mg|Twice daily'], { v: D, flag: ['pseudoephedrine'] }),
  kase('ST-x21', 'species-toxicity', { species: 'cat', kg: 5 }, ['Famotidine|2.5 mg|Once daily', 'Pepto-Bismol|5 mL|Every 8 hours'], { v: D, flag: ['bismuth subsalicylate'] }),
  kase('ST-x22', 'species-toxicity', { species: 'dog', kg: 6 }, ['Metronidazole|75 mg|Twice daily', 'Rat poison (d-CON)|unknown|As needed'], { v: D, flag: ['rodenticide'] }),
  kase('ST-x23', 'species-toxicity', { species: 'cat' }, ['Gabapentin|50 mg|Twice daily', 'Hemerocallis|pollen|As needed'], { v: D, flag: ['lily'] }),
  kase('ST-x24', 'species-toxicity', { species: 'dog', kg: 20 }, ['Trazodone|100 mg|As needed', 'Coffee grounds|2 tbsp|As needed'], { v: D, flag: ['caffeine'] }),
  kase('ST-x25', 'species-toxicity', { species: 'cat' }, ['Buprenorphine|0.1 mg|Twice daily', 'Rimadyl|25 mg|Twice daily'], { v: D, flag: ['carprofen'] }),
  kase('ST-x26', 'species-toxicity', { species: 'cat' }, ['Famotidine|2.5 mg|Once daily', 'Scalibor collar|1 collar|Every 6 months'], { v: D, flag: ['deltamethrin'] }),
  kase('ST-x27', 'species-toxicity', { species: 'rabbit', kg: 2 }, ['Enrofloxacin|20 mg|Once daily', 'Lincomycin|30 mg|Twice daily'], { v: D, flag: ['lincomycin'] }),
  kase('ST-x28', 'species-toxicity', { species: 'dog', breed: 'Labrador Retriever', kg: 30 }, ['Famotidine|10 mg|Twice daily', 'Imodium|2 mg|Every 8 hours'], { v: S }),
  kase('ST-x29', 'species-toxicity', { species: 'dog', kg: 20 }, ['Gabapentin|200 mg|Twice daily', 'Garlic supplement|1 tablet|Once daily'], { v: D, flag: ['garlic'] }),
  kase('ST-x30', 'species-toxicity', { species: 'cat' }, ['Mirtazapine|1.88 mg|Once daily', 'Valtrex|250 mg|Twice daily'], { v: D, flag: ['valacyclovir'] }),
  // MDR1
  kase('MDR-x01', 'mdr1-breed', { species: 'dog', breed: 'Rough Collie', kg: 28 }, ['Cephalexin|750 mg|Twice daily', 'Ivomec|8.4 mg (0.3 mg/kg)|Once daily'], { v: D, flag: ['ivermectin'] }),
  kase('MDR-x02', 'mdr1-breed', { species: 'dog', breed: 'Australian Shepherd', kg: 24 }, ['Carprofen|50 mg|Twice daily', 'Heartgard Plus|1 chewable (136 mcg ivermectin)|Monthly'], { v: S }),
  kase('MDR-x03', 'mdr1-breed', { species: 'dog', breed: 'Miniature Australian Shepherd', kg: 12 }, ['Metronidazole|150 mg|Twice daily', 'Imodium AD|2 mg|Every 8 hours'], { v: D, flag: ['loperamide'] }),
  kase('MDR-x04', 'mdr1-breed', { species: 'dog', breed: 'Shetland Sheepdog', kg: 9 }, ['Gabapentin|100 mg|Twice daily', 'Acepromazine|10 mg|Once (before travel)'], { v: [C, D], flag: ['acepromazine'], min: 'Low' }),
  kase('MDR-x05', 'mdr1-breed', { species: 'dog', breed: 'German Shepherd Dog', kg: 35 }, ['Famotidine|20 mg|Twice daily', 'Loperamide|4 mg|Every 8 hours'], { v: D, flag: ['loperamide'] }),
  kase('MDR-x06', 'mdr1-breed', { species: 'dog', breed: 'Collie', kg: 25, mdr1: 'normal/normal' }, ['Cephalexin|500 mg|Twice daily', 'Ivermectin|7.5 mg (0.3 mg/kg)|Once daily'], { v: S }),
  kase('MDR-x07', 'mdr1-breed', { species: 'dog', breed: 'Collie', kg: 25, mdr1: 'mutant/mutant' }, ['Carprofen|75 mg|Once daily', 'Heartgard|272 mcg|Monthly'], { v: S }),
  kase('MDR-x08', 'mdr1-breed', { species: 'dog', breed: 'Labrador Retriever', kg: 30, mdr1: 'mutant/mutant' }, ['Gabapentin|300 mg|Twice daily', 'Butorphanol|15 mg|Every 8 hours'], { v: [C, D], flag: ['butorphanol'], min: 'Medium' }),
  kase('MDR-x09', 'mdr1-breed', { species: 'dog', breed: 'Labrador Retriever', kg: 30 }, ['Cephalexin|750 mg|Twice daily', 'Ivermectin|9 mg (0.3 mg/kg)|Once daily'], { v: S }),
  kase('MDR-x10', 'mdr1-breed', { species: 'dog', breed: 'Mini Aussie', kg: 11 }, ['Cephalexin|250 mg|Twice daily', 'Ivermectin|unknown|Once daily'], { v: [C, D], flag: ['ivermectin'], min: 'Low' }),
  kase('MDR-x11', 'mdr1-breed', { species: 'dog', breed: 'Border Collie', kg: 18 }, ['Carprofen|75 mg|Once daily', 'Simparica Trio|1 chewable|Monthly'], { v: S }),
  kase('MDR-x12', 'mdr1-breed', { species: 'dog', breed: 'Long-haired Whippet', kg: 14 }, ['Meloxicam|1.4 mg|Once daily', 'Torbugesic|7 mg|Every 8 hours'], { v: [C, D], flag: ['butorphanol'], min: 'Low' }),
  kase('MDR-x13', 'mdr1-breed', { species: 'dog', breed: 'McNab', kg: 20 }, ['Prednisone|20 mg|Once daily', 'Vincristine|0.5 mg|Weekly'], { v: D, flag: ['vincristine'] }),
  kase('MDR-x14', 'mdr1-breed', { species: 'dog', breed: 'Rough Collie', kg: 27 }, ['Carprofen|75 mg|Twice daily', 'Advantage Multi|1 tube|Monthly'], { v: S }),
  kase('MDR-x15', 'mdr1-breed', { species: 'dog', breed: 'Smooth Collie', kg: 24 }, ['Famotidine|10 mg|Twice daily', 'ProHeart 12|0.5 mg/kg SC|Yearly'], { v: S }),
  kase('MDR-x16', 'mdr1-breed', { species: 'dog', breed: 'Collie', kg: 25 }, ['Cephalexin|500 mg|Twice daily', 'Interceptor|12.5 mg (0.5 mg/kg)|Monthly'], { v: S }),
  kase('MDR-x17', 'mdr1-breed', { species: 'cat', mdr1: 'mutant/mutant' }, ['Gabapentin|50 mg|Twice daily', 'Ivermectin|1.35 mg (0.3 mg/kg)|Once daily'], { v: D, flag: ['ivermectin'] }),
  kase('MDR-x18', 'mdr1-breed', { species: 'cat' }, ['Gabapentin|50 mg|Twice daily', 'Revolution Plus|1 tube|Monthly'], { v: S }),
  kase('MDR-x19', 'mdr1-breed', { species: 'dog', breed: 'White Swiss Shepherd', kg: 32 }, ['Maropitant|64 mg|Once daily', 'Imodium|2 mg|Every 8 hours'], { v: D, flag: ['loperamide'] }),
  kase('MDR-x20', 'mdr1-breed', { species: 'dog', breed: 'Australian Shepherd', kg: 22, mdr1: 'mutant/normal' }, ['Gabapentin|300 mg|Twice daily', 'Profender|1 tablet|Once'], { v: D, flag: ['emodepside'] }),
  // Allergies
  kase('ALG-x01', 'allergy-cross', { species: 'dog', kg: 25, allergies: ['penicillin'] }, ['Famotidine|10 mg|Twice daily', 'Cephalexin|500 mg|Twice daily'], { v: [C, D], flag: ['cephalexin'], min: 'Low' }),
  kase('ALG-x02', 'allergy-cross', { species: 'cat', allergies: ['Penicillins'] }, ['Gabapentin|50 mg|Twice daily', 'Convenia|36 mg SC|Once'], { v: [C, D], flag: ['cefovecin'], min: 'Low' }),
  kase('ALG-x03', 'allergy-cross', { species: 'dog', allergies: ['penicillin'] }, ['Famotidine|10 mg|Twice daily', 'Azithromycin|100 mg|Once daily'], { v: S }),
  kase('ALG-x04', 'allergy-cross', { species: 'dog', allergies: ['amoxicillin'] }, ['Famotidine|10 mg|Twice daily', 'Ampicillin|400 mg|Every 8 hours'], { v: D, flag: ['ampicillin'] }),
  kase('ALG-x05', 'allergy-cross', { species: 'dog', allergies: ['Augmentin reaction (hives)'] }, ['Famotidine|10 mg|Twice daily', 'Clavamox|250 mg|Twice daily'], { v: D, flag: ['amoxicillin'] }),
  kase('ALG-x06', 'allergy-cross', { species: 'dog', kg: 30, allergies: ['sulfa drugs'] }, ['Gabapentin|300 mg|Twice daily', 'Tribrissen|480 mg|Twice daily'], { v: D, flag: ['sulfadiazine'] }),
  kase('ALG-x07', 'allergy-cross', { species: 'cat', allergies: ['sulfa'] }, ['Gabapentin|50 mg|Twice daily', 'Albon|125 mg|Once daily'], { v: D, flag: ['sulfadimethoxine'] }),
  kase('ALG-x08', 'allergy-cross', { species: 'dog', allergies: ['sulfonamides'] }, ['Phenobarbital|60 mg|Twice daily', 'Zonisamide|100 mg|Twice daily'], { v: [C, D], flag: ['zonisamide'] }),
  kase('ALG-x09', 'allergy-cross', { species: 'dog', allergies: ['sulfa'] }, ['Pimobendan|5 mg|Twice daily', 'Furosemide|40 mg|Twice daily'], { v: S }),
  kase('ALG-x10', 'allergy-cross', { species: 'dog', allergies: ['NSAIDs'] }, ['Gabapentin|300 mg|Twice daily', 'Metacam|2 mg|Once daily'], { v: D, flag: ['meloxicam'] }),
  kase('ALG-x11', 'allergy-cross', { species: 'dog', kg: 30, allergies: ['carprofen'] }, ['Gabapentin|300 mg|Twice daily', 'Novox|75 mg|Twice daily'], { v: D, flag: ['carprofen'] }),
  kase('ALG-x12', 'allergy-cross', { species: 'dog', kg: 30, allergies: ['Rimadyl'] }, ['Gabapentin|300 mg|Twice daily', 'Meloxicam|3 mg|Once daily'], { v: [C, D], flag: ['meloxicam'] }),
  kase('ALG-x13', 'allergy-cross', { species: 'dog', allergies: ['cephalosporins'] }, ['Famotidine|10 mg|Twice daily', 'Simplicef|100 mg|Once daily'], { v: D, flag: ['cefpodoxime'] }),
  kase('ALG-x14', 'allergy-cross', { species: 'cat', allergies: ['methimazole'] }, ['Amlodipine|0.625 mg|Once daily', 'Felimazole|2.5 mg|Twice daily'], { v: D, flag: ['methimazole'] }),
  kase('ALG-x15', 'allergy-cross', { species: 'dog', allergies: ['chicken', 'beef'] }, ['Famotidine|10 mg|Twice daily', 'Apoquel|16 mg|Once daily'], { v: S }),
  kase('ALG-x16', 'allergy-cross', { species: 'dog', allergies: ['fluoroquinolones'] }, ['Famotidine|10 mg|Twice daily', 'Baytril|136 mg|Once daily'], { v: D, flag: ['enrofloxacin'] }),
  kase('ALG-x17', 'allergy-cross', { species: 'dog', allergies: ['tetracycline'] }, ['Famotidine|10 mg|Twice daily', 'Doxycycline hyclate|100 mg|Twice daily'], { v: D, flag: ['doxycycline'] }),
  kase('ALG-x18', 'allergy-cross', { species: 'dog', allergies: ['beta-lactam antibiotics'] }, ['Famotidine|10 mg|Twice daily', 'Cefpodoxime|100 mg|Once daily'], { v: D, flag: ['cefpodoxime'] }),
  // Chronic conditions
  kase('CON-x01', 'condition-contraindication', { species: 'cat', conditions: ['CKD'] }, ['Amlodipine|0.625 mg|Once daily', 'Meloxicam oral suspension 0.5 mg/mL|0.2 mL (0.1 mg)|Once daily'], { v: [D, C], flag: ['meloxicam'] }),
  kase('CON-x02', 'condition-contraindication', { species: 'dog', kg: 30, conditions: ['renal failure'] }, ['Gabapentin|300 mg|Twice daily', 'Previcox|227 mg|Once daily'], { v: [C, D], flag: ['firocoxib'], min: 'Medium' }),
  kase('CON-x03', 'condition-contraindication', { species: 'dog', kg: 30, conditions: ['Kidney disease IRIS stage 3'] }, ['Gabapentin|300 mg|Twice daily', 'Carprofen|75 mg|Twice daily'], { v: D, flag: ['carprofen'] }),
  kase('CON-x04', 'condition-contraindication', { species: 'dog', kg: 30, conditions: ['hepatopathy'] }, ['Levetiracetam|500 mg|Every 8 hours', 'Phenobarbital|60 mg|Twice daily'], { v: [D, C], flag: ['phenobarbital'] }),
  kase('CON-x05', 'condition-contraindication', { species: 'dog', kg: 30, conditions: ['gastric ulcer'] }, ['Omeprazole|20 mg|Once daily', 'Rimadyl|75 mg|Twice daily'], { v: D, flag: ['carprofen'] }),
  kase('CON-x06', 'condition-contraindication', { species: 'cat', conditions: ['diabetes mellitus'] }, ['Insulin glargine|2 units|Twice daily', 'Prednisolone|5 mg|Once daily'], { v: [C, D], flag: ['prednisolone'] }),
  kase('CON-x07', 'condition-contraindication', { species: 'cat', conditions: ['diabetic'] }, ['Insulin glargine|2 units|Twice daily', 'Depo-Medrol|20 mg injection|Once'], { v: D, flag: ['methylprednisolone'] }),
  kase('CON-x08', 'condition-contraindication', { species: 'dog', kg: 8, conditions: ['chronic bronchitis'] }, ['Theophylline|80 mg|Twice daily', 'Propranolol|5 mg|Every 8 hours'], { v: [D, C], flag: ['propranolol'] }),
  kase('CON-x09', 'condition-contraindication', { species: 'dog', kg: 25, conditions: ['idiopathic epilepsy'] }, ['Phenobarbital|60 mg|Twice daily', 'Tramadol|100 mg|Every 8 hours'], { v: [C, D], flag: ['tramadol'], min: 'Low' }),
  kase('CON-x10', 'condition-contraindication', { species: 'dog', kg: 25, conditions: ['seizures'] }, ['Levetiracetam|500 mg|Every 8 hours', 'Prozac|20 mg|Once daily'], { v: [C, D], flag: ['fluoxetine'] }),
  kase('CON-x11', 'condition-contraindication', { species: 'dog', kg: 25, conditions: ['epilepsy'] }, ['Phenobarbital|60 mg|Twice daily', 'NexGard|1 chew|Monthly'], { v: [C, D], flag: ['afoxolaner'] }),
  kase('CON-x12', 'condition-contraindication', { species: 'cat', conditions: ['HCM'] }, ['Atenolol|6.25 mg|Once daily', 'Vetmedin|1.25 mg|Twice daily'], { v: [D, C], flag: ['pimobendan'] }),
  kase('CON-x13', 'condition-contraindication', { species: 'dog', kg: 28, conditions: ['subaortic stenosis'] }, ['Atenolol|25 mg|Twice daily', 'Pimobendan|7.5 mg|Twice daily'], { v: [D, C], flag: ['pimobendan'] }),
  kase('CON-x14', 'condition-contraindication', { species: 'cat', conditions: ['hyperthyroidism'] }, ['Methimazole|2.5 mg|Twice daily', 'Levothyroxine|0.1 mg|Once daily'], { v: [D, C], flag: ['levothyroxine'] }),
  kase('CON-x15', 'condition-contraindication', { species: 'dog', kg: 14, conditions: ['bacterial pneumonia'] }, ['Doxycycline|70 mg|Twice daily', 'Apoquel|5.4 mg|Twice daily'], { v: [D, C], flag: ['oclacitinib'] }),
  kase('CON-x16', 'condition-contraindication', { species: 'dog', kg: 20, conditions: ['mast cell tumour'] }, ['Diphenhydramine|40 mg|Twice daily', 'Atopica|100 mg|Once daily'], { v: [D, C], flag: ['cyclosporine'] }),
  kase('CON-x17', 'condition-contraindication', { species: 'dog', kg: 20, conditions: ["Addison's disease"] }, ['Prednisone|2.5 mg|Once daily', 'Vetoryl|30 mg|Once daily'], { v: [D, C], flag: ['trilostane'] }),
  kase('CON-x18', 'condition-contraindication', { species: 'dog', kg: 20, conditions: ['pregnant'] }, ['Famotidine|10 mg|Twice daily', 'Enalapril|5 mg|Twice daily'], { v: [D, C], flag: ['enalapril'] }),
  kase('CON-x19', 'condition-contraindication', { species: 'dog', kg: 20, conditions: ['glaucoma'] }, ['Latanoprost eye drops|1 drop|Twice daily', 'Atropine eye drops|1 drop|Twice daily'], { v: [D, C], flag: ['atropine'] }),
  kase('CON-x20', 'condition-contraindication', { species: 'dog', kg: 20, conditions: ['corneal ulcer'] }, ['Ofloxacin eye drops|1 drop|Every 6 hours', 'Neopolydex eye drops|1 drop|Every 8 hours'], { v: [D, C], flag: ['dexamethasone'] }),
  kase('CON-x21', 'condition-contraindication', { species: 'dog', kg: 20, conditions: ['corneal ulcer'] }, ['Ofloxacin eye drops|1 drop|Every 6 hours', 'Carprofen|50 mg|Twice daily'], { v: S }),
  kase('CON-x22', 'condition-contraindication', { species: 'dog', kg: 20, conditions: ['ruptured eardrum'] }, ['Cephalexin|500 mg|Twice daily', 'Otomax|4 drops|Twice daily'], { v: [D, C], flag: ['gentamicin'] }),
  kase('CON-x23', 'condition-contraindication', { species: 'dog', kg: 30, conditions: ['kidney stones'] }, ['Potassium citrate|1 tablet|Twice daily', 'Carprofen|75 mg|Twice daily'], { v: S }),
  kase('CON-x24', 'condition-contraindication', { species: 'dog', kg: 30, conditions: ['ovariohysterectomy (day of surgery)'] }, ['Buprenorphine|0.6 mg|Every 8 hours', 'Meloxicam|6 mg SC|Once'], { v: S }),
  kase('CON-x25', 'condition-contraindication', { species: 'dog', kg: 35, conditions: ['CHF'] }, ['Furosemide|40 mg|Twice daily', 'Dexdomitor|0.35 mg IM|Once'], { v: [D, C], flag: ['dexmedetomidine'] }),
  kase('CON-x26', 'condition-contraindication', { species: 'dog', kg: 25, conditions: ['von Willebrand disease'] }, ['Famotidine|10 mg|Twice daily', 'Aspirin|81 mg|Once daily'], { v: [D, C], flag: ['aspirin'] }),
];

describe('held-out-style cases: species toxicity, MDR1, allergies, conditions', () => {
  it('has at least 90 cases in this table', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(90);
  });

  it.each(CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const outcome = judgeCase(c);
    expect(outcome.reasons).toEqual([]);
  });
});
