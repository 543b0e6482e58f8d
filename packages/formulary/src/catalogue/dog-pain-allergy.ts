import { drugs } from './catalogue-entry';

// Dog group: NSAIDs, joint drugs, analgesics, corticosteroids, allergy and immune drugs.

export const DOG_PAIN_ALLERGY = [
  // source: FDA-approved labels (Rimadyl, Metacam, Deramaxx, Previcox, Galliprant, Onsior,
  // EtoGesic); EMA labels (Trocoxil, Cimalgex)
  ...drugs('anti-inflammatory', [
    ['Carprofen', 'Rimadyl, Novox, Vetprofen', ['2.2 mg/kg twice daily', '4.4 mg/kg once daily']],
    ['Meloxicam', 'Metacam', ['0.2 mg/kg on day 1', '0.1 mg/kg once daily']],
    ['Deracoxib', 'Deramaxx', ['1–2 mg/kg once daily', '3–4 mg/kg once daily, max 7 days']],
    ['Firocoxib', 'Previcox', ['5 mg/kg once daily']],
    ['Grapiprant', 'Galliprant', ['2 mg/kg once daily']],
    ['Robenacoxib', 'Onsior', ['2 mg/kg once daily, max 3 days']],
    ['Etodolac', 'EtoGesic', ['10–15 mg/kg once daily']],
    ['Mavacoxib', 'Trocoxil', ['2 mg/kg, again at 14 days, then monthly']],
    ['Cimicoxib', 'Cimalgex', ['2 mg/kg once daily']],
  ]),
  // source: FDA-approved labels (Adequan Canine, Librela); Cartrophen Vet label
  ...drugs('joint', [
    ['Polysulfated glycosaminoglycan', 'Adequan Canine', ['4.4 mg/kg IM twice weekly, 4 weeks']],
    ['Pentosan polysulfate', 'Cartrophen Vet', ['3 mg/kg SC weekly, 4 doses']],
  ]),
  // source: Librela label; Plumb's Veterinary Drug Handbook (analgesic dosing)
  ...drugs('pain', [
    ['Bedinvetmab', 'Librela', ['0.5–1 mg/kg SC monthly']],
    ['Gabapentin', 'Neurontin', ['5–10 mg/kg every 8–12 hours', '100 mg capsule']],
    ['Pregabalin', 'Lyrica', ['2–4 mg/kg every 8–12 hours']],
    ['Amantadine', 'Symmetrel', ['3–5 mg/kg once daily']],
    ['Tramadol', 'Ultram', ['2–5 mg/kg every 8–12 hours']],
    ['Buprenorphine', 'Buprenex', ['0.01–0.02 mg/kg IV/IM every 6–8 hours']],
    [
      'Butorphanol',
      'Torbugesic, Torbutrol',
      ['0.2–0.4 mg/kg IV/IM/SC', '0.55 mg/kg orally (cough)'],
    ],
    ['Hydromorphone', 'Dilaudid', ['0.05–0.1 mg/kg IV/IM every 4–6 hours']],
    ['Methadone', 'Dolophine', ['0.1–0.5 mg/kg IV/IM every 4–6 hours']],
    ['Morphine', 'Duramorph', ['0.5–1 mg/kg IM/SC every 4–6 hours']],
    ['Fentanyl', 'Sublimaze', ['2–5 mcg/kg IV', '2–5 mcg/kg/hour CRI']],
  ]),
  // source: Plumb's; Depo-Medrol, Azium and Vetalog labels
  ...drugs('steroid', [
    ['Prednisone', 'Deltasone', ['0.5–1 mg/kg once daily', '2 mg/kg/day (immunosuppressive)']],
    ['Prednisolone', 'PrednisTab, Pediapred', ['0.5–1 mg/kg once daily', '5 mg tablet']],
    ['Methylprednisolone', 'Medrol', ['0.4–0.8 mg/kg once daily']],
    ['Methylprednisolone acetate', 'Depo-Medrol', ['2–40 mg IM (by size)']],
    ['Dexamethasone', 'Azium', ['0.1–0.2 mg/kg once daily', '0.25–1 mg IV/IM']],
    ['Triamcinolone', 'Vetalog', ['0.05–0.1 mg/lb IM/SC once']],
    ['Budesonide', 'Entocort', ['0.5–3 mg once daily (by size)']],
  ]),
  // source: FDA-approved labels (Apoquel, Zenrelia, Cytopoint, Atopica)
  ...drugs('allergy', [
    [
      'Oclacitinib',
      'Apoquel',
      ['0.4–0.6 mg/kg twice daily for 14 days', '0.4–0.6 mg/kg once daily'],
    ],
    ['Ilunocitinib', 'Zenrelia', ['0.6–0.8 mg/kg once daily']],
    ['Lokivetmab', 'Cytopoint', ['2 mg/kg SC every 4–8 weeks']],
    ['Cyclosporine', 'Atopica', ['5 mg/kg once daily']],
  ]),
  // source: Plumb's (antihistamine dosing); Temaril-P label
  ...drugs('antihistamine', [
    ['Diphenhydramine', 'Benadryl', ['2 mg/kg every 8–12 hours', '25 mg tablet']],
    ['Cetirizine', 'Zyrtec', ['1 mg/kg once daily', '10 mg tablet']],
    ['Loratadine', 'Claritin', ['0.25–1 mg/kg once or twice daily', '10 mg tablet']],
    ['Hydroxyzine', 'Atarax', ['2 mg/kg every 8–12 hours']],
    ['Chlorpheniramine', 'Chlor-Trimeton', ['4–8 mg every 8–12 hours (by size)']],
    ['Clemastine', 'Tavist', ['0.05–0.1 mg/kg twice daily']],
    ['Fexofenadine', 'Allegra', ['2–5 mg/kg once daily']],
    ['Trimeprazine/Prednisolone', 'Temaril-P', ['1 tablet per 10–20 lb twice daily']],
  ]),
  // source: Plumb's (immunosuppressive dosing)
  ...drugs('immunosuppressant', [
    ['Azathioprine', 'Imuran', ['2 mg/kg once daily, then every other day']],
    ['Mycophenolate', 'CellCept', ['10 mg/kg twice daily']],
    ['Leflunomide', 'Arava', ['2 mg/kg once daily']],
  ]),
  // source: Robaxin-V label; Plumb's
  ...drugs('muscle relaxant', [['Methocarbamol', 'Robaxin-V', ['15–20 mg/kg every 8 hours']]]),
];
