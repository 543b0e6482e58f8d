import { describe, expect, it } from 'vitest';
import { conditionRowTests, type ConditionRowCase } from '../engine/condition-row-tests';
import { conditionFindings } from '../engine/test-support';
import { LABEL_CONDITION_RULES } from './condition-rules-labels';

// Label contraindications and precautions: a sample of rows, each checked three ways — it fires
// for a pet with the condition written as owners write it, stays silent for the same pet without
// the condition, and (for rows limited to some species) stays silent for a species it excludes.

const RULES = new Map(LABEL_CONDITION_RULES.map((r) => [r.id, r]));

// [rule id, species, condition as typed, medication as typed]
const SAMPLE: readonly ConditionRowCase[] = [
  ['lbl-alpha2-kidney', 'dog', 'kidney disease', 'Domitor|0.5 mL|Once'],
  ['lbl-alpha2-liver', 'cat', 'liver problems', 'Dexdomitor|0.1 mL|Once'],
  ['lbl-alpha2-diabetes', 'dog', 'diabetic', 'Sileo|1 dot|Once'],
  ['lbl-alpha2-debilitated', 'dog', 'very thin', 'Medetomidine|0.5 mg|Once'],
  ['lbl-alpha2-pregnancy', 'horse', 'in foal', 'Detomidine|5 mg|Once'],
  ['lbl-acepromazine-stallion', 'horse', 'stallion', 'Acepromazine|20 mg|Once'],
  ['lbl-acepromazine-pregnancy-horse', 'horse', 'pregnant mare', 'Acepromazine|20 mg|Once'],
  ['lbl-acepromazine-heart-failure', 'dog', 'congestive heart failure', 'Acepromazine|10 mg|Once'],
  ['lbl-ketamine-epilepsy', 'cat', 'seizures', 'Ketamine|20 mg|Once'],
  ['lbl-telazol-pancreatitis', 'dog', 'pancreatitis', 'Telazol|1 mL|Once'],
  ['lbl-telazol-pregnancy', 'cat', 'pregnant', 'Telazol|0.5 mL|Once'],
  ['lbl-nsaid-heart-failure', 'dog', 'congestive heart failure', 'Carprofen|75 mg|Twice daily'],
  ['lbl-nsaid-lactation', 'dog', 'nursing puppies', 'Meloxicam|1.5 mg|Once daily'],
  ['lbl-mavacoxib-kidney', 'dog', 'CKD', 'Trocoxil|75 mg|Once monthly'],
  ['lbl-anti-ngf-pregnancy', 'dog', 'pregnant', 'Librela|1 mL|Once monthly'],
  ['lbl-anti-ngf-breeding', 'cat', 'breeding queen', 'Solensia|1 mL|Once monthly'],
  ['lbl-pentosan-bleeding', 'dog', 'von Willebrand disease', 'Cartrophen|0.6 mL|Once weekly'],
  ['lbl-imepitoin-liver', 'dog', 'liver disease', 'Pexion|200 mg|Twice daily'],
  ['lbl-bromide-kidney', 'dog', 'kidney failure', 'Potassium bromide|300 mg|Once daily'],
  ['lbl-phenobarbital-pregnancy', 'dog', 'pregnant', 'Phenobarbital|60 mg|Twice daily'],
  ['lbl-pradofloxacin-epilepsy', 'cat', 'epilepsy', 'Veraflox|0.5 mL|Once daily'],
  ['lbl-pradofloxacin-pregnancy', 'dog', 'in whelp', 'Veraflox|60 mg|Once daily'],
  ['lbl-metronidazole-liver', 'dog', 'hepatitis', 'Metronidazole|250 mg|Twice daily'],
  ['lbl-aminoglycoside-dehydration', 'dog', 'dehydrated', 'Gentamicin|120 mg|Once daily'],
  ['lbl-itraconazole-pregnancy', 'cat', 'pregnant', 'Itrafungol|2 mL|Once daily'],
  ['lbl-griseofulvin-fiv', 'cat', 'FIV positive', 'Griseofulvin|125 mg|Once daily'],
  [
    'lbl-nitrofurantoin-kidney',
    'dog',
    'chronic kidney disease',
    'Nitrofurantoin|100 mg|Three times daily',
  ],
  ['lbl-proheart-debilitated', 'dog', 'underweight', 'ProHeart 6|1 mL|Once'],
  ['lbl-selamectin-debilitated', 'cat', 'emaciated', 'Revolution|1 tube|Once monthly'],
  ['lbl-ace-shock', 'cat', 'dehydrated', 'Benazepril|2.5 mg|Once daily'],
  ['lbl-spironolactone-breeding', 'dog', 'stud dog', 'Spironolactone|50 mg|Once daily'],
  ['lbl-pimobendan-liver', 'dog', 'cirrhosis', 'Vetmedin|5 mg|Twice daily'],
  ['lbl-doxorubicin-heart', 'dog', 'dilated cardiomyopathy', 'Doxorubicin|30 mg|Once'],
  ['lbl-mineralocorticoid-chf', 'dog', 'CHF', 'Percorten|1 mL|Once monthly'],
  ['lbl-clenbuterol-heart', 'horse', 'heart disease', 'Clenbuterol|0.4 mg|Twice daily'],
  ['lbl-antithyroid-pregnancy', 'cat', 'pregnant', 'Felimazole|2.5 mg|Twice daily'],
  ['lbl-sglt2-dehydration', 'cat', 'dehydrated', 'Senvelgo|1 mL|Once daily'],
  ['lbl-cyclosporine-fiv', 'cat', 'FeLV+', 'Atopica|0.3 mL|Once daily'],
  ['lbl-cyclosporine-diabetes', 'dog', 'diabetes mellitus', 'Atopica|100 mg|Once daily'],
  ['lbl-steroid-laminitis', 'horse', 'history of laminitis', 'Dexamethasone|20 mg|Once'],
  ['lbl-depot-steroid-ppid', 'horse', 'PPID', 'Triamcinolone|20 mg|Once'],
  ['lbl-antineoplastic-lactation', 'dog', 'lactating', 'Palladia|50 mg|Every other day'],
  ['lbl-toceranib-gi-bleeding', 'dog', 'stomach ulcer', 'Palladia|50 mg|Every other day'],
  [
    'lbl-immunosuppressant-pregnancy',
    'dog',
    'expecting puppies',
    'Mycophenolate|250 mg|Twice daily',
  ],
  ['lbl-clomipramine-breeding', 'dog', 'stud dog', 'Clomicalm|40 mg|Twice daily'],
  ['lbl-estrogen-intact-female', 'dog', 'not spayed', 'Incurin|1 mg|Once daily'],
  ['lbl-mirtazapine-pregnancy', 'cat', 'pregnant', 'Mirataz|1 inch|Once daily'],
  ['rx-tca-glaucoma', 'dog', 'glaucoma', 'Clomicalm|40 mg|Twice daily'],
  ['rx-tca-urinary-retention', 'dog', 'urinary retention', 'Amitriptyline|25 mg|Twice daily'],
  ['rx-trazodone-heart', 'dog', 'heart disease', 'Trazodone|100 mg|Twice daily'],
  ['rx-pregabalin-liver', 'cat', 'liver disease', 'Bonqat|20 mg|Once'],
  ['rx-amantadine-kidney', 'dog', 'chronic kidney disease', 'Amantadine|100 mg|Once daily'],
  ['rx-amantadine-glaucoma', 'dog', 'glaucoma', 'Amantadine|100 mg|Once daily'],
  // The Selgian SPC ("not to be given to pregnant bitches") is stricter than Anipryl's "not
  // established", and the engine keeps the higher row.
  ['rx-selegiline-pregnancy-spc', 'dog', 'pregnant', 'Anipryl|10 mg|Once daily'],
  ['rx-selegiline-breeding', 'dog', 'stud dog', 'Selegiline|5 mg|Once daily'],
  ['rx-dexmedetomidine-lactation', 'dog', 'nursing puppies', 'Sileo|1 dot|Once'],
  ['rx-fluoxetine-lactation', 'dog', 'nursing puppies', 'Reconcile|16 mg|Once daily'],
  ['rx-fluoxetine-pregnancy', 'cat', 'pregnant', 'Fluoxetine|2.5 mg|Once daily'],
  ['lbl-thyroxine-breeding', 'dog', 'breeding bitch', 'Soloxine|0.4 mg|Twice daily'],
  ['lbl-prednisolone-pregnancy', 'dog', 'pregnant', 'Prednisolone|10 mg|Once daily'],
  ['lbl-prednisolone-kidney', 'cat', 'chronic kidney disease', 'Prednisolone|5 mg|Once daily'],
  ['lbl-prednisolone-glaucoma', 'dog', 'glaucoma', 'Prednidale|5 mg|Once daily'],
  ['rx-benzodiazepine-glaucoma', 'dog', 'glaucoma', 'Alprazolam|1 mg|Twice daily'],
  ['rx-zonisamide-pregnancy', 'dog', 'pregnant', 'Zonisamide|100 mg|Twice daily'],
  ['rx-maropitant-obstruction', 'dog', 'foreign body obstruction', 'Cerenia|24 mg|Once daily'],
  ['rx-ondansetron-obstruction', 'dog', 'intestinal blockage', 'Ondansetron|4 mg|Twice daily'],
  ['rx-lactulose-dehydration', 'cat', 'dehydrated', 'Lactulose|2 mL|Twice daily'],
  ['rx-clindamycin-liver', 'dog', 'liver disease', 'Antirobe|150 mg|Twice daily'],
  ['rx-cefpodoxime-lactation', 'dog', 'nursing puppies', 'Simplicef|100 mg|Once daily'],
  ['rx-cefovecin-breeding', 'cat', 'breeding queen', 'Convenia|32 mg|Once'],
  ['rx-cephalexin-kidney-severe', 'dog', 'severe kidney failure', 'Cefalexin|500 mg|Twice daily'],
  ['rx-trimethoprim-blood', 'dog', 'thrombocytopenia', 'Trimethoprim sulfa|480 mg|Twice daily'],
  ['rx-chloramphenicol-liver', 'dog', 'liver disease', 'Chloramphenicol|500 mg|Three times daily'],
  ['rx-terbinafine-liver', 'cat', 'liver disease', 'Terbinafine|30 mg|Once daily'],
  ['rx-osaterone-addisons', 'dog', "Addison's disease", 'Ypozane|7.5 mg|Once daily'],
  ['rx-spironolactone-liver', 'dog', 'liver disease', 'Prilactone|25 mg|Once daily'],
  ['rx-sildenafil-hypotension', 'dog', 'low blood pressure', 'Sildenafil|20 mg|Twice daily'],
  [
    'rx-diltiazem-heart-failure',
    'cat',
    'congestive heart failure',
    'Diltiazem|7.5 mg|Three times daily',
  ],
];

describe('label condition rows', () => {
  it('holds a good number of rows, each with a unique id', () => {
    expect(LABEL_CONDITION_RULES.length).toBeGreaterThanOrEqual(140);
    expect(RULES.size).toBe(LABEL_CONDITION_RULES.length);
  });

  conditionRowTests(RULES, SAMPLE);

  // Rows limited to some species, with a pet of a species they exclude (same condition text).
  it.each([
    ['lbl-acepromazine-stallion', 'dog', 'intact male', 'Acepromazine|10 mg|Once'],
    ['lbl-acepromazine-pregnancy-horse', 'dog', 'pregnant', 'Acepromazine|10 mg|Once'],
    ['lbl-acepromazine-lactation-horse', 'cat', 'nursing kittens', 'Acepromazine|1 mg|Once'],
    ['lbl-depot-steroid-ppid', 'dog', "Cushing's disease", 'Triamcinolone|4 mg|Once'],
    ['lbl-estrogen-intact-female', 'horse', 'in season', 'Estradiol|10 mg|Once'],
    ['lbl-jak-cushings', 'cat', "Cushing's", 'Apoquel|1.8 mg|Once daily'],
    ['rx-cephalexin-kidney-severe', 'cat', 'severe kidney failure', 'Cefalexin|50 mg|Twice daily'],
    ['lbl-prednisolone-pregnancy', 'horse', 'pregnant mare', 'Prednisolone|200 mg|Once daily'],
  ] as const)('%s stays silent for a %s', (id, species, condition, med) => {
    const rule = RULES.get(id)!;
    expect(rule.species, id).toBeDefined();
    expect(rule.species).not.toContain(species);
    const found = conditionFindings(species, [condition], med);
    expect(found.map((f) => f.description)).not.toContain(rule.description);
  });

  it('reads a breeding stallion as breeding (one finding, not two)', () => {
    const found = conditionFindings('horse', ['breeding stallion'], 'Acepromazine|20 mg|Once');
    expect(found).toHaveLength(1);
    expect(found[0]!.description).toBe(RULES.get('lbl-acepromazine-breeding-horse')!.description);
  });

  it('keeps standard care for the condition quiet', () => {
    expect(conditionFindings('cat', ['CKD stage 2'], 'Mirataz|1 inch|Once daily')).toEqual([]);
    expect(conditionFindings('cat', ['CKD'], 'Benazepril|2.5 mg|Once daily')).toEqual([]);
    expect(conditionFindings('cat', ['diabetic'], 'Senvelgo|1 mL|Once daily')).toEqual([]);
    expect(conditionFindings('dog', ['heart murmur'], 'Cerenia|24 mg|Once daily')).toEqual([]);
    // Fluoxetine in an epileptic dog: the Reconcile label's contraindication is reported once,
    // by the seizure-threshold row, as a caution.
    expect(
      conditionFindings('dog', ['epilepsy'], 'Reconcile|32 mg|Once daily').map((f) => f.riskLevel),
    ).toEqual(['Medium']);
    // A dose that is only reduced in kidney disease, for care given routinely to such pets.
    expect(conditionFindings('cat', ['CKD'], 'Famotidine|2.5 mg|Once daily')).toEqual([]);
    expect(conditionFindings('cat', ['CKD'], 'Gabapentin|50 mg|Twice daily')).toEqual([]);
    expect(conditionFindings('cat', ['CKD'], 'Sucralfate|250 mg|Twice daily')).toEqual([]);
    expect(
      conditionFindings('dog', ['kidney disease'], 'Levetiracetam|500 mg|Three times daily'),
    ).toEqual([]);
    // Cefalexin: the dog label's contraindication is severe renal failure only.
    expect(conditionFindings('dog', ['CKD'], 'Cefalexin|500 mg|Twice daily')).toEqual([]);
    expect(conditionFindings('dog', ['heart murmur grade 2'], 'Rimadyl|75 mg|Twice daily')).toEqual(
      [],
    );
  });
});
