import { drugs } from './catalogue-entry';

// Cat group: gastrointestinal, liver, thyroid, diabetes, kidney and urinary drugs.

export const CAT_GI_ENDOCRINE = [
  // source: FDA-approved labels (Cerenia, Mirataz, Elura, Laxatone); Plumb's
  ...drugs('gastrointestinal', [
    ['Maropitant', 'Cerenia', ['1 mg/kg SC/IV/orally once daily']],
    ['Ondansetron', 'Zofran', ['0.5–1 mg/kg every 12 hours']],
    ['Metoclopramide', 'Reglan', ['0.2–0.5 mg/kg every 8 hours']],
    ['Famotidine', 'Pepcid', ['0.5–1 mg/kg once or twice daily']],
    ['Omeprazole', 'Prilosec', ['1 mg/kg twice daily']],
    ['Sucralfate', 'Carafate', ['250 mg every 8–12 hours']],
    [
      'Mirtazapine',
      'Mirataz, Remeron',
      ['1.5-inch ribbon on the ear once daily', '1.88 mg orally every 48 hours'],
    ],
    ['Capromorelin', 'Elura', ['2 mg/kg once daily']],
    ['Cisapride', 'Propulsid (compounded)', ['2.5–5 mg every 8–12 hours']],
    ['Lactulose', 'Enulose', ['0.5 mL/kg every 8–12 hours']],
    ['Polyethylene glycol 3350', 'MiraLAX', ['1/8–1/4 tsp twice daily in food']],
    ['Psyllium', 'Metamucil (plain)', ['1–4 tsp with food once or twice daily']],
    [
      'Hairball laxative (petrolatum)',
      'Laxatone, Cat Lax',
      ['1 inch daily for 2–3 days, then 1–2 times weekly'],
    ],
    ['Pancrelipase', 'Viokase-V, Pancrezyme', ['1/2 tsp powder per meal']],
  ]),
  // source: Plumb's
  ...drugs('liver', [
    ['Ursodiol', 'Actigall', ['10–15 mg/kg once daily']],
    ['S-Adenosylmethionine', 'Denosyl, Denamarin', ['20 mg/kg once daily on an empty stomach']],
  ]),
  // source: FDA-approved label (Felimazole); EMA label (Vidalta); ISFM hyperthyroidism guidelines
  ...drugs('thyroid', [
    [
      'Methimazole',
      'Felimazole, Tapazole',
      ['2.5 mg twice daily', '2.5 mg transdermal gel on the ear twice daily'],
    ],
    ['Carbimazole', 'Vidalta', ['15 mg once daily (modified release)']],
    ['Radioactive iodine (I-131)', 'Sodium iodide I-131', ['2–6 mCi SC once']],
    ['Levothyroxine', 'Thyro-Tabs, Soloxine', ['0.05–0.1 mg once daily']],
  ]),
  // source: FDA-approved labels (ProZinc, Vetsulin, Senvelgo, Bexacat); AAHA diabetes guidelines
  ...drugs('diabetes', [
    ['Insulin glargine', 'Lantus', ['0.25–0.5 IU/kg twice daily (start)']],
    ['Protamine zinc insulin', 'ProZinc', ['0.2–0.7 IU/kg twice daily (start)']],
    ['Porcine lente insulin', 'Vetsulin, Caninsulin', ['1–2 IU twice daily (start)']],
    ['Insulin detemir', 'Levemir', ['0.25–0.5 IU/kg twice daily']],
    ['Velagliflozin', 'Senvelgo', ['1 mg/kg once daily']],
    ['Bexagliflozin', 'Bexacat', ['15 mg tablet once daily']],
    ['Glipizide', 'Glucotrol', ['2.5 mg twice daily, then 5 mg twice daily']],
  ]),
  // source: IRIS treatment recommendations; Epakitin label; Plumb's
  ...drugs('kidney', [
    ['Potassium gluconate', 'Tumil-K, Renal K+', ['2–4 mEq daily, divided']],
    ['Aluminum hydroxide', 'Amphojel', ['30–100 mg/kg/day with meals']],
    ['Calcium carbonate/Chitosan', 'Epakitin', ['1 g per 5 kg twice daily with food']],
    ['Calcitriol', 'Rocaltrol', ['2.5 ng/kg once daily']],
    ['Darbepoetin', 'Aranesp', ['1 mcg/kg SC weekly']],
    ['Subcutaneous fluids (LRS)', "Lactated Ringer's", ['100–150 mL SC every 1–3 days']],
  ]),
  // source: Plumb's; AAFP feline idiopathic cystitis guidance
  ...drugs('urinary', [
    ['Prazosin', 'Minipress', ['0.25–0.5 mg every 12–24 hours']],
    ['Phenoxybenzamine', 'Dibenzyline', ['2.5–7.5 mg once or twice daily']],
    ['Bethanechol', 'Urecholine', ['1.25–5 mg every 8 hours']],
  ]),
];
