import { describe, expect, it } from 'vitest';
import { judgeCase } from './judge-case';
import { kase } from './test-support';

// Held-out-style cases written for the engine: drug–drug interactions, brand names, duplicate
// therapy, dose range and combinations that must NOT raise an alarm.

const D = 'dangerous' as const;
const C = 'caution' as const;
const S = 'safe' as const;
const DOG30 = { species: 'dog' as const, breed: 'Labrador Retriever', kg: 30 };
const DOG10 = { species: 'dog' as const, breed: 'Beagle', kg: 10 };
const CAT = { species: 'cat' as const, kg: 4.5 };

// prettier-ignore
const CASES = [
  // Drug–drug
  kase('DDI-x01', 'ddi', DOG30, ['Carprofen|75 mg|Twice daily', 'Prednisolone|20 mg|Once daily'], { v: D, flag: ['carprofen', 'prednisolone'], min: 'High' }),
  kase('DDI-x02', 'ddi', DOG30, ['Metacam|3 mg|Once daily', 'Dexamethasone|1 mg|Once daily'], { v: D, flag: ['meloxicam', 'dexamethasone'], min: 'High' }),
  kase('DDI-x03', 'ddi', DOG30, ['Previcox|227 mg|Once daily', 'Prednisone|10 mg|Once daily'], { v: D, flag: ['firocoxib', 'prednisone'], min: 'High' }),
  kase('DDI-x04', 'ddi', CAT, ['Methylprednisolone|2 mg|Once daily', 'Onsior|6 mg|Once daily'], { v: D, flag: ['methylprednisolone', 'robenacoxib'], min: 'High' }),
  kase('DDI-x05', 'ddi', DOG30, ['Prednisone|20 mg|Once daily', 'Galliprant|60 mg|Once daily'], { v: D, flag: ['prednisone', 'grapiprant'], min: 'High' }),
  kase('DDI-x06', 'ddi', DOG30, ['Aspirin|325 mg|Twice daily', 'Carprofen|75 mg|Twice daily'], { v: D, flag: ['aspirin', 'carprofen'], min: 'High' }),
  kase('DDI-x07', 'ddi', DOG30, ['Fluoxetine|20 mg|Once daily', 'Tramadol|100 mg|Every 8 hours'], { v: D, flag: ['fluoxetine', 'tramadol'], min: 'High' }),
  kase('DDI-x08', 'ddi', DOG30, ['Reconcile|32 mg|Once daily', 'Clomipramine|40 mg|Twice daily'], { v: D, flag: ['fluoxetine', 'clomipramine'], min: 'High' }),
  kase('DDI-x09', 'ddi', DOG10, ['Anipryl|10 mg|Once daily', 'Trazodone|50 mg|As needed'], { v: D, flag: ['selegiline', 'trazodone'], min: 'High' }),
  kase('DDI-x10', 'ddi', DOG30, ['Mitaban dip|1 dip|Every 2 weeks', 'Fluoxetine|20 mg|Once daily'], { v: D, flag: ['amitraz', 'fluoxetine'], min: 'High' }),
  kase('DDI-x11', 'ddi', DOG30, ['Fluoxetine|20 mg|Once daily', 'Trazodone|100 mg|As needed'], { v: [C, D], flag: ['fluoxetine', 'trazodone'], min: 'Low' }),
  kase('DDI-x12', 'ddi', { species: 'dog', breed: 'Pug', kg: 9 }, ['Itraconazole|50 mg|Once daily', 'Cyclosporine|50 mg|Once daily'], { v: [C, D], flag: ['itraconazole', 'cyclosporine'], min: 'Medium' }),
  kase('DDI-x13', 'ddi', { species: 'dog', kg: 6 }, ['Aminophylline|60 mg|Twice daily', 'Enrofloxacin|34 mg|Once daily'], { v: [C, D], flag: ['aminophylline', 'enrofloxacin'], min: 'Medium' }),
  kase('DDI-x14', 'ddi', { species: 'dog', kg: 15 }, ['Ciprofloxacin|250 mg|Once daily', 'Tums|1 tablet|As needed'], { v: C, flag: ['ciprofloxacin', 'calcium carbonate'], min: 'Low' }),
  kase('DDI-x15', 'ddi', DOG30, ['Enalapril|10 mg|Twice daily', 'Carprofen|75 mg|Twice daily'], { v: [C, D], flag: ['enalapril', 'carprofen'], min: 'Medium' }),
  kase('DDI-x16', 'ddi', { species: 'dog', breed: 'Cavalier King Charles Spaniel', kg: 9 }, ['Benazepril|5 mg|Once daily', 'Spironolactone|12.5 mg|Once daily'], { v: C, flag: ['benazepril', 'spironolactone'], min: 'Low' }),
  kase('DDI-x17', 'ddi', { species: 'dog', breed: 'Doberman Pinscher', kg: 35 }, ['Digoxin|0.125 mg|Twice daily', 'Furosemide|40 mg|Twice daily'], { v: [C, D], flag: ['digoxin', 'furosemide'], min: 'Medium' }),
  kase('DDI-x18', 'ddi', DOG30, ['Lasix|40 mg|Twice daily', 'Gentamicin|200 mg IV|Once daily'], { v: D, flag: ['furosemide', 'gentamicin'], min: 'High' }),
  kase('DDI-x19', 'ddi', { species: 'dog', kg: 25 }, ['Amikacin|375 mg|Once daily', 'Furosemide|25 mg|Twice daily'], { v: D, flag: ['amikacin', 'furosemide'], min: 'High' }),
  kase('DDI-x20', 'ddi', DOG30, ['Phenobarbital|60 mg|Twice daily', 'Metronidazole|375 mg|Twice daily'], { v: C, flag: ['phenobarbital', 'metronidazole'], min: 'Low' }),
  kase('DDI-x21', 'ddi', CAT, ['Amlodipine|0.625 mg|Once daily', 'Maropitant|4 mg|Once daily'], { v: [C, D], flag: ['amlodipine', 'maropitant'], min: 'Low' }),
  kase('DDI-x22', 'ddi', DOG30, ['Comfortis|810 mg|Monthly', 'Ivermectin|9 mg (0.3 mg/kg)|Once daily'], { v: D, flag: ['spinosad', 'ivermectin'], min: 'High' }),
  kase('DDI-x23', 'ddi', DOG30, ['Warfarin|2 mg|Once daily', 'Carprofen|75 mg|Twice daily'], { v: D, flag: ['warfarin', 'carprofen'], min: 'High' }),
  kase('DDI-x24', 'ddi', CAT, ['Clopidogrel|18.75 mg|Once daily', 'Meloxicam|0.2 mg|Once daily'], { v: [C, D], flag: ['clopidogrel', 'meloxicam'], min: 'Medium' }),
  kase('DDI-x25', 'ddi', { species: 'dog', kg: 25 }, ['Propranolol|20 mg|Every 8 hours', 'Diltiazem|30 mg|Every 8 hours'], { v: [C, D], flag: ['propranolol', 'diltiazem'], min: 'Medium' }),
  kase('DDI-x26', 'ddi', { species: 'dog', kg: 25 }, ['Levothyroxine|0.5 mg|Twice daily', 'Sucralfate|1 g|Three times daily'], { v: C, flag: ['levothyroxine', 'sucralfate'], min: 'Low' }),
  kase('DDI-x27', 'ddi', CAT, ['Insulin glargine|2 units|Twice daily', 'Bexacat|15 mg|Once daily'], { v: D, flag: ['insulin', 'bexagliflozin'], min: 'High' }),
  kase('DDI-x28', 'ddi', { species: 'dog', kg: 25 }, ['Sildenafil|25 mg|Every 8 hours', 'Nitroglycerin ointment|1/4 inch|Every 8 hours'], { v: D, flag: ['sildenafil', 'nitroglycerin'], min: 'High' }),
  kase('DDI-x29', 'ddi', DOG30, ['Tramadol|100 mg|Every 8 hours', 'Trazodone|100 mg|Twice daily'], { v: [C, D], flag: ['tramadol', 'trazodone'], min: 'Low' }),
  kase('DDI-x30', 'ddi', DOG30, ['Anipryl|30 mg|Once daily', 'Preventic collar|1 collar|Every 3 months'], { v: D, flag: ['selegiline', 'amitraz'], min: 'High' }),
  // Brand names
  kase('BRD-x01', 'brand-name', DOG30, ['Novox|75 mg|Twice daily', 'Deltasone|20 mg|Once daily'], { v: D, flag: ['carprofen', 'prednisone'], min: 'High' }),
  kase('BRD-x02', 'brand-name', DOG30, ['Vetprofen|100 mg|Twice daily', 'Metacam|3 mg|Once daily'], { v: D, flag: ['carprofen', 'meloxicam'], min: 'High' }),
  kase('BRD-x03', 'brand-name', DOG30, ['Galliprant|60 mg|Once daily', 'Rimadyl|75 mg|Twice daily'], { v: D, flag: ['grapiprant', 'carprofen'], min: 'High' }),
  kase('BRD-x04', 'brand-name', { species: 'dog', kg: 5 }, ['Theo-24|50 mg|Twice daily', 'Zeniquin|25 mg|Once daily'], { v: [C, D], flag: ['theophylline', 'marbofloxacin'], min: 'Low' }),
  kase('BRD-x05', 'brand-name', DOG30, ['Baytril|272 mg|Once daily', 'Carafate|1 g|Three times daily'], { v: C, flag: ['enrofloxacin', 'sucralfate'], min: 'Low' }),
  kase('BRD-x06', 'brand-name', { species: 'dog', kg: 12 }, ['Sporanox|60 mg|Once daily', 'Atopica|60 mg|Once daily'], { v: [C, D], flag: ['itraconazole', 'cyclosporine'], min: 'Medium' }),
  kase('BRD-x07', 'brand-name', DOG30, ['Prozac|20 mg|Once daily', 'Ultram|100 mg|Every 12 hours'], { v: D, flag: ['fluoxetine', 'tramadol'], min: 'High' }),
  kase('BRD-x08', 'brand-name', DOG30, ['Clomicalm|40 mg|Twice daily', 'Anipryl|30 mg|Once daily'], { v: D, flag: ['clomipramine', 'selegiline'], min: 'High' }),
  kase('BRD-x09', 'brand-name', DOG30, ['Enacard|10 mg|Twice daily', 'Rimadyl|75 mg|Twice daily'], { v: [C, D], flag: ['enalapril', 'carprofen'], min: 'Medium' }),
  kase('BRD-x10', 'brand-name', { species: 'dog', kg: 12 }, ['Vetoryl|30 mg|Once daily', 'Prilactone|25 mg|Once daily'], { v: [C, D], flag: ['trilostane', 'spironolactone'], min: 'Low' }),
  kase('BRD-x11', 'brand-name', { species: 'dog', kg: 10, allergies: ['penicillin'] }, ['Pepcid|5 mg|Twice daily', 'Simplicef|100 mg|Once daily'], { v: [C, D], flag: ['cefpodoxime'], min: 'Low' }),
  kase('BRD-x12', 'brand-name', CAT, ['Tylenol|80 mg|Once daily'], { v: D, flag: ['acetaminophen'] }),
  kase('BRD-x13', 'brand-name', DOG30, ['Reconcile|32 mg|Once daily', 'Mitaban|1 dip|Every 2 weeks'], { v: D, flag: ['fluoxetine', 'amitraz'], min: 'High' }),
  kase('BRD-x14', 'brand-name', { species: 'dog', breed: 'Rough Collie', kg: 26 }, ['Rimadyl|75 mg|Twice daily', 'Imodium|2 mg|Every 8 hours'], { v: D, flag: ['loperamide'] }),
  kase('BRD-x15', 'brand-name', DOG30, ['Rimadil|75 mg|Twice daily', 'Predisone|20 mg|Once daily'], { v: D, flag: ['carprofen', 'prednisone'], min: 'High' }),
  // Duplicate therapy
  kase('DUP-x01', 'duplicate-therapy', DOG30, ['Rimadyl|75 mg|Twice daily', 'Carprofen|75 mg|Twice daily'], { v: D, flag: ['carprofen'], min: 'High' }),
  kase('DUP-x02', 'duplicate-therapy', DOG30, ['Previcox|227 mg|Once daily', 'Deramaxx|75 mg|Once daily'], { v: D, flag: ['firocoxib', 'deracoxib'], min: 'High' }),
  kase('DUP-x03', 'duplicate-therapy', DOG30, ['Apoquel|16 mg|Once daily', 'Oclacitinib|16 mg|Once daily'], { v: [C, D], flag: ['oclacitinib'], min: 'Medium' }),
  kase('DUP-x04', 'duplicate-therapy', DOG30, ['NexGard|1 chew|Monthly', 'Simparica|1 chew|Monthly'], { v: [C, D], flag: ['afoxolaner', 'sarolaner'], min: 'Medium' }),
  kase('DUP-x05', 'duplicate-therapy', DOG30, ['Pepcid|20 mg|Twice daily', 'Prilosec|20 mg|Once daily'], { v: [C, S], flag: ['famotidine', 'omeprazole'] }),
  kase('DUP-x06', 'duplicate-therapy', DOG30, ['Prozac|20 mg|Once daily', 'Fluoxetine|20 mg|Once daily'], { v: D, flag: ['fluoxetine'], min: 'High' }),
  kase('DUP-x07', 'duplicate-therapy', CAT, ['Felimazole|2.5 mg|Twice daily', 'Methimazole|2.5 mg|Twice daily'], { v: [C, D], flag: ['methimazole'], min: 'Medium' }),
  kase('DUP-x08', 'duplicate-therapy', DOG10, ['Temaril-P|1 tablet|Twice daily', 'Prednisone|5 mg|Once daily'], { v: [C, D], flag: ['prednisolone', 'prednisone'], min: 'Medium' }),
  kase('DUP-x09', 'duplicate-therapy', DOG10, ['Fortekor|5 mg|Once daily', 'Enacard|5 mg|Once daily'], { v: [C, D], flag: ['benazepril', 'enalapril'], min: 'Medium' }),
  kase('DUP-x10', 'duplicate-therapy', DOG30, ['Baytril|272 mg|Once daily', 'Zeniquin|100 mg|Once daily'], { v: [C, D], flag: ['enrofloxacin', 'marbofloxacin'], min: 'Medium' }),
  kase('DUP-x11', 'duplicate-therapy', DOG30, ['Heartgard Plus|1 chewable|Monthly', 'Interceptor|1 tablet|Monthly'], { v: [C, S], flag: ['ivermectin', 'milbemycin'] }),
  // Dose range
  kase('DOSE-x01', 'dose-range', { species: 'dog', kg: 10 }, ['Carprofen|25 mg|Twice daily', 'Gabapentin|1200 mg|Three times daily'], { v: D, flag: ['gabapentin'] }),
  kase('DOSE-x02', 'dose-range', DOG30, ['Gabapentin|300 mg|Twice daily', 'Meloxicam|15 mg|Once daily'], { v: D, flag: ['meloxicam'] }),
  kase('DOSE-x03', 'dose-range', CAT, ['Gabapentin|50 mg|Twice daily', 'Meloxicam|1.5 mg|Once daily'], { v: D, flag: ['meloxicam'] }),
  kase('DOSE-x04', 'dose-range', { species: 'dog', kg: 20 }, ['Gabapentin|200 mg|Twice daily', 'Carprofen|75 mg|Twice daily'], { v: [C, D], flag: ['carprofen'] }),
  kase('DOSE-x05', 'dose-range', { species: 'cat', kg: 4 }, ['Famotidine|2.5 mg|Once daily', 'Enrofloxacin|50 mg|Once daily'], { v: D, flag: ['enrofloxacin'] }),
  kase('DOSE-x06', 'dose-range', { species: 'dog', kg: 25 }, ['Cephalexin|500 mg|Twice daily', 'Amoxicillin|500 mg|Twice daily'], { v: S }),
  kase('DOSE-x07', 'dose-range', { species: 'dog', kg: 8 }, ['Famotidine|5 mg|Twice daily', 'Tramadol|100 mg|Three times daily'], { v: D, flag: ['tramadol'] }),
  kase('DOSE-x08', 'dose-range', { species: 'dog', kg: 7 }, ['Gabapentin|100 mg|Twice daily', 'Meloxicam oral suspension 1.5 mg/mL|1 mL of 1.5 mg/mL|Once daily'], { v: S }),
  kase('DOSE-x09', 'dose-range', { species: 'dog', kg: 3 }, ['Gabapentin|50 mg|Twice daily', 'Meloxicam oral suspension 1.5 mg/mL|1 mL of 1.5 mg/mL|Once daily'], { v: D, flag: ['meloxicam'] }),
  kase('DOSE-x10', 'dose-range', { species: 'cat', kg: 4 }, ['Amlodipine|0.625 mg|Once daily', 'Methimazole|10 mg|Twice daily'], { v: D, flag: ['methimazole'] }),
  kase('DOSE-x11', 'dose-range', { species: 'dog', kg: 5 }, ['Famotidine|2.5 mg|Once daily', 'Prednisone|20 mg|Twice daily'], { v: D, flag: ['prednisone'] }),
  kase('DOSE-x12', 'dose-range', { species: 'dog', kg: 25 }, ['Famotidine|10 mg|Twice daily', 'Carprofen|1 tablet|Twice daily'], { v: S }),
  // Safe combinations
  kase('SAFE-x01', 'safe-combination', DOG30, ['Carprofen|75 mg|Twice daily', 'Tramadol|100 mg|Every 8 hours'], { v: S }),
  kase('SAFE-x02', 'safe-combination', DOG30, ['Meloxicam|3 mg|Once daily', 'Amantadine|100 mg|Once daily'], { v: S }),
  kase('SAFE-x03', 'safe-combination', DOG30, ['Apoquel|16 mg|Once daily', 'NexGard|1 chew|Monthly'], { v: S }),
  kase('SAFE-x04', 'safe-combination', DOG30, ['Cerenia|60 mg|Once daily', 'Clavamox|375 mg|Twice daily'], { v: S }),
  kase('SAFE-x05', 'safe-combination', DOG30, ['Metronidazole|375 mg|Twice daily', 'Famotidine|20 mg|Twice daily'], { v: S }),
  kase('SAFE-x06', 'safe-combination', DOG30, ['Simparica|1 chew|Monthly', 'Heartgard Plus|1 chewable|Monthly'], { v: S }),
  kase('SAFE-x07', 'safe-combination', { species: 'dog', breed: 'Cavalier King Charles Spaniel', kg: 9, conditions: ['mitral valve disease', 'congestive heart failure'] }, ['Vetmedin|2.5 mg|Twice daily', 'Enalapril|2.5 mg|Twice daily', 'Furosemide|20 mg|Twice daily'], { v: S }),
  kase('SAFE-x08', 'safe-combination', { species: 'dog', kg: 25, conditions: ['idiopathic epilepsy'] }, ['Phenobarbital|60 mg|Twice daily', 'Potassium bromide|500 mg|Once daily', 'Levetiracetam|500 mg|Every 8 hours'], { v: S }),
  kase('SAFE-x09', 'safe-combination', { species: 'cat', kg: 4, conditions: ['hyperthyroidism', 'hypertension'] }, ['Methimazole|2.5 mg|Twice daily', 'Amlodipine|0.625 mg|Once daily'], { v: S }),
  kase('SAFE-x10', 'safe-combination', CAT, ['Buprenorphine|0.05 mg buccal|Every 8 hours', 'Gabapentin|50 mg|Twice daily'], { v: S }),
  kase('SAFE-x11', 'safe-combination', DOG30, ['Galliprant|60 mg|Once daily', 'Gabapentin|300 mg|Twice daily'], { v: S }),
  kase('SAFE-x12', 'safe-combination', DOG30, ['Librela|1 injection|Monthly', 'Rimadyl|75 mg|Twice daily'], { v: S }),
  kase('SAFE-x13', 'safe-combination', DOG30, ['Fish oil|1000 mg|Once daily', 'Dasuquin|1 chew|Once daily', 'Carprofen|75 mg|Twice daily'], { v: S }),
  kase('SAFE-x14', 'safe-combination', DOG30, ['Cetirizine|10 mg|Once daily', 'Apoquel|16 mg|Once daily'], { v: S }),
  kase('SAFE-x15', 'safe-combination', DOG30, ['Seresto collar|1 collar|Every 8 months', 'Simparica Trio|1 chewable|Monthly'], { v: S }),
  kase('SAFE-x16', 'safe-combination', DOG30, ['Doxycycline|100 mg|Twice daily', 'Prednisone|10 mg|Once daily'], { v: S }),
  kase('SAFE-x17', 'safe-combination', DOG30, ['Enrofloxacin|136 mg|Once daily', 'Metronidazole|375 mg|Twice daily'], { v: S }),
  kase('SAFE-x18', 'safe-combination', CAT, ['Maropitant|4 mg|Once daily', 'Ondansetron|2 mg|Twice daily'], { v: S }),
  kase('SAFE-x19', 'safe-combination', DOG30, ['Trazodone|100 mg|As needed', 'Gabapentin|300 mg|As needed'], { v: S }),
  kase('SAFE-x20', 'safe-combination', { species: 'rabbit', kg: 2 }, ['Meloxicam|1 mg|Once daily', 'Trimethoprim-sulfa|60 mg|Twice daily'], { v: S }),
  kase('SAFE-x21', 'safe-combination', { species: 'bird', kg: 0.1 }, ['Meloxicam|0.1 mg|Once daily', 'Doxycycline|2.5 mg|Once daily'], { v: S }),
  kase('SAFE-x22', 'safe-combination', DOG30, ['Levothyroxine|0.6 mg|Twice daily', 'Prednisone|10 mg|Once daily'], { v: S }),
  kase('SAFE-x23', 'safe-combination', DOG30, ['Revolution|1 tube|Monthly', 'Drontal Plus|1 tablet|Once'], { v: S }),
  kase('SAFE-x24', 'safe-combination', CAT, ['Solensia|1 injection|Monthly', 'Gabapentin|50 mg|Twice daily'], { v: S }),
  kase('SAFE-x25', 'safe-combination', DOG30, ['Benadryl|25 mg|Twice daily', 'Apoquel|16 mg|Once daily'], { v: S }),
  kase('SAFE-x26', 'safe-combination', DOG30, ['Omeprazole|20 mg|Once daily', 'Prednisone|20 mg|Once daily'], { v: S }),
  kase('SAFE-x27', 'safe-combination', DOG30, ['Convenia|240 mg SC|Once', 'Cerenia|60 mg|Once daily'], { v: S }),
  kase('SAFE-x28', 'safe-combination', DOG30, ['Carprofen|75 mg|Twice daily', 'Buprenorphine|0.6 mg|Every 8 hours'], { v: S }),
];

describe('held-out-style cases: drug pairs, brands, duplicates, doses and safe combinations', () => {
  it('has at least 90 cases in this table', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(90);
  });

  it.each(CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const outcome = judgeCase(c);
    expect(outcome.reasons).toEqual([]);
  });
});
