import { drugs } from './catalogue-entry';

// Dog group: anaesthetics, sedatives, emergency drugs and chemotherapy.

export const DOG_SURGERY_ONCOLOGY = [
  // source: FDA-approved labels (PropoFlo, Alfaxan, Telazol, IsoFlo, SevoFlo, Nocita,
  // Robinul-V); Plumb's Veterinary Drug Handbook
  ...drugs('anesthetic', [
    ['Propofol', 'PropoFlo, Rapinovet', ['4–6 mg/kg IV to effect']],
    ['Alfaxalone', 'Alfaxan', ['1–3 mg/kg IV to effect']],
    ['Ketamine', 'Ketaset, Vetalar', ['5 mg/kg IV with a benzodiazepine']],
    ['Tiletamine/Zolazepam', 'Telazol', ['6.6–13.2 mg/kg IM']],
    ['Etomidate', 'Amidate', ['0.5–2 mg/kg IV to effect']],
    ['Isoflurane', 'IsoFlo', ['Induction 5%, maintenance 1.5–2.5%']],
    ['Sevoflurane', 'SevoFlo', ['Induction up to 7%, maintenance 2.5–4%']],
    ['Lidocaine', 'Xylocaine', ['2 mg/kg IV (arrhythmia)', 'Local block up to 4 mg/kg']],
    ['Bupivacaine', 'Marcaine', ['Local block up to 2 mg/kg']],
    ['Bupivacaine liposomal', 'Nocita', ['5.3 mg/kg infiltration at surgery']],
    ['Glycopyrrolate', 'Robinul-V', ['0.005–0.01 mg/kg IV/IM']],
  ]),
  // source: FDA-approved labels (Dexdomitor, Domitor, Zenalpha, Rompun, Antisedan, PromAce)
  ...drugs('sedative', [
    ['Dexmedetomidine', 'Dexdomitor', ['375 mcg/m² IV', '500 mcg/m² IM']],
    ['Medetomidine', 'Domitor', ['750 mcg/m² IV', '1000 mcg/m² IM']],
    ['Medetomidine/Vatinoxan', 'Zenalpha', ['1 mg/m² IM (label weight chart)']],
    ['Xylazine', 'Rompun, AnaSed', ['1.1 mg/kg IV', '2.2 mg/kg IM']],
    ['Atipamezole', 'Antisedan', ['3750 mcg/m² IM (same volume as Dexdomitor)']],
    ['Acepromazine', 'PromAce', ['0.01–0.05 mg/kg IV/IM', '0.5–2 mg/kg orally']],
    ['Midazolam', 'Versed', ['0.1–0.3 mg/kg IV/IM', '0.2 mg/kg intranasal']],
  ]),
  // source: RECOVER CPR guidelines (2024); Antizol-Vet, Clevor and Apometic labels; Plumb's
  ...drugs('emergency', [
    ['Epinephrine', 'Adrenalin', ['0.01 mg/kg IV (CPR)']],
    ['Atropine', 'Atropine sulfate', ['0.02–0.04 mg/kg IV/IM/SC']],
    ['Vasopressin', 'Vasostrict', ['0.8 U/kg IV (CPR)']],
    ['Naloxone', 'Narcan', ['0.01–0.04 mg/kg IV/IM']],
    ['Flumazenil', 'Romazicon', ['0.01 mg/kg IV']],
    ['Apomorphine', 'Apometic', ['0.03 mg/kg IV', '0.04 mg/kg IM', '0.1 mg/kg SC (EU label)']],
    ['Ropinirole', 'Clevor', ['3.75 mg/m² as eye drops, once']],
    ['Fomepizole', 'Antizol-Vet', ['20 mg/kg IV, then 15, 15 and 5 mg/kg 12 h apart']],
    ['Acetylcysteine', 'Acetadote, Mucomyst', ['140 mg/kg load, then 70 mg/kg every 6 hours']],
    ['Phytonadione (vitamin K1)', 'Veta-K1, Mephyton', ['2.5–5 mg/kg daily with food']],
    [
      'Intravenous lipid emulsion 20%',
      'Intralipid',
      ['1.5 mL/kg IV, then 0.25 mL/kg/min for 30–60 min'],
    ],
    ['Dextrose 50%', 'Dextrose injection', ['0.5–1 mL/kg diluted, slow IV']],
    ['Calcium gluconate 10%', 'Calcium gluconate injection', ['0.5–1.5 mL/kg slow IV']],
    ['Mannitol', 'Osmitrol', ['0.5–1 g/kg IV over 15–20 min']],
    ['Hypertonic saline 7.5%', 'Sodium chloride 7.5%', ['3–5 mL/kg IV over 5–10 min']],
    ['Tranexamic acid', 'Cyklokapron', ['10 mg/kg IV every 8 hours']],
    ['Aminocaproic acid', 'Amicar', ['15–40 mg/kg every 8 hours']],
    ["Lactated Ringer's solution", 'LRS', ['60 mL/kg/day (maintenance)']],
    ['Crotalidae antivenom', 'VenomVet, Rattler Antivenin', ['1–2 vials IV, repeat as needed']],
  ]),
  // source: FDA-approved labels (Palladia, Tanovea, Laverdia-CA1, Stelfonta); EMA label
  // (Masivet); Plumb's and Withrow & MacEwen's Small Animal Clinical Oncology
  ...drugs('chemotherapy', [
    ['Vincristine', 'Oncovin', ['0.5–0.75 mg/m² IV weekly']],
    ['Cyclophosphamide', 'Cytoxan', ['250 mg/m² (CHOP protocol)']],
    ['Doxorubicin', 'Adriamycin', ['30 mg/m² IV every 3 weeks', '1 mg/kg IV (under 15 kg)']],
    ['Lomustine', 'Gleostine, CeeNU', ['60–90 mg/m² every 3 weeks']],
    ['Chlorambucil', 'Leukeran', ['2–6 mg/m² once daily']],
    ['Carboplatin', 'Paraplatin', ['250–300 mg/m² IV every 3 weeks']],
    ['Mitoxantrone', 'Novantrone', ['5–5.5 mg/m² IV every 3 weeks']],
    ['L-asparaginase', 'Elspar, Oncaspar', ['400 IU/kg SC/IM once']],
    ['Cytarabine', 'Cytosar', ['50 mg/m² SC twice daily for 2 days']],
    ['Melphalan', 'Alkeran', ['0.1 mg/kg daily for 10 days, then 0.05 mg/kg']],
    ['Piroxicam', 'Feldene', ['0.3 mg/kg once daily']],
    ['Toceranib', 'Palladia', ['2.5–3.25 mg/kg every other day']],
    ['Masitinib', 'Masivet, Kinavet', ['12.5 mg/kg once daily']],
    ['Rabacfosadine', 'Tanovea', ['1 mg/kg IV every 3 weeks, up to 5 doses']],
    ['Verdinexor', 'Laverdia-CA1', ['1.25 mg/kg twice weekly (Mon/Thu)']],
    ['Tigilanol tiglate', 'Stelfonta', ['0.5 mL per cm³ of tumour, intratumoral']],
  ]),
];
