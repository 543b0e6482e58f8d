import { drugs } from './catalogue-entry';

// Cat group: anaesthetics, sedatives, emergency drugs and chemotherapy.

export const CAT_SURGERY_ONCOLOGY = [
  // source: FDA-approved labels (Alfaxan, Ketaset, Telazol, IsoFlo, SevoFlo, Nocita); Plumb's
  ...drugs('anesthetic', [
    ['Alfaxalone', 'Alfaxan', ['2–5 mg/kg IV to effect']],
    ['Propofol', 'PropoFlo', ['6–8 mg/kg IV to effect']],
    ['Ketamine', 'Ketaset, Vetalar', ['11–33 mg/kg IM']],
    ['Tiletamine/Zolazepam', 'Telazol', ['9.7–11.9 mg/kg IM']],
    ['Isoflurane', 'IsoFlo', ['Induction 5%, maintenance 1.5–2.5%']],
    ['Sevoflurane', 'SevoFlo', ['Induction up to 7%, maintenance 2.5–4%']],
    ['Lidocaine', 'Xylocaine', ['Local block up to 2 mg/kg']],
    ['Bupivacaine liposomal', 'Nocita', ['5.3 mg/kg per forelimb (nerve block)']],
    ['Glycopyrrolate', 'Robinul-V', ['0.005–0.01 mg/kg IV/IM']],
  ]),
  // source: Dexdomitor label (cats); Plumb's
  ...drugs('sedative', [
    ['Dexmedetomidine', 'Dexdomitor', ['40 mcg/kg IM']],
    ['Atipamezole', 'Antisedan', ['200 mcg/kg IM (half the Dexdomitor volume)']],
    ['Acepromazine', 'PromAce', ['0.01–0.05 mg/kg IV/IM']],
    ['Midazolam', 'Versed', ['0.1–0.3 mg/kg IV/IM']],
  ]),
  // source: RECOVER CPR guidelines (2024); Plumb's (permethrin, acetaminophen and ethylene
  // glycol toxicoses in cats)
  ...drugs('emergency', [
    ['Epinephrine', 'Adrenalin', ['0.01 mg/kg IV (CPR)']],
    ['Atropine', 'Atropine sulfate', ['0.04 mg/kg IV (CPR)']],
    ['Naloxone', 'Narcan', ['0.01–0.04 mg/kg IV/IM']],
    ['Methocarbamol', 'Robaxin', ['55–220 mg/kg IV to effect (permethrin tremors)']],
    ['Acetylcysteine', 'Acetadote, Mucomyst', ['140 mg/kg load, then 70 mg/kg every 6 hours']],
    [
      'Intravenous lipid emulsion 20%',
      'Intralipid',
      ['1.5 mL/kg IV, then 0.25 mL/kg/min for 30–60 min'],
    ],
    ['Fomepizole', 'Antizol-Vet', ['125 mg/kg IV, then 31.25 mg/kg at 12, 24 and 36 h']],
    ['Phytonadione (vitamin K1)', 'Veta-K1, Mephyton', ['2.5–5 mg/kg daily with food']],
    ['Dextrose 50%', 'Dextrose injection', ['0.5–1 mL/kg diluted, slow IV']],
    ['Calcium gluconate 10%', 'Calcium gluconate injection', ['0.5–1.5 mL/kg slow IV']],
    ['Mannitol', 'Osmitrol', ['0.5–1 g/kg IV over 20 min']],
  ]),
  // source: Plumb's; Withrow & MacEwen's Small Animal Clinical Oncology (feline protocols)
  ...drugs('chemotherapy', [
    ['Chlorambucil', 'Leukeran', ['2 mg every 2–3 days']],
    ['Lomustine', 'Gleostine, CeeNU', ['10 mg every 3 weeks']],
    ['Vincristine', 'Oncovin', ['0.5–0.7 mg/m² IV weekly']],
    ['Cyclophosphamide', 'Cytoxan', ['200–250 mg/m² every 3 weeks']],
    ['Doxorubicin', 'Adriamycin', ['1 mg/kg IV every 3 weeks']],
    ['Carboplatin', 'Paraplatin', ['200–240 mg/m² IV every 3–4 weeks']],
    ['Mitoxantrone', 'Novantrone', ['6–6.5 mg/m² IV every 3 weeks']],
    ['L-asparaginase', 'Elspar, Oncaspar', ['400 IU/kg SC/IM once']],
    ['Toceranib', 'Palladia', ['2.5–2.75 mg/kg Mon/Wed/Fri']],
  ]),
];
