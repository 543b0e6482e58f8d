import type { RiskLevel, Species } from '@pawrx/contracts/enums';
import { describe, expect, it } from 'vitest';
import { matchConditions } from './condition-match';
import { checkMedications } from './check-medications';
import { check } from './test-support';

function conditionRisk(condition: string, med: string, species: Species = 'dog'): RiskLevel | null {
  const r = check({ species, kg: species === 'cat' ? 4.5 : 20, conditions: [condition] }, [
    `${med}||`,
  ]);
  const found = r.drugInteractions.filter((i) => i.kind === 'condition');
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.riskLevel ?? null;
}

describe('reading stored conditions', () => {
  it.each([
    ['CKD', ['kidney']],
    ['chronic kidney disease', ['kidney']],
    ['renal failure', ['kidney']],
    ['renal insufficiency', ['kidney']],
    ['kidney disease stage 2', ['kidney']],
    ['IRIS stage 3', ['kidney']],
    ['kidney stones', []],
    ['liver disease', ['liver']],
    ['hepatopathy', ['liver']],
    ['GI ulcer', ['gi-ulcer']],
    ['gastric ulcer', ['gi-ulcer']],
    ['corneal ulcer', ['corneal-ulcer']],
    ['IBD', ['ibd']],
    ['diabetes', ['diabetes']],
    ['DM', ['diabetes']],
    ['diabetes insipidus', []],
    ['feline asthma', ['asthma']],
    ['chronic bronchitis', ['asthma']],
    ['idiopathic epilepsy', ['epilepsy']],
    ['seizures', ['epilepsy']],
    ['CHF', ['heart-failure', 'heart-disease']],
    ['HCM', ['hcm', 'heart-disease']],
    ['hypertrophic cardiomyopathy', ['heart-disease', 'hcm']],
    ['hypertension', ['hypertension']],
    ['pulmonary hypertension', []],
    ['hyperthyroidism', ['hyperthyroidism']],
    ['pneumonia', ['serious-infection']],
    ['resolved pneumonia', []],
    ['pyoderma', []],
    ['atopic dermatitis', []],
    ['osteoarthritis', []],
    ['immune-mediated hemolytic anemia', ['immune-mediated']],
    ['pregnant', ['pregnancy']],
    ["Addison's", ['addisons']],
    ["Cushing's disease", ['cushings']],
    ['ovariohysterectomy (day of surgery)', []],
    ['generalized demodicosis', ['demodicosis']],
    // Owner wording: murmurs, lab values, bleeding
    ['heart murmur', ['heart-disease']],
    ['murmur grade 3/6', ['heart-disease']],
    ['innocent murmur', []],
    ['heart murmur - benign', []],
    ['kidney values slightly high', ['kidney']],
    ['elevated BUN', ['kidney']],
    ['borderline kidneys', ['kidney']],
    ['high SDMA', ['kidney']],
    ['kidney values normal', []],
    ['kidney values good', []],
    ['history of stomach bleeding', ['gi-ulcer']],
    ['HW positive', ['heartworm-disease']],
    // Entire animals, retroviruses, nursing mares
    ['not spayed', ['intact-female']],
    ['entire bitch', ['intact-female']],
    ['stallion', ['intact-male', 'male']],
    ['breeding stallion', ['breeding']],
    ['feline AIDS', ['fiv-felv']],
    ['foal at foot', ['lactation']],
  ])('%s → %j', (text, ids) => {
    expect(
      matchConditions([text])
        .map((c) => c.id)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it('marks advanced kidney disease', () => {
    expect(matchConditions(['IRIS stage 4 CKD'])[0]?.severe).toBe(true);
    expect(matchConditions(['CKD stage 2'])[0]?.severe).toBe(false);
  });
});

describe('condition contraindications', () => {
  it.each<[string, string, Species, RiskLevel | null]>([
    ['chronic kidney disease', 'Carprofen', 'dog', 'Medium'],
    // Alonate-P SPC: pyrantel paste contraindicated in severely debilitated horses; not for the dog.
    ['severely debilitated', 'Pyrantel', 'horse', 'High'],
    ['severely debilitated', 'Pyrantel', 'dog', null],
    ['arthritis', 'Pyrantel', 'horse', null],
    ['CKD IRIS stage 3', 'Carprofen', 'dog', 'High'],
    ['CKD', 'Meloxicam', 'cat', 'High'],
    ['CKD', 'Robenacoxib', 'cat', 'High'],
    ['CKD', 'Gentamicin', 'dog', 'High'],
    ['CKD', 'Benazepril', 'cat', null],
    ['CKD', 'Gabapentin', 'cat', null],
    // Labels that warn only about very severe or anuric kidney disease stay quiet on everyday CKD.
    ['CKD', 'Clavamox', 'cat', null],
    ['end-stage kidney disease', 'Clavamox', 'cat', 'Medium'],
    ['chronic kidney disease', 'Clindamycin', 'dog', null],
    ['CKD IRIS stage 4', 'Clindamycin', 'dog', 'Low'],
    ['CKD', 'Methimazole', 'cat', 'Low'],
    ['epilepsy', 'Metoclopramide', 'dog', 'Medium'],
    ['liver disease', 'Carprofen', 'dog', 'Medium'],
    ['liver disease', 'Methimazole', 'cat', 'High'],
    ['hepatic lipidosis', 'Carbimazole', 'cat', 'High'],
    ['liver disease', 'Phenobarbital', 'dog', 'High'],
    ['liver disease', 'Maropitant', 'dog', 'Low'],
    ['liver disease', 'Levetiracetam', 'dog', null],
    ['gastric ulcer', 'Deracoxib', 'dog', 'High'],
    ['GI ulcer', 'Prednisone', 'dog', 'Medium'],
    ['IBD', 'Meloxicam', 'dog', 'Medium'],
    ['diabetes mellitus', 'Prednisolone', 'cat', 'Medium'],
    ['diabetes', 'Depo-Medrol', 'cat', 'High'],
    ['diabetes', 'Megestrol acetate', 'cat', 'High'],
    ['diabetes', 'Fluticasone (inhaled)', 'cat', null],
    ['feline asthma', 'Propranolol', 'cat', 'High'],
    ['asthma', 'Sotalol', 'cat', 'High'],
    ['asthma', 'Atenolol', 'cat', 'Low'],
    ['asthma', 'Timolol eye drops', 'cat', 'Medium'],
    ['epilepsy', 'Tramadol', 'dog', 'Medium'],
    ['epilepsy', 'Fluoxetine', 'dog', 'Medium'],
    ['epilepsy', 'Clomipramine', 'dog', 'Medium'],
    ['epilepsy', 'Acepromazine', 'dog', 'Low'],
    ['epilepsy', 'Bravecto', 'dog', 'Medium'],
    ['epilepsy', 'Enrofloxacin', 'dog', 'Low'],
    ['epilepsy', 'Gabapentin', 'dog', null],
    ['seizures', 'Trifexis', 'dog', 'Medium'],
    ['epileptic - on phenobarb', 'Comfortis', 'dog', 'Medium'],
    ['seizures', 'Interceptor Plus', 'dog', null],
    ['heart murmur', 'Sileo', 'dog', 'High'],
    ['heart murmur', 'Gabapentin', 'dog', null],
    ['mitral valve disease', 'Proin', 'dog', 'Low'],
    ['high kidney values', 'Carprofen', 'dog', 'Medium'],
    ['kidney values normal', 'Carprofen', 'dog', null],
    ['HCM', 'Pimobendan', 'cat', 'High'],
    ['aortic stenosis', 'Vetmedin', 'dog', 'High'],
    ['mitral valve disease', 'Pimobendan', 'dog', null],
    ['mitral valve disease', 'Dexmedetomidine', 'dog', 'High'],
    ['heart failure', 'Prednisolone', 'cat', 'Medium'],
    ['hypertension', 'Phenylpropanolamine', 'dog', 'Medium'],
    ['hyperthyroidism', 'Levothyroxine', 'cat', 'High'],
    ['hypothyroidism', 'Methimazole', 'dog', 'High'],
    ['pneumonia', 'Oclacitinib', 'dog', 'High'],
    ['pneumonia', 'Prednisone', 'dog', 'Medium'],
    ['pyoderma', 'Oclacitinib', 'dog', null],
    ['demodicosis', 'Apoquel', 'dog', 'Medium'],
    ['lymphoma', 'Atopica', 'dog', 'High'],
    ["Addison's disease", 'Trilostane', 'dog', 'High'],
    ["Cushing's", 'Prednisone', 'dog', 'Medium'],
    ['pregnant', 'Benazepril', 'dog', 'High'],
    ['pregnant', 'Carprofen', 'dog', 'Medium'],
    ['glaucoma', 'Atropine eye drops', 'dog', 'High'],
    ['corneal ulcer', 'Prednisolone acetate eye drops', 'dog', 'High'],
    ['corneal ulcer', 'Ofloxacin eye drops', 'dog', null],
    ['dry eye', 'Trimethoprim-sulfamethoxazole', 'dog', 'Medium'],
    ['ruptured eardrum', 'Otomax', 'dog', 'High'],
    ['bleeding disorder', 'Clopidogrel', 'dog', 'High'],
    ['heartworm positive', 'Milbemycin', 'dog', 'Medium'],
    ['intestinal obstruction', 'Metoclopramide', 'dog', 'High'],
    ['myasthenia gravis', 'Gentamicin', 'dog', 'High'],
  ])('%s + %s (%s) → %s', (condition, med, species, risk) => {
    expect(conditionRisk(condition, med, species)).toBe(risk);
  });

  it('names the condition as the owner wrote it', () => {
    const r = check({ species: 'dog', kg: 30, conditions: ['chronic kidney disease'] }, [
      'Carprofen|75 mg|Twice daily',
    ]);
    expect(r.drugInteractions[0]).toMatchObject({
      medication2: 'chronic kidney disease (condition)',
      kind: 'condition',
    });
  });
});

describe('condition rules limited to some species', () => {
  // Acepromazine and a stallion: a horse label's warning (penile paralysis) that must not reach an
  // intact male dog, whose profile gives the same 'intact male' condition.
  it('fires for a species the rule names', () => {
    expect(conditionRisk('stallion', 'Acepromazine', 'horse')).toBe('Medium');
  });

  it('stays silent for a species the rule leaves out', () => {
    expect(conditionRisk('intact male', 'Acepromazine', 'dog')).toBeNull();
    expect(conditionRisk('intact male', 'Acepromazine', 'cat')).toBeNull();
  });

  it("holds the Onsior cat leaflet's breeding contraindication to cats", () => {
    // The cat leaflet says not to use it in breeding cats; dog labels only say "not established".
    expect(conditionRisk('breeding queen', 'Onsior', 'cat')).toBe('Medium');
    expect(conditionRisk('breeding bitch', 'Onsior', 'dog')).toBe('Low');
  });

  it("holds the torasemide dog label's kidney contraindication to dogs", () => {
    expect(conditionRisk('chronic kidney disease', 'UpCard', 'dog')).toBe('Medium');
    expect(conditionRisk('chronic kidney disease', 'Torsemide', 'cat')).toBeNull();
  });

  it('knows Isemid as torasemide and holds its kidney contraindication (decision 044)', () => {
    expect(conditionRisk('chronic kidney disease', 'Isemid', 'dog')).toBe('Medium');
    expect(conditionRisk('arthritis', 'Isemid', 'dog')).toBeNull();
  });

  it('reads the amlodipine and telmisartan breeding and pregnancy statements', () => {
    expect(conditionRisk('pregnant', 'Amlodipine', 'cat')).toBe('Low');
    expect(conditionRisk('breeding queen', 'Semintra', 'cat')).toBe('Low');
    expect(conditionRisk('breeding bitch', 'Telmisartan', 'dog')).toBeNull();
  });

  it('holds the Felimazole diabetes contraindication to cats', () => {
    expect(conditionRisk('diabetes mellitus', 'Felimazole', 'cat')).toBe('Medium');
    expect(conditionRisk('diabetes mellitus', 'Methimazole', 'dog')).toBeNull();
  });

  it('reads the Zycortal pregnancy, nursing and breeding statements for dogs only', () => {
    expect(conditionRisk('pregnant', 'Zycortal', 'dog')).toBe('Low');
    expect(conditionRisk('nursing puppies', 'Percorten', 'dog')).toBe('Low');
    expect(conditionRisk('breeding bitch', 'DOCP', 'dog')).toBe('Low');
    expect(conditionRisk('pregnant', 'Zycortal', 'cat')).toBeNull();
    expect(conditionRisk('kidney stones', 'Zycortal', 'dog')).toBeNull();
  });

  it('reads the trilostane nursing and breeding-male statements for dogs', () => {
    expect(conditionRisk('nursing puppies', 'Vetoryl', 'dog')).toBe('Low');
    expect(conditionRisk('breeding stud dog', 'Vetoryl', 'dog')).toBe('Low');
  });

  it('leaves enrofloxacin out of the pregnancy and lactation rows for dogs only (Baytril: may be used safely)', () => {
    expect(conditionRisk('pregnant', 'Baytril', 'dog')).toBeNull();
    expect(conditionRisk('nursing puppies', 'Enrofloxacin', 'dog')).toBeNull();
    expect(conditionRisk('pregnant', 'Baytril', 'cat')).toBe('Medium');
    expect(conditionRisk('pregnant', 'Marbofloxacin', 'dog')).toBe('Medium');
  });

  it('leaves lactulose out of pregnancy and nursing (Laxatract leaflet: may be used), not out of its gut rows', () => {
    expect(conditionRisk('pregnant', 'Lactulose', 'dog')).toBeNull();
    expect(conditionRisk('nursing kittens', 'Lactulose', 'cat')).toBeNull();
    expect(conditionRisk('pregnant', 'Lactulose', 'cat')).toBeNull();
    expect(conditionRisk('nursing puppies', 'Enulose', 'dog')).toBeNull();
    expect(conditionRisk('intestinal obstruction', 'Lactulose', 'cat')).toBe('Medium');
    expect(conditionRisk('diabetes', 'Lactulose', 'dog')).toBe('Low');
    expect(conditionRisk('diabetes', 'Enulose', 'dog')).toBe('Low');
  });

  it('reads the buprenorphine nursing statement (not recommended) for dogs and cats only', () => {
    expect(conditionRisk('nursing puppies', 'Buprenorphine', 'dog')).toBe('Medium');
    expect(conditionRisk('arthritis', 'Buprenorphine', 'dog')).toBeNull();
    expect(conditionRisk('nursing puppies', 'Butorphanol', 'dog')).toBeNull();
  });

  it('reads the US methylprednisolone label: hypertension needs carefully controlled use', () => {
    expect(conditionRisk('hypertension', 'Medrol', 'dog')).toBe('Low');
    expect(conditionRisk('high blood pressure', 'Methylprednisolone', 'cat')).toBe('Low');
    expect(conditionRisk('hypertension', 'Methylprednisolone', 'horse')).toBeNull();
    expect(conditionRisk('hypertension', 'Prednisone', 'dog')).toBeNull();
  });

  it('reads the ProZinc statements: not evaluated in pregnant, nursing or breeding dogs and cats', () => {
    expect(conditionRisk('pregnant', 'ProZinc', 'cat')).toBe('Low');
    expect(conditionRisk('nursing puppies', 'Insulin', 'dog')).toBe('Low');
    expect(conditionRisk('breeding queen', 'Vetsulin', 'cat')).toBe('Low');
    expect(conditionRisk('pregnant', 'Insulin', 'horse')).toBeNull();
    expect(conditionRisk('chronic kidney disease', 'ProZinc', 'cat')).toBeNull();
  });

  it('reads the gabapentin handouts: pregnancy, nursing, breeding and liver disease (Low)', () => {
    expect(conditionRisk('pregnant', 'Gabapentin', 'dog')).toBe('Low');
    expect(conditionRisk('nursing kittens', 'Gabapentin', 'cat')).toBe('Low');
    expect(conditionRisk('breeding bitch', 'Neurontin', 'dog')).toBe('Low');
    expect(conditionRisk('liver disease', 'Gabapentin', 'cat')).toBe('Low');
    expect(conditionRisk('CKD', 'Gabapentin', 'cat')).toBeNull();
  });

  it('reads the buprenorphine labels (Simbadol for cats, Vetergesic, Buprenodale)', () => {
    expect(conditionRisk('pregnant', 'Simbadol', 'cat')).toBe('Low');
    // The Buprenodale leaflet's "not recommended" during lactation outranks Simbadol's Low.
    expect(conditionRisk('nursing kittens', 'Buprenorphine', 'cat')).toBe('Medium');
    expect(conditionRisk('pregnant', 'Buprenorphine', 'dog')).toBeNull();
    expect(conditionRisk('CKD', 'Buprenorphine', 'cat')).toBe('Low');
    expect(conditionRisk('liver disease', 'Vetergesic', 'dog')).toBe('Low');
    expect(conditionRisk('arthritis', 'Buprenorphine', 'dog')).toBeNull();
  });

  it('reads the Vidalta contraindication in pregnant and nursing queens (antithyroid class rows)', () => {
    expect(conditionRisk('pregnant', 'Vidalta', 'cat')).toBe('High');
    expect(conditionRisk('nursing kittens', 'Carbimazole', 'cat')).toBe('Medium');
    expect(conditionRisk('arthritis', 'Vidalta', 'cat')).toBeNull();
  });

  it('reads the Vidalta diabetes contraindication for cats and the cabergoline liver caution', () => {
    expect(conditionRisk('diabetes mellitus', 'Vidalta', 'cat')).toBe('Medium');
    expect(conditionRisk('diabetes mellitus', 'Carbimazole', 'dog')).toBeNull();
    expect(conditionRisk('liver disease', 'Galastop', 'dog')).toBe('Low');
    expect(conditionRisk('arthritis', 'Cabergoline', 'dog')).toBeNull();
  });

  it('reads the US megestrol acetate label for bitches: not in pregnancy or reproductive disease', () => {
    expect(conditionRisk('pregnant', 'Ovaban', 'dog')).toBe('Medium');
    expect(conditionRisk('metritis', 'Megestrol acetate', 'dog')).toBe('Medium');
    // The cat label read later (Megecat, ledger-c) says the same for queens: its own cat-only row.
    expect(conditionRisk('pregnant', 'Megestrol acetate', 'cat')).toBe('Medium');
    expect(conditionRisk('arthritis', 'Megestrol acetate', 'cat')).toBeNull();
    expect(conditionRisk('arthritis', 'Megestrol acetate', 'dog')).toBeNull();
  });

  it('reads the alprazolam, amitriptyline and atenolol handouts (human drugs used off label)', () => {
    expect(conditionRisk('pregnant', 'Xanax', 'dog')).toBe('Medium');
    expect(conditionRisk('nursing kittens', 'Alprazolam', 'cat')).toBe('Medium');
    expect(conditionRisk('CKD', 'Alprazolam', 'cat')).toBe('Low');
    expect(conditionRisk('pregnant', 'Amitriptyline', 'cat')).toBe('Medium');
    expect(conditionRisk('dry eye', 'Elavil', 'dog')).toBe('Low');
    expect(conditionRisk('diabetes mellitus', 'Atenolol', 'cat')).toBe('Low');
    expect(conditionRisk('CKD', 'Atenolol', 'cat')).toBe('Low');
    expect(conditionRisk('pregnant', 'Atenolol', 'dog')).toBeNull();
    expect(conditionRisk('arthritis', 'Amitriptyline', 'dog')).toBeNull();
  });

  it('reads the clomipramine handout: not for nursing mothers', () => {
    expect(conditionRisk('nursing puppies', 'Clomicalm', 'dog')).toBe('Medium');
  });

  it('reads the digoxin handouts: not for cats with HCM; reproduction not established', () => {
    expect(conditionRisk('HCM', 'Digoxin', 'cat')).toBe('Medium');
    expect(conditionRisk('pregnant', 'Lanoxin', 'dog')).toBe('Low');
    expect(conditionRisk('low potassium', 'Digoxin', 'dog')).toBe('Low');
    expect(conditionRisk('arthritis', 'Digoxin', 'dog')).toBeNull();
  });

  it('reads the trazodone and fludrocortisone references (human drugs used off label)', () => {
    expect(conditionRisk('pregnant', 'Trazodone', 'dog')).toBe('Low');
    expect(conditionRisk('nursing kittens', 'Trazodone', 'cat')).toBe('Low');
    expect(conditionRisk('nursing puppies', 'Florinef', 'dog')).toBe('Medium');
    expect(conditionRisk('pregnant', 'Fludrocortisone', 'dog')).toBeNull();
    expect(conditionRisk('diabetes mellitus', 'Fludrocortisone', 'dog')).toBe('Medium');
    expect(conditionRisk('arthritis', 'Fludrocortisone', 'dog')).toBeNull();
  });

  it('reads the mitotane handout: not for nursing dogs; caution with diabetes', () => {
    expect(conditionRisk('nursing puppies', 'Lysodren', 'dog')).toBe('Medium');
    expect(conditionRisk('diabetes mellitus', 'Mitotane', 'dog')).toBe('Low');
    expect(conditionRisk('arthritis', 'Mitotane', 'dog')).toBeNull();
  });

  it('reads the potassium bromide handout: not for pregnant or nursing pets', () => {
    expect(conditionRisk('pregnant', 'Potassium bromide', 'dog')).toBe('Medium');
    expect(conditionRisk('nursing puppies', 'KBr', 'dog')).toBe('Medium');
  });

  it('reads the HyperCard (diltiazem) cat label: not in pregnancy, lactation, liver or kidney disease', () => {
    expect(conditionRisk('pregnant', 'Diltiazem', 'cat')).toBe('Medium');
    expect(conditionRisk('CKD', 'Diltiazem', 'cat')).toBe('Medium');
    expect(conditionRisk('liver disease', 'Diltiazem', 'cat')).toBe('Medium');
    expect(conditionRisk('pregnant', 'Diltiazem', 'dog')).toBeNull();
    expect(conditionRisk('CKD', 'Diltiazem', 'dog')).toBeNull();
  });

  it("reads the Baytril cat label's seizure contraindication for cats", () => {
    expect(conditionRisk('epilepsy', 'Baytril', 'cat')).toBe('Medium');
    expect(conditionRisk('epilepsy', 'Baytril', 'dog')).toBe('Low');
  });

  it('holds the Atopica nursing-bitch statement to dogs', () => {
    expect(conditionRisk('nursing puppies', 'Atopica', 'dog')).toBe('Medium');
    // Cats have their own row, from the Atopica for Cats cautions (nursing queens), not the
    // dog SPC's.
    const catRows = check({ species: 'cat', conditions: ['nursing kittens'] }, ['Atopica'])
      .drugInteractions.filter((i) => i.kind === 'condition')
      .map((i) => i.description);
    expect(catRows.some((d) => d.includes('nursing bitches'))).toBe(false);
    expect(catRows.some((d) => d.includes('nursing queens'))).toBe(true);
  });

  it('reads the Bonqat kidney and pregnancy statements for cats only', () => {
    expect(conditionRisk('chronic kidney disease', 'Bonqat', 'cat')).toBe('Low');
    expect(conditionRisk('pregnant', 'Bonqat', 'cat')).toBe('Low');
    expect(conditionRisk('chronic kidney disease', 'Pregabalin', 'dog')).toBeNull();
  });

  it('reads the Mirataz, Cerenia and Elura statements', () => {
    // Mirataz: only severe kidney disease (chronic kidney disease is why most cats get it).
    expect(conditionRisk('chronic kidney disease', 'Mirataz', 'cat')).toBeNull();
    expect(conditionRisk('diabetes', 'Mirataz', 'cat')).toBe('Low');
    expect(conditionRisk('heart disease', 'Elura', 'cat')).toBe('Low');
    expect(conditionRisk('chronic kidney disease', 'Elura', 'cat')).toBeNull();
  });

  it('reads the clindamycin pregnancy statement of the dog label and of the dog-and-cat drops', () => {
    expect(conditionRisk('pregnant', 'Clindamycin', 'dog')).toBe('Low');
    // The US drops label (ZydaClin): safety in gestating queens not established.
    expect(conditionRisk('pregnant', 'Clindamycin', 'cat')).toBe('Low');
    expect(conditionRisk('arthritis', 'Clindamycin', 'cat')).toBeNull();
  });

  it('reads the intact male from the profile for horses only', () => {
    const pet = (species: Species) => ({
      species,
      breed: '',
      weightKg: species === 'horse' ? 500 : 20,
      ageYears: 6,
      allergies: [],
      conditions: [],
      mdr1: 'untested' as const,
      sex: 'male' as const,
      neutered: false,
    });
    const med = [{ name: 'Acepromazine', dosage: '', frequency: '' }];
    const found = (species: Species) =>
      checkMedications(pet(species), med).drugInteractions.filter((i) => i.kind === 'condition');
    expect(found('horse').map((f) => f.riskLevel)).toEqual(['Medium']);
    expect(found('dog')).toEqual([]);
  });
});

describe('advanced disease as owners write it', () => {
  it('reaches the severe-only liver rows from liver failure, not from liver disease', () => {
    expect(conditionRisk('liver failure', 'Baytril|68 mg|Once daily')).toBe('Low');
    expect(conditionRisk('severe liver disease', 'Baytril|68 mg|Once daily')).toBe('Low');
    expect(conditionRisk('liver disease', 'Baytril|68 mg|Once daily')).toBeNull();
    expect(conditionRisk('elevated liver enzymes', 'Baytril|68 mg|Once daily')).toBeNull();
  });

  it('keeps the advanced entry when a milder one of the same disease comes first', () => {
    const [liver] = matchConditions(['liver disease', 'now in liver failure']);
    expect(liver).toMatchObject({ id: 'liver', severe: true });
  });

  it('reads end-stage kidney disease and hepatic encephalopathy as advanced', () => {
    expect(matchConditions(['end stage kidney disease'])[0]?.severe).toBe(true);
    expect(matchConditions(['hepatic encephalopathy'])[0]?.severe).toBe(true);
  });

  it('keeps metoclopramide for bleeding or perforation, not a plain stomach ulcer', () => {
    expect(conditionRisk('GI bleeding', 'Metoclopramide|10 mg|Three times daily')).toBe('Medium');
    expect(conditionRisk('bleeding stomach ulcer', 'Reglan|10 mg|Three times daily')).toBe(
      'Medium',
    );
    expect(conditionRisk('melena', 'Metoclopramide|10 mg|Three times daily')).toBe('Medium');
    expect(conditionRisk('stomach ulcer', 'Metoclopramide|10 mg|Three times daily')).toBeNull();
    expect(conditionRisk('stomach ulcer', 'Carprofen|75 mg|Twice daily')).not.toBeNull();
  });

  it('reads pyometra as a uterine infection as well as a serious one', () => {
    const ids = matchConditions(['pyometra']).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining(['serious-infection', 'uterine-infection']));
    expect(conditionRisk('pyometra', 'Megestrol acetate|20 mg|Once daily')).not.toBeNull();
    expect(conditionRisk('spayed, no pyometra', 'Megestrol acetate|20 mg|Once daily')).toBeNull();
  });
});
