import { r, type DoseRange } from './dose-range-row';

// Cat rows for a supplement and two human-product ingredients that had a dog row only (issue 22,
// coverage of supplements and human topical ingredients × dog and cat). Maxima are the upper end
// of what the source gives for cats: a maximum set too low is a false alarm.

const C = ['cat'] as const;
const FE = ['ferret'] as const;

// prettier-ignore
export const PRODUCTS_2_DOSE_RANGES: readonly DoseRange[] = [
  // Escalating single doses by mouth up to 30.5 mg/kg were tolerated (Kulpa 2021); there is no
  // labelled feline dose.
  r('cannabidiol', C, 30.5, undefined, 'No established dose; healthy cats tolerated single doses rising to 30.5 mg/kg by mouth with only mild, passing stomach upset', { source: 'cbd-cats-kulpa' }),
  // Cats 5-8 mg/kg once daily (dogs 9-12); cats are the more sensitive species.
  r('gentamicin', C, 8, 8, '5–8 mg/kg by injection once daily (ear and eye products are not dose-checked)', { source: 'firstline-gentamicin' }),
  // The dog row's figures; the proceedings give the same range for cats.
  // A spot-on labelled per animal, not per kg (the SPC gives no ferret weight), so no mg maximum.
  r('fipronil', FE, undefined, undefined, 'one 0.5 mL cat pipette (50 mg fipronil with 60 mg (S)-methoprene) per ferret on the skin; not before 6 months of age', { dosedIn: 'one pipette per ferret', source: 'spc-frontline-combo-ferret' }),
  r('fentanyl', C, 0.01, undefined, '2–10 micrograms/kg into a vein, then 2–10 micrograms/kg an hour as an infusion', { source: 'dvm360-perioperative-opioids' }),
];
