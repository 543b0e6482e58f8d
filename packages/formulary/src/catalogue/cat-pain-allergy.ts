import { drugs } from './catalogue-entry';

// Cat group: NSAIDs, analgesics, corticosteroids, allergy, antihistamine and respiratory drugs.

export const CAT_PAIN_ALLERGY = [
  // source: FDA-approved labels (Metacam injection, Onsior); EMA label (Metacam oral for cats)
  ...drugs('anti-inflammatory', [
    ['Meloxicam', 'Metacam', ['0.3 mg/kg SC once', '0.05 mg/kg orally once daily']],
    [
      'Robenacoxib',
      'Onsior',
      ['1 mg/kg once daily, max 3 days', '2 mg/kg SC once daily, max 3 days'],
    ],
  ]),
  // source: FDA-approved labels (Solensia, Simbadol, Zorbium); Plumb's Veterinary Drug Handbook
  ...drugs('pain', [
    ['Frunevetmab', 'Solensia', ['1–2.8 mg/kg SC monthly']],
    [
      'Buprenorphine',
      'Simbadol, Buprenex',
      ['0.24 mg/kg SC once daily, max 3 days', '0.01–0.02 mg/kg buccal every 6–8 hours'],
    ],
    ['Buprenorphine transdermal', 'Zorbium', ['1 tube on the skin (by weight), lasts 4 days']],
    ['Butorphanol', 'Torbugesic', ['0.2–0.4 mg/kg IV/IM/SC every 2–4 hours']],
    ['Methadone', 'Dolophine', ['0.2–0.3 mg/kg IV/IM every 4 hours']],
    ['Hydromorphone', 'Dilaudid', ['0.025–0.05 mg/kg IV/IM every 4–6 hours']],
    ['Gabapentin', 'Neurontin', ['100 mg 90 min before a visit', '5–10 mg/kg twice daily']],
    ['Tramadol', 'Ultram', ['1–2 mg/kg twice daily']],
    ['Amantadine', 'Symmetrel', ['3–5 mg/kg once daily']],
  ]),
  // source: Plumb's; Depo-Medrol and Vetalog labels
  ...drugs('steroid', [
    ['Prednisolone', 'PrednisTab, Pediapred', ['1–2 mg/kg once daily', '5 mg tablet']],
    ['Methylprednisolone acetate', 'Depo-Medrol', ['10–20 mg IM every 2–3 weeks']],
    ['Dexamethasone', 'Azium', ['0.1–0.2 mg/kg once daily']],
    ['Triamcinolone', 'Vetalog', ['0.05–0.1 mg/lb IM/SC once']],
    ['Budesonide', 'Entocort', ['0.5–1 mg once daily']],
  ]),
  // source: Atopica for Cats label
  ...drugs('allergy', [['Cyclosporine', 'Atopica for Cats', ['7 mg/kg once daily']]]),
  // source: Plumb's (antihistamine dosing in cats)
  ...drugs('antihistamine', [
    ['Cetirizine', 'Zyrtec', ['5 mg once daily']],
    ['Chlorpheniramine', 'Chlor-Trimeton', ['2 mg twice daily']],
    ['Diphenhydramine', 'Benadryl', ['2 mg/kg every 8–12 hours']],
    ['Hydroxyzine', 'Atarax', ['5–10 mg twice daily']],
    ['Clemastine', 'Tavist', ['0.68 mg twice daily']],
    ['Cyproheptadine', 'Periactin', ['2 mg twice daily']],
  ]),
  // source: Plumb's; feline asthma guidance (Reinero, JFMS)
  ...drugs('respiratory', [
    ['Fluticasone inhaler', 'Flovent HFA', ['44–110 mcg by spacer twice daily']],
    ['Albuterol inhaler', 'ProAir, Ventolin', ['90 mcg (1 puff) by spacer as needed']],
    ['Terbutaline', 'Brethine', ['0.01 mg/kg SC (crisis)', '0.625 mg orally twice daily']],
  ]),
];
