import type { LabelStatement, ProductRecord } from './product-record';

// Equine products: anthelmintic pastes and gels, NSAIDs, antimicrobials, sedatives, ulcer and other medicines. Source: each product’s label (FDA CVM, NOAH/VMD).
// Paste syringes dosed by marks carry `syringe.treatsKg` (the body weight one whole syringe treats at the label dose), so '1 syringe' and 'to the 500 lb mark' both become mg.
// Amounts are given only where the label (or the CFR specification it follows) was read; a record without `mg` still resolves its name to the right ingredients.

const H = ['horse'] as const;

const c = (
  when: LabelStatement['when'],
  text: string,
  risk: LabelStatement['risk'] = 'High',
): LabelStatement => ({ when, kind: 'contraindication', risk, text });
const p = (
  when: LabelStatement['when'],
  text: string,
  risk: LabelStatement['risk'] = 'Medium',
): LabelStatement => ({ when, kind: 'precaution', risk, text });

/**
 * Equest and Equest Pramox SPCs: made for horses only; dogs or cats that eat spilled gel or lick
 * used syringes can be poisoned by its moxidectin strength (wobbliness, tremors, fits, drooling).
 */
const equestNotDogsCats = (name: string): LabelStatement =>
  c(
    { species: ['dog', 'cat'] },
    `The ${name} data sheet says it is made for horses only: its moxidectin strength can poison dogs and cats, causing wobbliness, tremors, fits and drooling.`,
  );

/**
 * UK ivermectin horse pastes whose contraindications exclude dogs and cats (Animec: "do not use in
 * dogs or cats"; Eqvalan Duo: made for horses only, cats and dogs, collie breeds above all, can be
 * harmed): a horse dose of ivermectin is many times a dog's or cat's and poisons their brains.
 */
const horsesOnlyIvermectin = (name: string, says: string): LabelStatement =>
  c(
    { species: ['dog', 'cat'] },
    `The ${name} data sheet ${says}: a horse paste holds many times the ivermectin a dog or cat can take.`,
  );

/** Phenylbutazone and suxibuzone (UK SPCs): not with heart, liver or kidney disease, gut ulcers or blood disorders. */
const PYRAZOLONE_NO: readonly LabelStatement[] = [
  c(
    { condition: 'heart-disease' },
    'The label says not to give this NSAID to a horse with heart disease.',
  ),
  c({ condition: 'liver' }, 'The label says not to give this NSAID to a horse with liver disease.'),
  c(
    { condition: 'kidney' },
    'The label says not to give this NSAID to a horse with kidney disease: it can tip the kidneys into failure.',
  ),
  c(
    { condition: 'gi-ulcer' },
    'The label says not to give this NSAID where gut ulcers or bleeding are possible.',
  ),
  c(
    { condition: 'bleeding-disorder' },
    'The label says not to give this NSAID to a horse with a blood disorder.',
  ),
];

/** Metacam for horses (UK SPCs): not in pregnant or lactating mares, nor with gut, liver, heart, kidney or bleeding disorders. */
const METACAM_HORSE_NO: readonly LabelStatement[] = [
  c({ condition: 'pregnancy' }, 'The Metacam horse label says not to use it in pregnant mares.'),
  c(
    { condition: 'lactation' },
    'The Metacam horse label says not to use it in mares that are nursing.',
  ),
  c(
    { condition: 'gi-ulcer' },
    'The Metacam horse label says not to use it in horses with gut irritation or bleeding.',
  ),
  c(
    { condition: 'liver' },
    'The Metacam horse label says not to use it in horses with poor liver function.',
  ),
  c(
    { condition: 'heart-disease' },
    'The Metacam horse label says not to use it in horses with poor heart function.',
  ),
  c(
    { condition: 'kidney' },
    'The Metacam horse label says not to use it in horses with poor kidney function.',
  ),
  c(
    { condition: 'bleeding-disorder' },
    'The Metacam horse label says not to use it in horses with bleeding disorders.',
  ),
  p(
    { condition: 'dehydration' },
    'The Metacam horse label advises avoiding it in a dehydrated horse or one with low blood pressure, because of the risk to the kidneys.',
  ),
];

/** Equioxx (firocoxib) for horses: the label's patients at greatest risk. */
const EQUIOXX_CARE: readonly LabelStatement[] = [
  p(
    { condition: 'dehydration' },
    'The Equioxx label lists dehydrated horses among those most at risk of kidney and gut side effects.',
  ),
  p(
    { condition: 'kidney' },
    'The Equioxx label lists horses with kidney disease among those most at risk of side effects.',
  ),
  p(
    { condition: 'heart-disease' },
    'The Equioxx label lists horses with heart or circulation disease among those most at risk of side effects.',
  ),
  p(
    { condition: 'liver' },
    'The Equioxx label lists horses with liver disease among those most at risk of side effects.',
  ),
];

/** Detomidine (Dormosedan, Dormosedan Gel): the label's contraindications. */
const DETOMIDINE_NO: readonly LabelStatement[] = [
  c(
    { condition: 'heart-disease' },
    'The detomidine label says not to use it in horses with heart block or other heart disease.',
  ),
  c(
    { condition: 'asthma' },
    'The detomidine label says not to use it in horses with respiratory disease.',
  ),
  c(
    { condition: 'kidney' },
    'The detomidine label says not to use it in horses with chronic kidney failure.',
  ),
];

/** Domosedan (UK SPCs): seriously ill horses with heart failure, liver or kidney impairment; late pregnancy (injection). */
const DOMOSEDAN_NO: readonly LabelStatement[] = [
  c(
    { condition: 'heart-failure' },
    'The Domosedan label says not to use it in seriously ill horses with heart failure.',
  ),
  c(
    { condition: 'liver' },
    'The Domosedan label says not to use it in seriously ill horses with impaired liver function.',
  ),
  c(
    { condition: 'kidney' },
    'The Domosedan label says not to use it in seriously ill horses with impaired kidney function.',
  ),
  c(
    { condition: 'pregnancy' },
    'The Domosedan injection label says not to give it in the last month of pregnancy.',
  ),
];

/** Acepromazine: penile prolapse in stallions (UK horse SPC; AAEP 2009). */
const ACE_STALLION = p(
  { condition: 'breeding' },
  'Acepromazine relaxes the penis retractor muscle; in a breeding stallion the penis may stay dropped and be permanently damaged, so labels advise the lowest dose or another sedative.',
);

/** Omeprazole (GastroGard, UlcerGard): safety in pregnant mares not shown. */
const OMEPRAZOLE_PREGNANCY = p(
  { condition: 'pregnancy' },
  'The label says its safety in pregnant mares has not been established.',
  'Low',
);

/** Not evaluated in breeding, pregnant or lactating horses (Prascend, Marquis, Protazil). */
const NOT_EVALUATED_BREEDING = (product: string): LabelStatement[] => [
  p(
    { condition: 'pregnancy' },
    `The ${product} label says its safety in pregnant mares has not been evaluated.`,
    'Low',
  ),
  p(
    { condition: 'lactation' },
    `The ${product} label says its safety in nursing mares has not been evaluated.`,
    'Low',
  ),
  p(
    { condition: 'breeding' },
    `The ${product} label says its safety in breeding horses has not been evaluated.`,
    'Low',
  ),
];

/** Levothyroxine powders for horses: care with heart disease or high blood pressure. */
const THYROXINE_CARE: readonly LabelStatement[] = [
  p(
    { condition: 'heart-disease' },
    'The label asks for care in horses with heart disease: thyroid hormone speeds up the metabolism and the heart.',
  ),
  p({ condition: 'hypertension' }, 'The label asks for care in horses with high blood pressure.'),
  p(
    { condition: 'pregnancy' },
    'The label says its use in pregnant mares has not been evaluated.',
    'Low',
  ),
];

// prettier-ignore
export const EQUINE_PRODUCTS: readonly ProductRecord[] = [
  // ---- Anthelmintics: ivermectin 1.87% pastes (US: 6.08 g syringe treats 1,250 lb at 200 mcg/kg, marks of 250 lb)
  { id: 'eqvalan-paste', name: 'Eqvalan Paste', aliases: ['Eqvalan', 'Eqvalan Paste 1.87%'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin', mg: 113.7 }], syringe: { treatsKg: 567 }, label: { species: H, statements: [] }, source: 'label-ivermectin-paste', ref: '21 CFR 520.1192; 6.08 g of 1.87% paste' },
  { id: 'zimecterin-paste', name: 'Zimecterin Paste', aliases: ['Zimecterin', 'Zimecterin Paste 1.87%'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin', mg: 113.7 }], syringe: { treatsKg: 567 }, label: { species: H, statements: [] }, source: 'label-ivermectin-paste', ref: 'NADA 134-314' },
  { id: 'ivercare-paste', name: 'IverCare Paste', aliases: ['IverCare', 'IverCare ivermectin paste 1.87%'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin', mg: 113.7 }], syringe: { treatsKg: 567 }, label: { species: H, statements: [] }, source: 'label-ivermectin-paste', ref: '6.08 g of 1.87% paste' },
  { id: 'equimectrin-paste', name: 'Equimectrin Paste', aliases: ['Equimectrin', 'Equimectrin Paste 1.87%'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin', mg: 113.7 }], syringe: { treatsKg: 567 }, label: { species: H, statements: [] }, source: 'label-ivermectin-paste', ref: '6.08 g of 1.87% paste' },
  { id: 'ivermectin-paste-1-87', name: 'Ivermectin Paste 1.87%', aliases: ['Ivermectin horse paste', 'Ivermectin equine paste', 'Ivermectin paste for horses', 'Durvet Ivermectin Paste'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin', mg: 113.7 }], syringe: { treatsKg: 567 }, label: { species: H, statements: [] }, source: 'label-ivermectin-paste', ref: 'Dechra detailer E230008; 6.08 g syringe treats 1,250 lb' },
  { id: 'bimectin-paste', name: 'Bimectin Paste', aliases: ['Bimectin equine paste', 'Bimectin horse wormer'], markets: ['US', 'UK'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin' }], label: { species: H, statements: [] }, source: 'label-ivermectin-paste', ref: 'ivermectin 1.87% paste labels: safe in horses of all ages, mares at any stage of pregnancy and breeding stallions' },
  { id: 'noromectin-equine-paste', name: 'Noromectin Equine Paste', aliases: ['Noromectin paste', 'Noromectin horse wormer'], markets: ['UK'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin', mg: 140 }], syringe: { treatsKg: 700 }, label: { species: H, statements: [] }, source: 'spc-noromectin-equine', ref: 'https://wfsltd.co.uk/product/noromectin-equine-paste' },
  { id: 'animec-paste', name: 'Animec Paste', aliases: ['Animec horse wormer', 'Animec oral paste'], markets: ['UK'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin', mg: 140 }], syringe: { treatsKg: 700 }, label: { species: H, statements: [horsesOnlyIvermectin('Animec', 'says not to use it in dogs or cats, as severe reactions may occur')] }, source: 'spc-animec', ref: 'hyperdrug ANIMEC: 18.7 mg/g, the whole syringe doses one 700 kg horse at 200 mcg/kg' },
  // Ivermectin with praziquantel
  { id: 'equimax', name: 'Equimax', aliases: ['Equimax Paste', 'Equimax Oral Paste'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin', mg: 120 }, { drug: 'praziquantel', mg: 900 }], syringe: { treatsKg: 599 }, label: { species: H, statements: [] }, source: 'label-equimax', ref: '6.42 g of 1.87% ivermectin and 14.03% praziquantel; treats 1,320 lb' },
  { id: 'equimax-oral-gel', name: 'Equimax Oral Gel', aliases: ['Equimax UK', 'Equimax oral gel for horses'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'ivermectin', mg: 18.7 }, { drug: 'praziquantel', mg: 140.3 }], label: { species: H, minAgeWeeks: 2, minKind: 'contraindication', statements: [] }, source: 'label-equimax', ref: 'vetisearch 42689 (per g of gel)' },
  { id: 'zimecterin-gold', name: 'Zimecterin Gold', aliases: ['Zimecterin Gold Paste'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin' }, { drug: 'praziquantel' }], source: 'label-ivermectin-paste' },
  { id: 'eqvalan-gold', name: 'Eqvalan Gold', aliases: ['Eqvalan Gold Paste'], markets: ['CA'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin' }, { drug: 'praziquantel' }], source: 'label-ivermectin-paste' },
  {
    id: 'eqvalan-duo', name: 'Eqvalan Duo', aliases: ['Eqvalan Duo Paste', 'Eqvalan Duo oral paste'], markets: ['UK', 'EU'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ivermectin' }, { drug: 'praziquantel' }],
    label: { species: H, minAgeWeeks: 8.7, minKind: 'precaution', statements: [
      p({ condition: 'breeding' }, 'The Eqvalan Duo label says it was not tested in stallions and is not recommended for them.', 'Low'),
      horsesOnlyIvermectin('Eqvalan Duo', 'says it is made for horses only and that cats and dogs, collies and Old English sheepdogs above all, can be harmed by it'),
    ] },
    source: 'spc-eqvalan-duo', ref: 'NOAH -481181',
  },
  // Moxidectin (and with praziquantel)
  { id: 'quest-gel', name: 'Quest Gel', aliases: ['Quest', 'Quest 2% Gel', 'Quest moxidectin gel', 'Quest Equine Oral Gel'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'moxidectin', mg: 20 }], label: { species: H, minAgeWeeks: 26, minKind: 'contraindication', statements: [] }, source: 'label-quest-gel', ref: 'NADA 141-087; DailyMed 91bf95ec' },
  { id: 'quest-plus', name: 'Quest Plus', aliases: ['Quest Plus Gel', 'Quest Plus moxidectin praziquantel'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'moxidectin', mg: 20 }, { drug: 'praziquantel', mg: 125 }], label: { species: H, minAgeWeeks: 26, minKind: 'contraindication', statements: [] }, source: 'label-quest-plus', ref: 'DailyMed set 5ebc9173-18cf-425e-8e37-69a1715bd9af' },
  { id: 'combocare', name: 'ComboCare', aliases: ['ComboCare Equine Dewormer'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'moxidectin' }, { drug: 'praziquantel' }], source: 'label-quest-plus' },
  { id: 'equest', name: 'Equest Oral Gel', aliases: ['Equest', 'Equest gel'], markets: ['UK', 'EU'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'moxidectin', mg: 280 }], syringe: { treatsKg: 700 }, label: { species: H, minAgeWeeks: 17.3, minKind: 'contraindication', statements: [equestNotDogsCats('Equest')] }, source: 'spc-equest', ref: 'NOAH -457263; 14.8 g syringe, 18.92 mg/g' },
  { id: 'equest-pramox', name: 'Equest Pramox', aliases: ['Equest Pramox Oral Gel'], markets: ['UK', 'EU'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'moxidectin', mg: 280.8 }, { drug: 'praziquantel', mg: 1752.5 }], syringe: { treatsKg: 700 }, label: { species: H, minAgeWeeks: 28.2, minKind: 'contraindication', statements: [equestNotDogsCats('Equest Pramox')] }, source: 'spc-equest', ref: 'NOAH -457271; 14.4 g of gel with 19.5 mg/g moxidectin and 121.7 mg/g praziquantel; dogs and cats statement read in NOAH -457275 (spc-equest-pramox)' },
  // Pyrantel
  { id: 'strongid-paste', name: 'Strongid Paste', aliases: ['Strongid P', 'Strongid Paste pyrantel pamoate'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'pyrantel', mg: 3600 }], syringe: { treatsKg: 544 }, fillMl: 20, label: { species: H, statements: [] }, source: 'label-strongid', ref: '3.6 g pyrantel base in 23.6 g (20 mL); treats 1,200 lb' },
  { id: 'pyrantel-pamoate-paste', name: 'Pyrantel Pamoate Paste', aliases: ['Pyrantel paste for horses'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'pyrantel', mg: 3600 }], syringe: { treatsKg: 544 }, label: { species: H, statements: [] }, source: 'label-strongid', ref: 'generic pyrantel pamoate paste, 3.6 g base per 23.6 g' },
  { id: 'equistrength', name: 'Equistrength Paste', aliases: ['Equistrength'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'pyrantel', mg: 3600 }], syringe: { treatsKg: 544 }, label: { species: H, statements: [] }, source: 'label-strongid', ref: 'DailyMed set 7a797f0f-2d2c-4d84-8769-db3c910612d3 (3.6 g in 23.6 g; 3 mg/lb)' },
  { id: 'strongid-t', name: 'Strongid T', aliases: ['Strongid T suspension', 'Strongid T liquid'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'pyrantel', mg: 50 }], label: { species: H, statements: [
    c({ condition: 'debilitated' }, 'The Strongid T label recommends that severely debilitated horses are not treated with it.', 'Medium'),
  ] }, source: 'label-strongid-t', ref: 'oral suspension 50 mg pyrantel base per mL; DailyMed Strongid T' },
  { id: 'strongid-c-2x', name: 'Strongid C 2X', aliases: ['Strongid C', 'Strongid C2X'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'pyrantel' }], label: { species: H, statements: [] }, source: 'label-pyrantel-tartrate', ref: 'pyrantel tartrate daily top dress: foals once eating grain, mares at any stage of pregnancy or lactation, no effect on stallion fertility' },
  { id: 'exodus-paste', name: 'Exodus Paste', aliases: ['Exodus pyrantel paste'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'pyrantel', mg: 3600 }], syringe: { treatsKg: 544 }, label: { species: H, statements: [] }, source: 'label-exodus', ref: 'ANADA 200-350: 3.6 g pyrantel base in 23.6 g, one syringe treats 1,200 lb at 3 mg/lb' },
  { id: 'equi-cide', name: 'Equi-Cide', aliases: ['Equi-Cide paste', 'Equicide'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'pyrantel' }], source: 'label-strongid' },
  { id: 'continuex', name: 'Continuex', aliases: ['Continuex daily dewormer'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'pyrantel' }], source: 'label-strongid' },
  // Fenbendazole and oxibendazole
  { id: 'panacur-paste-10', name: 'Panacur Paste 10%', aliases: ['Panacur Paste', 'Panacur equine paste', 'Panacur horse wormer'], markets: ['US', 'CA'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'fenbendazole', mg: 2500 }], syringe: { treatsKg: 500 }, label: { species: H, statements: [] }, source: 'label-panacur-equine', ref: '25 g of 100 mg/g paste; one syringe per 1,100 lb (500 kg) at 5 mg/kg' },
  { id: 'safe-guard-paste', name: 'Safe-Guard Equine Dewormer Paste', aliases: ['Safe-Guard Paste', 'Safe-Guard Paste 10%', 'Safeguard horse paste'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'fenbendazole', mg: 2500 }], syringe: { treatsKg: 500 }, label: { species: H, statements: [] }, source: 'label-panacur-equine', ref: 'one 25 g syringe deworms a 1,100 lb horse at 5 mg/kg' },
  { id: 'panacur-powerpac', name: 'Panacur PowerPac', aliases: ['Panacur Power Pac', 'PowerPac', 'Power Pac'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'fenbendazole', mg: 5700 }], label: { species: H, statements: [] }, source: 'label-panacur-equine', ref: '57 g syringes of 100 mg/g paste, one a day for 5 days' },
  { id: 'panacur-equine-granules', name: 'Panacur Equine Granules 22.2%', aliases: ['Panacur granules for horses', 'Panacur equine granules'], markets: ['US'], audience: 'equine', unit: 'packet', route: 'oral', actives: [{ drug: 'fenbendazole' }], label: { species: H, statements: [] }, source: 'label-panacur-equine', ref: 'Panacur equine labels: no known contraindications; shown safe in pregnant mares and stallions (paste label)' },
  { id: 'anthelcide-eq', name: 'Anthelcide EQ', aliases: ['Anthelcide EQ Paste', 'Anthelcide'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'oxibendazole' }], source: 'kates-oxibendazole', ref: 'DailyMed set c3564269-28e8-4852-9a7c-cc6937cce9ae' },

  // ---- NSAIDs: phenylbutazone
  { id: 'phenylbutazone-tablets-1g', name: 'Phenylbutazone Tablets 1 g', aliases: ['Bute tablets', 'Bute 1 gram tablets', 'Phenylbutazone 1 gram tablets', 'Butatron'], markets: ['US'], audience: 'equine', unit: 'tablet', route: 'oral', actives: [{ drug: 'phenylbutazone', mg: 1000 }], label: { species: ['horse', 'dog'], statements: [
    c({ condition: 'liver' }, 'The phenylbutazone label says not to give it to animals with serious liver disease.'),
    c({ condition: 'kidney' }, 'The phenylbutazone label says not to give it to animals with serious kidney disease.'),
    c({ condition: 'heart-disease' }, 'The phenylbutazone label says not to give it to animals with serious heart disease.'),
    c({ condition: 'bleeding-disorder' }, 'The phenylbutazone label says not to give it to animals with a history of blood disorders.'),
  ] }, source: 'cfr-phenylbutazone', ref: '21 CFR 520.1720a; NADA 44-756 (Butatron)' },
  { id: 'phenylbutazone-paste-20', name: 'Phenylbutazone Paste 20%', aliases: ['Bute paste', 'Phenylbutazone paste', 'Phenylbutazone oral paste'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'phenylbutazone', mg: 200 }], label: { species: H, statements: [] }, source: 'cfr-phenylbutazone', ref: '21 CFR 520.1720c (0.2 g per g of paste)' },
  { id: 'phenylbutazone-granules-1g', name: 'Phenylbutazone Granules 1 g', aliases: ['Bute powder', 'Bute granules', 'Phenylbutazone powder 1 gram packets'], markets: ['US'], audience: 'equine', unit: 'packet', route: 'oral', actives: [{ drug: 'phenylbutazone', mg: 1000 }], label: { species: H, statements: [] }, source: 'cfr-phenylbutazone', ref: '21 CFR 520.1720b (1 g package)' },
  { id: 'phenylbutazone-injection', name: 'Phenylbutazone Injection 20%', aliases: ['Bute injection', 'Phenylbutazone injection for horses'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'phenylbutazone', mg: 200 }], label: { species: H, statements: [
    c({ condition: 'liver' }, 'The phenylbutazone label says not to give it to animals with serious liver disease.'),
    c({ condition: 'kidney' }, 'The phenylbutazone label says not to give it to animals with serious kidney disease.'),
    c({ condition: 'heart-disease' }, 'The phenylbutazone label says not to give it to animals with serious heart disease.'),
    c({ condition: 'bleeding-disorder' }, 'The phenylbutazone label says not to give it to animals with a history of blood disorders.'),
  ] }, source: 'cfr-phenylbutazone', ref: '21 CFR 522.1720' },
  { id: 'equipalazone-powder', name: 'Equipalazone Powder', aliases: ['Equipalazone Original', 'Equipalazone sachets', 'Equipalazone oral powder'], markets: ['UK'], audience: 'equine', unit: 'sachet', route: 'oral', actives: [{ drug: 'phenylbutazone', mg: 1000 }], label: { species: H, statements: PYRAZOLONE_NO }, source: 'spc-equipalazone', ref: 'vetisearch 43058' },
  { id: 'equipalazone-paste', name: 'Equipalazone Paste', aliases: ['Equipalazone 1 g Oral Paste', 'Equipalazone oral paste'], markets: ['UK'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'phenylbutazone' }], label: { species: H, statements: PYRAZOLONE_NO }, source: 'spc-equipalazone', ref: 'NOAH -449659 (1 g per marked division)' },
  { id: 'equipalazone-injection', name: 'Equipalazone Injection', aliases: ['Equipalazone solution for injection'], markets: ['UK'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'phenylbutazone', mg: 200 }], label: { species: H, statements: PYRAZOLONE_NO }, source: 'spc-equipalazone', ref: 'NOAH -449687' },
  // Flunixin
  { id: 'banamine-paste', name: 'Banamine Paste', aliases: ['Banamine oral paste', 'Flunixin paste'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'flunixin', mg: 1500 }], syringe: { treatsKg: 1361 }, label: { species: H, statements: [
    p({ condition: 'pregnancy' }, 'The Banamine Paste label says its effect on pregnancy has not been determined.', 'Low'),
  ] }, source: 'label-banamine', ref: '21 CFR 520.970b (1,500 mg per 30 g syringe, 0.5 mg/lb)' },
  { id: 'banamine-granules', name: 'Banamine Granules', aliases: ['Banamine oral granules'], markets: ['US'], audience: 'equine', unit: 'packet', route: 'oral', actives: [{ drug: 'flunixin' }], source: 'label-banamine' },
  { id: 'banamine-injection', name: 'Banamine Injectable Solution', aliases: ['Banamine injection', 'Banamine injectable'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'flunixin', mg: 50 }], label: { species: H, statements: [] }, source: 'label-banamine', ref: '21 CFR 522.970' },
  { id: 'flunixamine', name: 'Flunixamine', aliases: ['Flunixamine injection'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'flunixin', mg: 50 }], label: { species: H, statements: [] }, source: 'label-banamine', ref: '21 CFR 522.970 (every US flunixin injection is 50 mg/mL)' },
  { id: 'flu-nix', name: 'Flu-Nix', aliases: ['Flu-Nix injection'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'flunixin', mg: 50 }], label: { species: H, statements: [] }, source: 'label-banamine', ref: '21 CFR 522.970' },
  { id: 'cronyxin', name: 'Cronyxin', aliases: ['Cronyxin injection'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'flunixin', mg: 50 }], label: { species: H, statements: [] }, source: 'label-banamine', ref: '21 CFR 522.970' },
  { id: 'finadyne-solution', name: 'Finadyne Solution', aliases: ['Finadyne injection'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'flunixin', mg: 50 }], label: { species: H, statements: [
    c({ condition: 'heart-disease' }, 'The Finadyne label says not to use it in animals with heart disease.'),
    c({ condition: 'liver' }, 'The Finadyne label says not to use it in animals with liver disease.'),
    c({ condition: 'kidney' }, 'The Finadyne label says not to use it in animals with kidney disease.'),
    c({ condition: 'gi-ulcer' }, 'The Finadyne label says not to use it where gut ulcers or bleeding are possible.'),
    c({ condition: 'pregnancy' }, 'The Finadyne label says not to give it to pregnant mares.'),
  ] }, source: 'spc-finadyne', ref: 'Finadyne 50 mg/ml solution for injection SPC (AN 00417/2014)' },
  // Firocoxib
  { id: 'equioxx-paste', name: 'Equioxx Oral Paste', aliases: ['Equioxx paste'], markets: ['US', 'CA'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'firocoxib', mg: 57 }], syringe: { treatsKg: 567 }, label: { species: H, statements: EQUIOXX_CARE }, source: 'label-equioxx', ref: '21 CFR 520.930; 6.93 g of 0.82% paste, marks of 250 lb' },
  { id: 'equioxx-tablets', name: 'Equioxx Tablets', aliases: ['Equioxx 57 mg tablets', 'Equioxx chewable tablets'], markets: ['US'], audience: 'equine', unit: 'tablet', route: 'oral', actives: [{ drug: 'firocoxib', mg: 57 }], label: { species: H, statements: EQUIOXX_CARE }, source: 'label-equioxx' },
  { id: 'equioxx-injection', name: 'Equioxx Injection', aliases: ['Equioxx injectable'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'firocoxib', mg: 20 }], label: { species: H, statements: EQUIOXX_CARE }, source: 'label-equioxx' },
  // Meloxicam, ketoprofen, suxibuzone, diclofenac, vedaprofen, naproxen
  { id: 'metacam-15-horse', name: 'Metacam Oral Suspension for Horses', aliases: ['Metacam for horses', 'Metacam equine', 'Metacam horse oral suspension'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'meloxicam', mg: 15 }], label: { species: H, minAgeWeeks: 6, minKind: 'contraindication', statements: METACAM_HORSE_NO }, source: 'spc-metacam-horse', ref: 'NOAH -447661' },
  { id: 'metacam-20-injection', name: 'Metacam Solution for Injection for Horses', aliases: ['Metacam injection for horses', 'Metacam 20 injection'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'meloxicam', mg: 20 }], label: { species: H, minAgeWeeks: 6, minKind: 'contraindication', statements: METACAM_HORSE_NO }, source: 'spc-metacam-horse', ref: 'NOAH -447691' },
  { id: 'ketofen-100', name: 'Ketofen Injection for Horses', aliases: ['Ketofen 10%', 'Ketofen equine'], markets: ['US', 'UK'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'ketoprofen', mg: 100 }], label: { species: H, statements: [
    c({ condition: 'breeding' }, 'The Ketofen label says it should not be used in breeding animals.', 'Medium'),
  ] }, source: 'label-ketofen-equine', ref: '21 CFR 522.1225; US label (label-ketofen-us): no known contraindications when used as directed' },
  { id: 'danilon-equidos', name: 'Danilon Equidos', aliases: ['Danilon', 'Danilon granules', 'Suxilon', 'Suxilon Equidos'], markets: ['UK', 'EU'], audience: 'equine', unit: 'sachet', route: 'oral', actives: [{ drug: 'suxibuzone', mg: 1500 }], label: { species: H, minAgeWeeks: 12, minKind: 'precaution', statements: [
    ...PYRAZOLONE_NO,
    p({ condition: 'dehydration' }, 'The Danilon label advises avoiding it in a dehydrated horse or one with low blood pressure, because of the risk to the kidneys.'),
  ] }, source: 'spc-danilon', ref: 'UK/V/0372/001 (1.5 g per 10 g sachet)' },
  { id: 'surpass-cream', name: 'Surpass', aliases: ['Surpass cream', 'Surpass topical cream', 'Surpass diclofenac cream'], markets: ['US'], audience: 'equine', unit: 'mL', perGram: true, route: 'topical', actives: [{ drug: 'diclofenac', mg: 10 }], label: { species: H, statements: [] }, source: 'label-surpass', ref: 'diclofenac sodium 1% cream (10 mg per g); a 5-inch ribbon (about 73 mg) twice daily for up to 10 days' },
  { id: 'quadrisol', name: 'Quadrisol Oral Gel for Horses', aliases: ['Quadrisol', 'Quadrisol oral gel'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'vedaprofen', mg: 100 }], label: { species: H, minAgeWeeks: 26, minKind: 'contraindication', statements: [
    c({ condition: 'gi-ulcer' }, 'The Quadrisol label says not to use it in horses with gut disorders.'),
    c({ condition: 'heart-disease' }, 'The Quadrisol label says not to use it in horses with poor heart function.'),
    c({ condition: 'liver' }, 'The Quadrisol label says not to use it in horses with poor liver function.'),
    c({ condition: 'kidney' }, 'The Quadrisol label says not to use it in horses with poor kidney function.'),
    c({ condition: 'lactation' }, 'The Quadrisol label says not to use it in nursing mares.'),
  ] }, source: 'spc-quadrisol', ref: 'EMA EPAR Quadrisol' },
  { id: 'equiproxen', name: 'Equiproxen', aliases: ['Naproxen granules for horses', 'Equiproxen granules'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'naproxen', mg: 500 }], label: { species: H, statements: [] }, source: 'cfr-naproxen-equine', ref: '21 CFR 520.1468 (500 mg per g of granules)' },

  // ---- Antimicrobials: potentiated sulfonamides
  { id: 'uniprim-powder', name: 'Uniprim Powder', aliases: ['Uniprim', 'Uniprim TMS powder'], markets: ['US'], audience: 'equine', unit: 'mL', perGram: true, route: 'oral', actives: [{ drug: 'sulfadiazine', mg: 333 }, { drug: 'trimethoprim', mg: 67 }], label: { species: H, statements: [] }, source: 'cfr-tms-powder', ref: '21 CFR 520.2613 (per g of powder)' },
  { id: 'equibactin-vet', name: 'Equibactin vet.', aliases: ['Equibactin', 'Equibactin powder'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', perGram: true, route: 'oral', actives: [{ drug: 'sulfadiazine', mg: 250 }, { drug: 'trimethoprim', mg: 50 }], label: { species: H, statements: [] }, source: 'spc-equibactin', ref: 'vetisearch 44817 (per g: 10 g per 100 kg gives 25 + 5 mg/kg)' },
  { id: 'equisul-sdt', name: 'Equisul-SDT', aliases: ['Equisul', 'Equisul SDT suspension'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'sulfadiazine', mg: 333.3 }, { drug: 'trimethoprim', mg: 66.7 }], label: { species: H, minAgeWeeks: 52, minKind: 'precaution', statements: [
    p({ condition: 'liver' }, 'The Equisul-SDT label asks for care in horses with liver disease.'),
    ...NOT_EVALUATED_BREEDING('Equisul-SDT'),
  ] }, source: 'label-equisul-sdt', ref: 'oral suspension, 400 mg/mL of sulfadiazine and trimethoprim together' },
  { id: 'smz-tmp-960', name: 'SMZ-TMP 960 mg tablets', aliases: ['SMZ TMP DS', 'SMZ-TMP double strength', 'SMZ TMP 960'], markets: ['US'], audience: 'human-rx', unit: 'tablet', route: 'oral', actives: [{ drug: 'sulfamethoxazole', mg: 800 }, { drug: 'trimethoprim', mg: 160 }], source: 'equine-oral-antibiotics' },
  // Ceftiofur, penicillin, aminoglycoside, tetracyclines, fluoroquinolone, others
  { id: 'naxcel', name: 'Naxcel', aliases: ['Naxcel sterile powder', 'Naxcel injection'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'ceftiofur', mg: 50 }], label: { species: ['horse', 'dog'], statements: [] }, source: 'merck-cephalosporin-doses', ref: 'ceftiofur sodium, 50 mg/mL once reconstituted' },
  { id: 'excede', name: 'Excede', aliases: ['Excede for horses', 'Excede 200', 'Excede sterile suspension'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'ceftiofur', mg: 200 }], label: { species: H, statements: [] }, source: 'merck-cephalosporin-doses', ref: 'ceftiofur crystalline free acid 200 mg/mL' },
  { id: 'penicillin-g-procaine', name: 'Penicillin G Procaine Injectable Suspension', aliases: ['Pen G procaine injection', 'Procaine penicillin injection for horses'], markets: ['US'], audience: 'livestock', unit: 'mL', route: 'injectable', actives: [{ drug: 'procaine penicillin' }], source: 'giguere-equine-antimicrobials' },
  { id: 'gentamicin-100', name: 'Gentamicin Sulfate Solution 100 mg per mL', aliases: ['Gentamicin 100 injection', 'Gentamicin sulfate 100'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'gentamicin', mg: 100 }], label: { species: H, statements: [] }, source: 'giguere-equine-antimicrobials', ref: 'US 100 mg/mL equine labels are for infusion into the uterus of mares, 2–2.5 g a day for 3–5 days (cfr-gentamicin-uterine)' },
  { id: 'oxytetracycline-200', name: 'Oxytetracycline Injection 200 mg per mL', aliases: ['Oxytetracycline 200', 'Oxytet 200'], markets: ['US'], audience: 'livestock', unit: 'mL', route: 'injectable', actives: [{ drug: 'oxytetracycline', mg: 200 }], source: 'giguere-equine-antimicrobials' },
  { id: 'doxycycline-100-tablets', name: 'Doxycycline Hyclate 100 mg tablets', aliases: ['Doxycycline 100 mg tablets'], markets: ['US'], audience: 'human-rx', unit: 'tablet', route: 'oral', actives: [{ drug: 'doxycycline', mg: 100 }], source: 'giguere-equine-antimicrobials' },
  { id: 'baytril-100', name: 'Baytril 100', aliases: ['Baytril 100 injectable', 'Baytril 100 injection'], markets: ['US'], audience: 'livestock', unit: 'mL', route: 'injectable', actives: [{ drug: 'enrofloxacin', mg: 100 }], source: 'giguere-equine-antimicrobials', ref: 'cattle and swine label, given to horses off label' },
  { id: 'eprinex-pour-on', name: 'Eprinex Pour-On', aliases: ['Eprinex', 'Eprinex Pour-On for cattle', 'Eprinex pour on', 'Eprinomectin pour-on'], markets: ['US', 'UK'], audience: 'livestock', unit: 'mL', route: 'topical', actives: [{ drug: 'eprinomectin', mg: 5 }], source: 'cfr-eprinomectin-pour-on', ref: '21 CFR 524.814: cattle pour-on, 5 mg per mL, 1 mL per 10 kg (0.5 mg/kg)' },
  { id: 'micotil-300', name: 'Micotil 300', aliases: ['Micotil', 'Micotil 300 injection', 'Micotil injection', 'Tilmicosin injection 300 mg/mL'], markets: ['US', 'UK'], audience: 'livestock', unit: 'mL', route: 'injectable', actives: [{ drug: 'tilmicosin', mg: 300 }], source: 'dailymed-micotil', ref: 'NADA 140-929; for cattle and sheep only (species-rules-livestock.ts)' },
  { id: 'metronidazole-500', name: 'Metronidazole 500 mg tablets', aliases: ['Metronidazole 500 mg'], markets: ['US', 'UK'], audience: 'human-rx', unit: 'tablet', route: 'oral', actives: [{ drug: 'metronidazole', mg: 500 }], source: 'equine-oral-antibiotics' },
  { id: 'rifampin-300', name: 'Rifampin 300 mg capsules', aliases: ['Rifampicin 300 mg capsules', 'Rifampin 300 mg'], markets: ['US', 'UK'], audience: 'human-rx', unit: 'capsule', route: 'oral', actives: [{ drug: 'rifampin', mg: 300 }], source: 'giguere-equine-antimicrobials' },

  // ---- Sedatives and anaesthetics
  { id: 'dormosedan', name: 'Dormosedan', aliases: ['Dormosedan injection'], markets: ['US', 'CA'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'detomidine', mg: 10 }], label: { species: H, minAgeWeeks: 52, minKind: 'precaution', statements: [
    ...DETOMIDINE_NO,
    c({ condition: 'breeding' }, 'The Dormosedan label says not to use it in breeding animals.'),
  ] }, source: 'label-dormosedan', ref: '21 CFR 522.536' },
  { id: 'dormosedan-gel', name: 'Dormosedan Gel', aliases: ['Dormosedan oromucosal gel', 'Dormosedan Gel 3 mL'], markets: ['US', 'CA'], audience: 'equine', unit: 'syringe', route: 'transmucosal', actives: [{ drug: 'detomidine', mg: 22.8 }], syringe: { treatsKg: 570 }, fillMl: 3, label: { species: H, minAgeWeeks: 52, minKind: 'precaution', statements: [
    ...DETOMIDINE_NO,
    c({ condition: 'liver' }, 'The Dormosedan Gel label says not to use it in horses with liver disease.'),
  ] }, source: 'label-dormosedan', ref: '21 CFR 529.536 (7.6 mg/mL, 3 mL syringe, 0.04 mg/kg)' },
  { id: 'domosedan', name: 'Domosedan', aliases: ['Domosedan injection'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'detomidine', mg: 10 }], label: { species: H, statements: DOMOSEDAN_NO }, source: 'spc-domosedan', ref: 'NOAH -459368' },
  { id: 'domidine', name: 'Domidine', aliases: ['Domidine injection'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'detomidine', mg: 10 }], label: { species: H, statements: [
    ...DETOMIDINE_NO.slice(0, 2),
    c({ condition: 'liver' }, 'The Domidine label says not to use it in animals with liver insufficiency.'),
    c({ condition: 'kidney' }, 'The Domidine label says not to use it in animals with kidney failure.'),
    c({ condition: 'dehydration' }, 'The Domidine label says not to use it in dehydrated animals.'),
    c({ condition: 'diabetes' }, 'The Domidine label says not to use it in animals with diabetes.'),
  ] }, source: 'spc-domidine', ref: 'Domidine 10 mg/ml solution for injection for horses and cattle' },
  { id: 'detomidine-injectable-10', name: 'Detomidine Hydrochloride Injectable', aliases: ['Detomidine injection 10 mg per mL', 'Detomidine HCl injectable'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'detomidine', mg: 10 }], label: { species: H, minAgeWeeks: 52, minKind: 'precaution', statements: [] }, source: 'label-dormosedan', ref: 'generic detomidine 10 mg/mL for yearlings and adult horses' },
  { id: 'domosedan-gel', name: 'Domosedan Gel', aliases: ['Domosedan oromucosal gel'], markets: ['UK', 'EU'], audience: 'equine', unit: 'syringe', route: 'transmucosal', actives: [{ drug: 'detomidine', mg: 22.8 }], syringe: { treatsKg: 570 }, fillMl: 3, label: { species: H, statements: DOMOSEDAN_NO.slice(0, 3) }, source: 'spc-domosedan', ref: 'Domosedan Gel 7.6 mg/ml, 40 mcg/kg, 0.25 mL steps up to 3 mL' },
  { id: 'sedivet', name: 'Sedivet', aliases: ['Sedivet injection'], markets: ['US', 'UK'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'romifidine', mg: 10 }], label: { species: H, statements: [] }, source: 'label-sedivet', ref: '21 CFR 522.2076' },
  { id: 'anased-100', name: 'AnaSed 100 Injection', aliases: ['AnaSed 100', 'AnaSed large animal'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'xylazine', mg: 100 }], label: { species: H, statements: [] }, source: 'cfr-xylazine', ref: '21 CFR 522.2662' },
  { id: 'rompun-100', name: 'Rompun 100', aliases: ['Rompun large animal', 'Rompun 100 injection'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'xylazine', mg: 100 }], label: { species: H, statements: [] }, source: 'cfr-xylazine', ref: '21 CFR 522.2662' },
  { id: 'promace-injectable', name: 'PromAce Injectable', aliases: ['PromAce injection'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'acepromazine', mg: 10 }], label: { species: ['horse', 'dog', 'cat'], statements: [ACE_STALLION] }, source: 'cfr-acepromazine', ref: '21 CFR 522.23' },
  { id: 'acepromazine-10-injection', name: 'Acepromazine Maleate Injection 10 mg per mL', aliases: ['Ace injection for horses'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'acepromazine', mg: 10 }], label: { species: ['horse', 'dog', 'cat'], statements: [ACE_STALLION] }, source: 'cfr-acepromazine', ref: '21 CFR 522.23' },
  { id: 'torbugesic', name: 'Torbugesic', aliases: ['Torbugesic injection'], markets: ['US', 'UK'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'butorphanol', mg: 10 }], label: { species: H, minAgeWeeks: 52, minKind: 'contraindication', statements: [
    c({ condition: 'breeding' }, 'The Torbugesic label says it has not been studied in breeding horses and should not be used in them.', 'Medium'),
  ] }, source: 'label-torbugesic-equine', ref: '21 CFR 522.246; US equine label: colic pain in adult horses and yearlings, not in breeding horses, weanlings or foals (label-dolorex-us)' },
  { id: 'dolorex', name: 'Dolorex', aliases: ['Dolorex injection', 'Dolorex vet'], markets: ['UK', 'EU', 'US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'butorphanol', mg: 10 }], label: { species: H, minAgeWeeks: 52, minKind: 'contraindication', statements: [
    c({ condition: 'breeding' }, 'The Dolorex label says it has not been studied in breeding horses and should not be used in them.', 'Medium'),
  ] }, source: 'label-dolorex-us', ref: 'vetisearch 42183 (2.5–5 mL per 500 kg at 0.05–0.1 mg/kg); US label: adult horses and yearlings' },
  { id: 'butador', name: 'Butador', aliases: ['Butador injection'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'butorphanol', mg: 10 }], label: { species: ['horse', 'dog', 'cat'], statements: [p({ condition: 'asthma' }, 'The Butador label advises care in horses with respiratory disease and much mucus: butorphanol suppresses coughing, so mucus can build up in the airways.')] }, source: 'spc-butorphanol-equine', ref: 'vetisearch 88190' },
  { id: 'butorgesic', name: 'Butorgesic', aliases: ['Butorgesic injection'], markets: ['AU'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'butorphanol', mg: 10 }], source: 'spc-butorphanol-equine', ref: '1 mL per 100 kg at 0.1 mg/kg' },
  { id: 'sedaxylan', name: 'Sedaxylan', aliases: ['Sedaxylan vet', 'Sedaxylan 20 mg per ml'], markets: ['UK', 'EU'], audience: 'veterinary', unit: 'mL', route: 'injectable', actives: [{ drug: 'xylazine', mg: 20 }], label: { species: ['horse', 'dog', 'cat'], statements: [
    c({ condition: 'pregnancy' }, 'The Sedaxylan label says not to use it in the later stages of pregnancy.'),
    c({ condition: 'gi-obstruction' }, 'The Sedaxylan label says not to use it in animals with an oesophageal obstruction or a twisted stomach, as it relaxes the gut and can cause vomiting.'),
    c({ condition: 'kidney' }, 'The Sedaxylan label says not to use it in animals with reduced kidney function.'),
    c({ condition: 'liver' }, 'The Sedaxylan label says not to use it in animals with reduced liver function.'),
    c({ condition: 'heart-disease' }, 'The Sedaxylan label says not to use it in animals with heart abnormalities.'),
    c({ condition: 'asthma' }, 'The Sedaxylan label says not to use it in animals with breathing problems.'),
    c({ condition: 'hypotension' }, 'The Sedaxylan label says not to use it in animals with low blood pressure or in shock.'),
    c({ condition: 'diabetes' }, 'The Sedaxylan label says not to use it in diabetic animals.'),
    p({ condition: 'laminitis' }, 'The Sedaxylan label asks for care in horses prone to laminitis.'),
  ] }, source: 'spc-sedaxylan', ref: 'vetisearch 43467 (dogs 1–2 mg/kg = 0.5–1 mL per 10 kg); not in foals under 2 weeks or puppies and kittens under 6 weeks' },
  { id: 'xylazine-100-au', name: 'Xylazine 100 Injection', aliases: ['Xylazine 100 mg per mL injection'], markets: ['AU'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'xylazine', mg: 100 }], label: { species: H, statements: [c({ condition: 'gi-obstruction' }, 'The label says not to use xylazine in obstructive colic or ileus, because it slows the gut further.')] }, source: 'spc-xylazine-equine', ref: 'avet Xylazine 100 mg/mL' },
  { id: 'ketaset', name: 'Ketaset', aliases: ['Ketaset injection'], markets: ['US', 'UK'], audience: 'veterinary', unit: 'mL', route: 'injectable', actives: [{ drug: 'ketamine', mg: 100 }], label: { species: ['dog', 'cat', 'horse'], statements: [
    c({ condition: 'liver' }, 'The Ketaset label says not to use it in animals with reduced liver function, as the liver breaks ketamine down.'),
    c({ condition: 'kidney' }, 'The Ketaset label says not to use it in animals with reduced kidney function, as ketamine leaves the body through the kidneys.'),
  ] }, source: 'spc-ketaset', ref: 'NOAH Ketaset: not the sole anaesthetic in horses or dogs' },

  // ---- Stomach and gut
  { id: 'gastrogard', name: 'GastroGard', aliases: ['GastroGard paste', 'GastroGard oral paste', 'Gastrogard omeprazole'], markets: ['US', 'CA', 'UK', 'EU'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'omeprazole', mg: 2280 }], syringe: { treatsKg: 568 }, label: { species: H, minAgeWeeks: 4, minKind: 'precaution', statements: [
    OMEPRAZOLE_PREGNANCY,
    p({ condition: 'lactation' }, 'The GastroGard label says its safety in nursing mares has not been established.', 'Low'),
  ] }, source: 'label-gastrogard', ref: '2.28 g omeprazole per syringe; one syringe doses 1,250 lb (568 kg) at 4 mg/kg' },
  { id: 'ulcergard', name: 'UlcerGard', aliases: ['UlcerGard paste', 'UlcerGard oral paste'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'omeprazole', mg: 2280 }], label: { species: H, minKg: 272, minKind: 'precaution', statements: [OMEPRAZOLE_PREGNANCY] }, source: 'label-ulcergard', ref: '2.28 g per syringe, four daily doses of 1 mg/kg for a 600–1,200 lb horse' },
  { id: 'equinor', name: 'Equinor', aliases: ['Equinor oral paste', 'Equinor omeprazole'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'omeprazole', mg: 370 }], label: { species: H, minAgeWeeks: 4, minKg: 70, minKind: 'precaution', statements: [] }, source: 'spc-equinor', ref: 'Equinor 370 mg/g oral paste (per g)' },
  { id: 'gastrozol', name: 'Gastrozol', aliases: ['Gastrozol Daily', 'Gastrozol oral paste'], markets: ['AU', 'NZ'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'omeprazole' }], source: 'spc-equinor', ref: 'https://nz.virbac.com/gastro' },
  { id: 'peptizole', name: 'Peptizole', aliases: ['Peptizole omeprazole paste'], markets: ['US', 'UK'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'omeprazole' }], label: { species: H, minAgeWeeks: 4, minKg: 70, minKind: 'precaution', statements: [
    p({ condition: 'pregnancy' }, 'The Peptizole label says its safety in pregnant mares has not been assessed.', 'Low'),
    p({ condition: 'lactation' }, 'The Peptizole label says its safety in nursing mares has not been assessed.', 'Low'),
  ] }, source: 'spc-peptizole', ref: 'Peptizole 370 mg/g oral paste (NOAH -471284)' },
  { id: 'sucralfate-1g', name: 'Sucralfate 1 g tablets', aliases: ['Sucralfate 1 gram tablets'], markets: ['US', 'UK'], audience: 'human-rx', unit: 'tablet', route: 'oral', actives: [{ drug: 'sucralfate', mg: 1000 }], source: 'plumbs' },
  { id: 'ranitidine-150', name: 'Ranitidine 150 mg tablets', aliases: ['Ranitidine 150 mg'], markets: ['US', 'UK'], audience: 'human-otc', unit: 'tablet', route: 'oral', actives: [{ drug: 'ranitidine', mg: 150 }], source: 'plumbs' },

  // ---- Airways and corticosteroids
  { id: 'ventipulmin-us', name: 'Ventipulmin Syrup 72.5 mcg per mL', aliases: ['Ventipulmin US', 'Ventipulmin syrup 72.5'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'clenbuterol', mg: 0.0725 }], label: { species: H, statements: [
    c({ condition: 'late-pregnancy' }, 'The Ventipulmin label says not to use it in mares near term: clenbuterol relaxes the womb and blocks labour contractions.'),
    c({ condition: 'heart-disease' }, 'The Ventipulmin label says not to use it in horses with suspected heart or circulation problems, as it can race the heart.'),
  ] }, source: 'label-ventipulmin', ref: 'clenbuterol HCl 72.5 mcg/mL' },
  { id: 'ventipulmin-uk', name: 'Ventipulmin Syrup 25 micrograms per mL', aliases: ['Ventipulmin UK', 'Ventipulmin syrup 25'], markets: ['UK', 'CA'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'clenbuterol', mg: 0.025 }], label: { species: H, statements: [
    c({ condition: 'heart-disease' }, 'The Ventipulmin label says not to use it in horses with known heart disease.'),
    p({ condition: 'pregnancy' }, 'The Ventipulmin label says to stop it by the expected foaling date, because it can stop labour contractions.'),
  ] }, source: 'label-ventipulmin', ref: 'NOAH -447899' },
  { id: 'aservo-equihaler', name: 'Aservo EquiHaler', aliases: ['Aservo', 'Aservo inhaler', 'Aservo EquiHaler ciclesonide'], markets: ['US', 'UK', 'EU'], audience: 'equine', unit: 'spray', route: 'inhaled', actives: [{ drug: 'ciclesonide', mg: 0.343 }], label: { species: H, minKg: 200, minKind: 'precaution', statements: [
    p({ condition: 'pregnancy' }, 'The Aservo label says its safety in pregnant mares has not been evaluated; corticosteroids late in pregnancy can bring on early foaling.'),
    p({ condition: 'lactation' }, 'The Aservo label says its safety in nursing mares has not been evaluated.', 'Low'),
    p({ condition: 'serious-infection' }, 'The Aservo label warns that a corticosteroid can worsen an existing infection; infection should be ruled out first.'),
    p({ condition: 'cushings' }, 'The Aservo label asks for care in horses with PPID (equine Cushing’s disease).'),
    p({ condition: 'heart-failure' }, 'The Aservo label asks for care in horses with congestive heart failure.', 'Low'),
    p({ condition: 'kidney' }, 'The Aservo label asks for care in horses with chronic kidney inflammation.', 'Low'),
  ] }, source: 'label-aservo', ref: 'NOAH -475907 (343 mcg ciclesonide per actuation)' },
  { id: 'dexamethasone-2-injection', name: 'Dexamethasone Solution 2 mg per mL', aliases: ['Azium Solution'], markets: ['US'], audience: 'veterinary', unit: 'mL', route: 'injectable', actives: [{ drug: 'dexamethasone', mg: 2 }], label: { species: ['dog', 'cat', 'horse'], statements: [
    p({ condition: 'pregnancy' }, 'The dexamethasone label warns that corticosteroids given in the last third of pregnancy can start labour early, with difficult birth, dead young and a retained afterbirth.'),
    c({ condition: 'kidney' }, 'The dexamethasone label says not to use it, except in an emergency, in animals with chronic kidney inflammation (nephritis).', 'Medium'),
    c({ condition: 'cushings' }, 'The dexamethasone label says not to use it, except in an emergency, in animals with Cushing’s disease.', 'Medium'),
    c({ condition: 'gi-ulcer' }, 'The dexamethasone label says not to use it, except in an emergency, in animals with stomach ulcers.', 'Medium'),
    p({ condition: 'heart-failure' }, 'The dexamethasone label names congestive heart failure as a reason for care.'),
    p({ condition: 'diabetes' }, 'The dexamethasone label names diabetes as a reason for care.'),
    p({ condition: 'serious-infection' }, 'The dexamethasone label warns that its anti-inflammatory action can hide the signs of an infection.', 'Low'),
  ] }, source: 'label-dexamethasone-us', ref: 'US dexamethasone 2 mg/mL injection labels (Azium and generics)' },
  { id: 'prednisolone-20-tablets', name: 'Prednisolone 20 mg tablets', aliases: ['Prednisolone 20 mg'], markets: ['US'], audience: 'human-rx', unit: 'tablet', route: 'oral', actives: [{ drug: 'prednisolone', mg: 20 }], source: 'plumbs' },

  // ---- Hormones, joints, bone, nerves and muscles
  { id: 'prascend', name: 'Prascend', aliases: ['Prascend 1 mg tablets', 'Prascend tablets'], markets: ['US', 'CA', 'UK', 'EU'], audience: 'equine', unit: 'tablet', route: 'oral', actives: [{ drug: 'pergolide', mg: 1 }], label: { species: H, minAgeWeeks: 104, minKind: 'contraindication', statements: NOT_EVALUATED_BREEDING('Prascend') }, source: 'label-prascend', ref: 'NOAH Prascend 1 mg tablets for horses' },
  { id: 'pergoquin', name: 'Pergoquin', aliases: ['Pergoquin 1 mg', 'Pergoquin tablets'], markets: ['UK', 'EU'], audience: 'equine', unit: 'tablet', route: 'oral', actives: [{ drug: 'pergolide', mg: 1 }], label: { species: H, minAgeWeeks: 104, minKind: 'contraindication', statements: [] }, source: 'spc-pergolide-generics', ref: 'VMD AN 03019/2023' },
  { id: 'pergocoat-1', name: 'Pergocoat 1 mg', aliases: ['Pergocoat 1 mg tablets'], markets: ['UK', 'EU'], audience: 'equine', unit: 'tablet', route: 'oral', actives: [{ drug: 'pergolide', mg: 1 }], label: { species: H, minAgeWeeks: 104, minKind: 'contraindication', statements: [] }, source: 'spc-pergolide-generics' },
  { id: 'pergocoat-0-5', name: 'Pergocoat 0.5 mg', aliases: ['Pergocoat 0.5 mg tablets'], markets: ['UK', 'EU'], audience: 'equine', unit: 'tablet', route: 'oral', actives: [{ drug: 'pergolide', mg: 0.5 }], label: { species: H, minAgeWeeks: 104, minKind: 'contraindication', statements: [] }, source: 'spc-pergolide-generics' },
  { id: 'prasequine', name: 'Prasequine', aliases: ['Prasequine 1 mg', 'Prasequin vet'], markets: ['EU'], audience: 'equine', unit: 'tablet', route: 'oral', actives: [{ drug: 'pergolide', mg: 1 }], label: { species: H, minAgeWeeks: 104, minKind: 'contraindication', statements: [] }, source: 'spc-pergolide-generics', ref: 'HPRA Prasequine 1 mg tablets for horses' },
  { id: 'pala-tech-thyroid', name: 'Pala-Tech Equine Thyroid Supplement', aliases: ['Equine Thyroid Supplement'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'levothyroxine' }], label: { species: H, statements: THYROXINE_CARE }, source: 'label-thyro-l', ref: '0.22% levothyroxine powder, about 12 mg per 5.5 g scoop' },
  { id: 'thyro-l', name: 'Thyro-L', aliases: ['Thyro-L powder', 'Thyro L'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'levothyroxine', mg: 2.4 }], label: { species: H, statements: THYROXINE_CARE }, source: 'label-thyro-l', ref: '0.22% powder: 12 mg per level teaspoon (5 mL), 36 mg per tablespoon' },
  { id: 'thyrovet-powder', name: 'ThyroVet Powder', aliases: ['ThyroVet'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'levothyroxine', mg: 2.4 }], label: { species: H, statements: THYROXINE_CARE }, source: 'label-thyro-l', ref: '0.22% powder: 12 mg per teaspoon (5 mL)' },
  { id: 'regu-mate', name: 'Regu-Mate', aliases: ['Regumate', 'Regu-Mate Solution', 'Regu-Mate 0.22%'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'altrenogest', mg: 2.2 }], label: { species: H, statements: [] }, source: 'label-regu-mate', ref: 'NADA 131-310' },
  { id: 'regumate-equine', name: 'Regumate Equine', aliases: ['Regumate Equine oral solution'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'altrenogest', mg: 2.2 }], label: { species: H, statements: [] }, source: 'label-regu-mate', ref: 'VMD AN 00299/2020' },
  { id: 'adequan-im', name: 'Adequan i.m.', aliases: ['Adequan IM', 'Adequan equine', 'Adequan i.m. 500 mg'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'polysulfated glycosaminoglycan', mg: 100 }], label: { species: H, statements: NOT_EVALUATED_BREEDING('Adequan i.m.') }, source: 'label-adequan-im', ref: '500 mg per 5 mL; no known contraindications' },
  { id: 'adequan-ia', name: 'Adequan i.a.', aliases: ['Adequan IA', 'Adequan intra-articular'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'polysulfated glycosaminoglycan', mg: 250 }], source: 'label-adequan-im', ref: '250 mg vial for injection into a joint' },
  { id: 'legend', name: 'Legend', aliases: ['Legend injectable solution', 'Legend HA', 'Legend 4 mL'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'hyaluronate sodium', mg: 10 }], label: { species: H, statements: [] }, source: 'label-legend', ref: '10 mg/mL; 4 mL (40 mg) intravenously' },
  { id: 'legend-multi-dose', name: 'Legend Multi Dose', aliases: ['Legend Multi Dose 20 mL'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'hyaluronate sodium', mg: 10 }], label: { species: H, statements: [] }, source: 'label-legend' },
  { id: 'hyonate', name: 'Hyonate', aliases: ['Hyonate injection'], markets: ['US', 'UK'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'hyaluronate sodium', mg: 10 }], label: { species: H, statements: [] }, source: 'spc-hyonate', ref: 'Hyonate 10 mg/ml: 4 mL into a vein or 2 mL into a joint weekly for 3 doses; contraindications none known' },
  { id: 'hylartil', name: 'Hylartil', aliases: ['Hylartil vet'], markets: ['UK', 'EU'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'hyaluronate sodium', mg: 10 }], label: { species: H, statements: [] }, source: 'spc-hylartil', ref: 'Hylartil Vet: 20 mg sodium hyaluronate per 2 mL syringe; contraindications none' },
  { id: 'osphos', name: 'Osphos', aliases: ['Osphos injection', 'Osphos clodronate'], markets: ['US', 'UK', 'EU'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'clodronate', mg: 60 }], label: { species: H, minAgeWeeks: 208, minKind: 'contraindication', statements: [
    c({ condition: 'kidney' }, 'The Osphos label says not to use it in horses with poor kidney function: bisphosphonates leave the body through the kidneys.'),
  ] }, source: 'label-osphos', ref: '21 CFR 522.454; NOAH -469338' },
  { id: 'tildren', name: 'Tildren', aliases: ['Tildren 500 mg', 'Tildren tiludronate'], markets: ['US', 'UK', 'EU'], audience: 'equine', unit: 'mL', route: 'injectable', actives: [{ drug: 'tiludronate', mg: 20 }], fillMl: 25, label: { species: H, minAgeWeeks: 156, minKind: 'contraindication', statements: [
    c({ condition: 'kidney' }, 'The Tildren label says not to use it in horses with poor kidney function or a history of kidney disease.'),
    p({ condition: 'heart-disease' }, 'The Tildren label asks for care and a slower drip in horses with heart disorders, because it lowers blood calcium.'),
    p({ condition: 'dehydration' }, 'The Tildren label says the horse should be well hydrated before the infusion, as the drug can harm the kidneys.'),
  ] }, source: 'label-tildren', ref: '500 mg vial made up to 20 mg/mL' },
  { id: 'marquis', name: 'Marquis', aliases: ['Marquis paste', 'Marquis antiprotozoal oral paste', 'Marquis ponazuril'], markets: ['US'], audience: 'equine', unit: 'syringe', route: 'oral', actives: [{ drug: 'ponazuril', mg: 19050 }], syringe: { treatsKg: 3810 }, label: { species: H, statements: NOT_EVALUATED_BREEDING('Marquis') }, source: 'label-marquis', ref: '127 g of 150 mg/g paste; one syringe treats a 1,200 lb horse for 7 days at 5 mg/kg' },
  { id: 'protazil', name: 'Protazil', aliases: ['Protazil pellets', 'Protazil diclazuril'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'diclazuril' }], label: { species: H, statements: NOT_EVALUATED_BREEDING('Protazil') }, source: 'label-protazil', ref: '21 CFR 520.606 (1.56% pellets, measured by volume)' },
  { id: 'rebalance', name: 'ReBalance', aliases: ['ReBalance oral suspension', 'ReBalance antiprotozoal'], markets: ['US'], audience: 'equine', unit: 'mL', route: 'oral', actives: [{ drug: 'sulfadiazine', mg: 250 }, { drug: 'pyrimethamine', mg: 12.5 }], label: { species: H, statements: [] }, source: 'label-rebalance', ref: 'NADA 141-240; sulfadiazine 250 mg and pyrimethamine 12.5 mg per mL' },
  { id: 'isoxsuprine-20', name: 'Isoxsuprine 20 mg tablets', aliases: ['Isoxsuprine HCl 20 mg tablets'], markets: ['US'], audience: 'human-rx', unit: 'tablet', route: 'oral', actives: [{ drug: 'isoxsuprine', mg: 20 }], source: 'plumbs' },
  { id: 'acetazolamide-250', name: 'Acetazolamide 250 mg tablets', aliases: ['Acetazolamide 250 mg'], markets: ['US', 'UK'], audience: 'human-rx', unit: 'tablet', route: 'oral', actives: [{ drug: 'acetazolamide', mg: 250 }], source: 'equine-hypp-acetazolamide' },
  { id: 'dantrolene-100', name: 'Dantrolene 100 mg capsules', aliases: ['Dantrium 100 mg capsules', 'Dantrolene sodium 100 mg'], markets: ['US', 'UK'], audience: 'human-rx', unit: 'capsule', route: 'oral', actives: [{ drug: 'dantrolene', mg: 100 }], source: 'mckenzie-dantrolene-horses' },
];
