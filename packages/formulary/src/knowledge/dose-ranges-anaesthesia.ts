import { r, type DoseRange } from './dose-range-row';
import type { Route } from './types';

// Anaesthetics, sedatives, their reversal agents, emergency drugs and antidotes for dogs and cats:
// given in the clinic, mostly once, so each row carries a maxSingle. Doses labelled per square
// metre are worked to mg/kg for a 2 kg dog (the smallest on the label charts), where mg/kg per m²
// is highest, and the working is stated in `usual`.

const D = ['dog'] as const;
const C = ['cat'] as const;
const DC = ['dog', 'cat'] as const;
const INJ: readonly Route[] = ['injectable'];

// prettier-ignore
export const ANAESTHESIA_DOSE_RANGES: readonly DoseRange[] = [
  // Induction agents
  r('alfaxalone', D, 4.5, undefined, '1.5–4.5 mg/kg intravenously to effect (0.2–3.5 mg/kg after premedication)', { maxSingle: 4.5, source: 'cfr-animal-drugs' }),
  r('alfaxalone', C, 10.8, undefined, '2.2–9.7 mg/kg intravenously to effect (1–10.8 mg/kg after premedication)', { maxSingle: 10.8, source: 'cfr-animal-drugs' }),
  r('propofol', DC, 8, undefined, '4 mg/kg after premedication, up to 8 mg/kg without, intravenously to effect', { maxSingle: 8, source: 'sa-anesthesia-dosages' }),
  r('ketamine', D, 10, undefined, '3–10 mg/kg (about 5 mg/kg intravenously with a benzodiazepine)', { maxSingle: 10, source: 'sa-anesthesia-dosages' }),
  r('ketamine', C, 33, undefined, '11–33 mg/kg by intramuscular injection for restraint (5–10 mg/kg with a sedative)', { maxSingle: 33 }),
  r('tiletamine/zolazepam', D, 13.2, undefined, '6.6–13.2 mg/kg (combined) by intramuscular injection', { maxSingle: 13.2, source: 'label-telazol' }),
  r('tiletamine/zolazepam', C, 15.8, undefined, '9.7–15.8 mg/kg (combined) by intramuscular injection', { maxSingle: 15.8, source: 'label-telazol' }),
  r('tiletamine', D, 6.6, undefined, 'half of the Telazol dose: 3.3–6.6 mg/kg tiletamine by intramuscular injection', { maxSingle: 6.6, source: 'label-telazol' }),
  r('tiletamine', C, 7.9, undefined, 'half of the Telazol dose: 4.9–7.9 mg/kg tiletamine by intramuscular injection', { maxSingle: 7.9, source: 'label-telazol' }),
  r('zolazepam', D, 6.6, undefined, 'half of the Telazol dose: 3.3–6.6 mg/kg zolazepam by intramuscular injection', { maxSingle: 6.6, source: 'label-telazol' }),
  r('zolazepam', C, 7.9, undefined, 'half of the Telazol dose: 4.9–7.9 mg/kg zolazepam by intramuscular injection', { maxSingle: 7.9, source: 'label-telazol' }),
  r('etomidate', D, 2, undefined, '0.5–2 mg/kg intravenously to effect', { maxSingle: 2 }),
  r('isoflurane', DC, undefined, undefined, 'breathed in: 5% to induce, 1.5–2.5% to maintain', { dosedIn: 'per cent in oxygen' }),
  r('sevoflurane', DC, undefined, undefined, 'breathed in: up to 7% to induce, 2.5–4% to maintain', { dosedIn: 'per cent in oxygen' }),
  // Premedication and sedation
  r('glycopyrrolate', DC, 0.02, undefined, '0.005–0.02 mg/kg by injection', { maxSingle: 0.02, source: 'sa-anesthesia-dosages' }),
  r('midazolam', DC, 0.4, undefined, '0.1–0.3 mg/kg by injection (up to 0.4 mg/kg in sedation combinations); 0.2 mg/kg into the nose for seizures', { maxSingle: 0.4, source: 'vettimes-sedation' }),
  r('diazepam', D, 2, undefined, '0.5–1 mg/kg intravenously for seizures, 1–2 mg/kg rectally (2 mg/kg in dogs on phenobarbital)', { maxSingle: 2 }),
  r('diazepam', C, 1, undefined, '0.5–1 mg/kg intravenously for seizures', { maxSingle: 1 }),
  r('dexmedetomidine', D, 0.04, undefined, '375 micrograms/m² intravenously or 500 micrograms/m² intramuscularly (up to 40 micrograms/kg in the smallest dogs on the chart); 125 micrograms/m² as oral gel', { maxSingle: 0.04, source: 'vasg-alpha2' }),
  r('dexmedetomidine', C, 0.04, undefined, '40 micrograms/kg by intramuscular injection', { maxSingle: 0.04, source: 'label-dexdomitor' }),
  r('medetomidine', D, 0.08, undefined, '750 micrograms/m² intravenously or 1000 micrograms/m² intramuscularly (up to 80 micrograms/kg in the smallest dogs on the chart)', { maxSingle: 0.08, source: 'vasg-alpha2' }),
  r('vatinoxan', D, 1.6, undefined, '20 mg/m² with medetomidine 1 mg/m² (Zenalpha) by intramuscular injection (up to 1.6 mg/kg in the smallest dogs on the chart)', { maxSingle: 1.6, source: 'label-domitor' }),
  r('xylazine', D, 2.2, undefined, '1.1 mg/kg intravenously or 2.2 mg/kg intramuscularly', { maxSingle: 2.2, maxIntravenous: 1.1 }),
  r('atipamezole', D, 0.4, undefined, 'the same volume as the dexmedetomidine or medetomidine given (5 times the medetomidine dose), up to 0.4 mg/kg', { maxSingle: 0.4, source: 'label-antisedan' }),
  r('atipamezole', C, 0.2, undefined, 'half the volume of the dexmedetomidine given (about 0.2 mg/kg) by intramuscular injection', { maxSingle: 0.2, source: 'label-antisedan' }),
  // Emergency and resuscitation
  r('epinephrine', DC, 0.1, undefined, '0.01 mg/kg intravenously every 3–5 minutes in resuscitation (0.1 mg/kg high dose); 0.01–0.02 mg/kg for anaphylaxis', { maxSingle: 0.1 }),
  r('atropine', DC, 0.04, 0.16, '0.02–0.04 mg/kg by injection; 0.2–0.5 mg/kg once for organophosphate poisoning (eye drops are not dose-checked)', { maxSingle: 0.5 }),
  r('vasopressin', D, undefined, undefined, '0.8 units/kg intravenously in resuscitation', { dosedIn: 'units per kg' }),
  r('naloxone', DC, 0.04, undefined, '0.01–0.04 mg/kg by injection, repeated as needed', { maxSingle: 0.04 }),
  r('flumazenil', D, 0.01, undefined, '0.01 mg/kg intravenously, repeated if sedation returns', { maxSingle: 0.01, tolerance: 2 }),
  // Emetics
  r('apomorphine', D, 0.1, undefined, '0.03 mg/kg intravenously, 0.04 mg/kg intramuscularly or 0.1 mg/kg under the skin, once', { maxSingle: 0.1, source: 'label-apometic' }),
  r('ropinirole', D, 0.3, undefined, '3.75 mg/m² as eye drops, once (about 0.3 mg/kg in a 2 kg dog, less in larger dogs)', { maxSingle: 0.3, tolerance: 1.5, source: 'label-clevor' }),
  // Antidotes
  r('fomepizole', D, 20, 35, '20 mg/kg intravenously, then 15 mg/kg at 12 and 24 hours and 5 mg/kg at 36 hours', { source: 'label-antizol' }),
  r('fomepizole', C, 125, 156.25, '125 mg/kg intravenously, then 31.25 mg/kg at 12, 24 and 36 hours'),
  r('acetylcysteine', DC, 140, undefined, '140 mg/kg loading dose, then 70 mg/kg every 6 hours for at least 7 doses', { source: 'aspca-top-toxicoses' }),
  r('vitamin k1', DC, 5, 5, '2.5–5 mg/kg a day with food (divided every 12 hours) for anticoagulant rodenticides'),
  r('lipid emulsion', DC, undefined, undefined, '20% emulsion: 1.5 mL/kg intravenously, then 0.25 mL/kg/min for 30–60 minutes', { dosedIn: 'mL per kg' }),
  r('dextrose', DC, 500, undefined, '0.5–1 mL/kg of 50% dextrose (250–500 mg/kg), diluted, slowly intravenously', { maxSingle: 500 }),
  r('mannitol', DC, 1000, undefined, '0.5–1 g/kg intravenously over 15–20 minutes', { maxSingle: 1000, tolerance: 1.5 }),
  r('fluid therapy', DC, undefined, undefined, 'maintenance about 60 mL/kg a day; hypertonic saline 3–5 mL/kg; cats 100–150 mL under the skin every 1–3 days', { dosedIn: 'mL per kg' }),
  r('tranexamic acid', D, 20, 60, '10–20 mg/kg intravenously every 8 hours to stop bleeding; 50 mg/kg once intravenously to induce vomiting', { maxSingle: 50, routes: INJ }),
  r('tranexamic acid', D, 20, 60, '10–20 mg/kg every 8 hours'),
  r('aminocaproic acid', D, 100, 400, '15–40 mg/kg every 8 hours (500 mg per dog every 8 hours); 50–100 mg/kg every 6 hours for active bleeding'),
  r('antivenom', D, undefined, undefined, '1–2 vials intravenously, repeated as needed', { dosedIn: 'vials' }),
];
