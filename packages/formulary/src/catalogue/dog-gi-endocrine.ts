import { drugs } from './catalogue-entry';

// Dog group: gastrointestinal, liver, endocrine, urinary, kidney and respiratory drugs.

export const DOG_GI_ENDOCRINE = [
  // source: FDA-approved labels (Cerenia, Entyce); Plumb's Veterinary Drug Handbook
  ...drugs('gastrointestinal', [
    [
      'Maropitant',
      'Cerenia',
      ['1 mg/kg SC once daily', '2 mg/kg orally once daily', '8 mg/kg orally (motion sickness)'],
    ],
    ['Ondansetron', 'Zofran', ['0.5–1 mg/kg every 8–12 hours']],
    ['Metoclopramide', 'Reglan', ['0.2–0.5 mg/kg every 8 hours', '1–2 mg/kg/day CRI']],
    ['Famotidine', 'Pepcid', ['0.5–1 mg/kg twice daily', '10 mg tablet']],
    ['Omeprazole', 'Prilosec', ['1 mg/kg twice daily']],
    ['Esomeprazole', 'Nexium', ['1 mg/kg once or twice daily']],
    ['Pantoprazole', 'Protonix', ['1 mg/kg IV once or twice daily']],
    ['Sucralfate', 'Carafate', ['0.5–1 g every 8 hours']],
    ['Misoprostol', 'Cytotec', ['2–5 mcg/kg every 8–12 hours']],
    ['Sulfasalazine', 'Azulfidine', ['10–30 mg/kg every 8–12 hours']],
    ['Cisapride', 'Propulsid (compounded)', ['0.1–0.5 mg/kg every 8–12 hours']],
    ['Dimenhydrinate', 'Dramamine', ['4–8 mg/kg every 8 hours']],
    ['Meclizine', 'Antivert, Bonine', ['12.5–25 mg once daily (by size)']],
    ['Capromorelin', 'Entyce', ['3 mg/kg once daily']],
    ['Mirtazapine', 'Remeron', ['0.5–1 mg/kg once daily']],
    ['Pancrelipase', 'Viokase-V, Pancrezyme', ['1–2 tsp powder per meal']],
    ['Psyllium', 'Metamucil (plain)', ['1 tsp per 5–10 kg with food']],
  ]),
  // source: Plumb's
  ...drugs('liver', [
    ['Ursodiol', 'Actigall', ['10–15 mg/kg once daily']],
    ['Lactulose', 'Enulose', ['0.5 mL/kg every 8 hours']],
    ['S-Adenosylmethionine', 'Denosyl, Denamarin', ['20 mg/kg once daily on an empty stomach']],
  ]),
  // source: FDA-approved labels (Thyro-Tabs Canine, ThyroKare, Leventa)
  ...drugs('thyroid', [
    ['Levothyroxine', 'Thyro-Tabs, ThyroKare, Soloxine', ['0.022 mg/kg once or twice daily']],
  ]),
  // source: FDA-approved labels (Vetoryl, Percorten-V, Zycortal); Plumb's
  ...drugs('endocrine', [
    ['Trilostane', 'Vetoryl', ['1–2 mg/kg once daily with food']],
    ['Mitotane', 'Lysodren', ['25 mg/kg twice daily (induction)']],
    ['Desoxycorticosterone pivalate', 'Percorten-V, Zycortal', ['2.2 mg/kg SC/IM every 25 days']],
    ['Fludrocortisone', 'Florinef', ['0.01–0.02 mg/kg once daily']],
    [
      'Desmopressin',
      'DDAVP',
      ['1–4 drops in the eye once or twice daily', '0.05–0.1 mg orally twice daily'],
    ],
  ]),
  // source: Vetsulin label; AAHA Diabetes Management Guidelines (2018)
  ...drugs('diabetes', [
    ['Porcine lente insulin', 'Vetsulin, Caninsulin', ['0.5 IU/kg once daily with food (start)']],
    ['NPH insulin', 'Humulin N, Novolin N', ['0.25–0.5 IU/kg twice daily']],
    ['Insulin detemir', 'Levemir', ['0.1 IU/kg twice daily']],
  ]),
  // source: FDA-approved labels (Proin, Incurin); Plumb's
  ...drugs('urinary', [
    ['Phenylpropanolamine', 'Proin', ['2 mg/kg twice daily', '2–4 mg/kg once daily (ER)']],
    ['Estriol', 'Incurin', ['2 mg once daily, then taper to lowest dose']],
    ['Diethylstilbestrol', 'DES (compounded)', ['0.1–1 mg daily for 5 days, then weekly']],
    ['Bethanechol', 'Urecholine', ['5–15 mg every 8 hours']],
    ['Prazosin', 'Minipress', ['1 mg per 15 kg every 8–12 hours']],
    ['Potassium citrate', 'Urocit-K', ['40–75 mg/kg twice daily']],
    ['Allopurinol', 'Zyloprim', ['10–15 mg/kg twice daily']],
  ]),
  // source: IRIS treatment recommendations; Plumb's
  ...drugs('kidney', [
    ['Calcitriol', 'Rocaltrol', ['2.5–3.5 ng/kg once daily']],
    ['Aluminum hydroxide', 'Amphojel', ['30–100 mg/kg/day with meals']],
    ['Darbepoetin', 'Aranesp', ['0.5–0.8 mcg/kg SC weekly']],
  ]),
  // source: EMA/FDA labels (Galastop, Suprelorin)
  ...drugs('reproductive', [
    ['Cabergoline', 'Galastop, Dostinex', ['5 mcg/kg once daily']],
    ['Deslorelin', 'Suprelorin', ['1 implant SC (4.7 mg)']],
  ]),
  // source: Plumb's
  ...drugs('respiratory', [
    ['Hydrocodone', 'Hycodan', ['0.22 mg/kg every 6–12 hours']],
    ['Theophylline', 'Theo-24', ['10 mg/kg twice daily (ER)']],
    ['Terbutaline', 'Brethine', ['1.25–5 mg every 8–12 hours (by size)']],
  ]),
];
