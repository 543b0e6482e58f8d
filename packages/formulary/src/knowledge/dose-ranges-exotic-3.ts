import { r, type DoseRange } from './dose-range-row';
import type { Route, Species } from './types';

// The third exotic coverage pass: exotic species × antiparasitic, antibiotic, analgesic and
// psychoactive pairs (coverage.ts, EXOTIC_DRUG_LIST) that still had no row, each filled from a page
// read for it (sources-exotic-3.ts). As in the other exotic files, the maximum is the upper end of
// the published range, so a dose vets use stays silent; a toxic dose is the lowest dose the source
// saw poison. Pairs with no number read stay gaps.

const BI: readonly Species[] = ['bird'];
const GP: readonly Species[] = ['guinea-pig'];
const LS: readonly Species[] = ['lizard', 'snake'];
const TO: readonly Species[] = ['tortoise'];
const SR: readonly Species[] = ['small-rodent'];
const ORAL: readonly Route[] = ['oral', 'unknown', 'transmucosal'];

// prettier-ignore
export const EXOTIC_3_DOSE_RANGES: readonly DoseRange[] = [
  // Antiparasitics
  r('imidacloprid', BI, undefined, undefined, 'no bird dose by mouth; swallowed imidacloprid poisons small birds (grayish baywing: signs from 20.6 mg/kg, half died at 57 mg/kg)', { toxicMgKg: 20.6, toxicSigns: 'Small birds given imidacloprid by mouth showed signs of poisoning from 20.6 mg/kg, and half died at about 57 mg/kg.', source: 'imidacloprid-baywing' }),
  r('fipronil', LS, undefined, undefined, 'Frontline 0.25% spray against mites: about 6 sprays per kg on reptiles over 500 g, diluted half and half with alcohol for smaller ones; not licensed, and safety varies between species and individuals', { dosedIn: 'sprays of 0.25% fipronil spray', source: 'calvert-frontline-reptiles' }),
  r('permethrin', BI, undefined, undefined, 'permethrin 0.25% dust on poultry against northern fowl mites: not more than 1 lb per 100 birds, worked into the vent feathers (label)', { dosedIn: 'dust (0.25% permethrin)', source: 'label-permectrin-dust' }),
  // Antibiotics and antifungals (poultry references)
  r('penicillin g', BI, undefined, undefined, 'penicillin G potassium in drinking water for turkeys: 1,500,000 units per gallon for 5 days (FDA-approved use)', { dosedIn: 'units per gallon of drinking water', source: 'cfr-penicillin-turkeys' }),
  r('trimethoprim-sulfamethoxazole', BI, 100, 200, '100 mg/kg by mouth every 12 hours (poultry), or in drinking water', { source: 'checkm-tms-birds' }),
  r('ketoconazole', BI, 30, 60, '10–30 mg/kg by mouth every 12 hours for 21 days (poultry); can harm stressed birds', { source: 'checkm-ketoconazole-birds' }),
  // Guinea pigs
  r('gentamicin', GP, 5, 5, '5 mg/kg once daily into a muscle or under the skin (pocket pets and rodents)', { source: 'plumbs-gentamicin-rodents' }),
  r('terbinafine', GP, 20, 20, 'by mouth once daily: 12.3 mg/kg cured half of experimental ringworm and seven daily doses of 20 mg/kg normalised the skin', { source: 'guinea-pig-trichophytosis-antifungals' }),
  r('itraconazole', GP, 40, 40, 'by mouth once daily: 10.7 mg/kg prevented half of experimental ringworm; 40 mg/kg daily was used to treat it', { source: 'guinea-pig-trichophytosis-antifungals' }),
  // Fourth pass (exotics2): chelonians, small rodents and birds
  r('allopurinol', TO, 20, 20, '20 mg/kg by mouth once daily (articular gout in a red-eared slider, with a low-protein diet; improved within a month)', { source: 'allopurinol-slider-gout' }),
  r('terbinafine', TO, 30, 30, '15 mg/kg by mouth once (red-eared sliders, no adverse effects; may need every 12 hours) to 30 mg/kg by mouth every 24–48 hours (western pond turtles, shell fungus)', { source: 'terbinafine-turtles' }),
  r('moxidectin', BI, 1.25, 1.25, 'pigeon and cage-bird wormer label: 0.25 mL of the 2 mg/mL solution per 400 g bird by mouth (about 1.25 mg/kg; 1 mg/kg is also advised), or 5 mL per litre of drinking water for 24 hours; the accompanying advice says a double or triple dose from the drinking water does the birds no harm', { routes: ORAL, source: 'label-moxidectin-plus-birds' }),
  r('moxidectin', SR, 0.4, 0.4, '0.4 mg/kg by mouth once or twice a week for 8 weeks (hamsters, notoedric mange) or once (gerbils, pinworms); spot-ons on the skin are not judged by this row', { routes: ORAL, source: 'moxidectin-hamsters-gerbils' }),
  r('selamectin', BI, 92, undefined, '23 mg/kg on the skin once (zebra finches with air sac mites); 23, 46 and 92 mg/kg were all tolerated with no neurological signs or deaths', { source: 'selamectin-zebra-finches' }),
  r('pyrethrins', BI, undefined, undefined, 'pyrethrum insect powder blown into the plumage against lice, repeated two or three times a week apart (canaries); no mg/kg dose', { dosedIn: 'insect powder', source: 'usda-canaries-pyrethrum' }),
  r('midazolam', GP, 2, undefined, '0.5 mg/kg under the skin with alfaxalone 5 mg/kg (pet guinea pigs, deeper and longer sedation than alfaxalone alone) to 2 mg/kg into a muscle alone (juvenile guinea pigs; hyperreactive, so a poor sole sedative); single sedation doses, so no daily maximum', { source: 'midazolam-guinea-pigs' }),
  r('permethrin', GP, undefined, undefined, '3 drops per guinea pig of an oil-based spot-on with 5% permethrin and 5% diflubenzuron cleared chewing lice (Gliricola porcelli) within 4 weeks; no mg/kg dose', { dosedIn: 'drops of a 5% permethrin spot-on', source: 'permethrin-guinea-pig-lice' }),
  r('amikacin', [...GP, ...SR], undefined, 15, '2.5–5 mg/kg into a muscle or under the skin every 8–24 hours (rodents and small mammals), so at most 15 mg/kg a day', { source: 'petco-amikacin' }),
  // Small rodents: no pet-rodent treatment dose read, so these rows hold only the lowest oral dose
  // that poisoned or killed laboratory mice or rats (the more sensitive species where both were
  // tested), as the bird imidacloprid row does; no maximum, so treatment doses stay silent.
  r('allopurinol', SR, undefined, undefined, 'no pet-rodent dose read; by mouth, half of laboratory mice died at 700 mg/kg (deaths up to 3 days later) and half of rats at 6,000 mg/kg', { toxicMgKg: 700, toxicSigns: 'By mouth, allopurinol killed half of laboratory mice at 700 mg/kg, with deaths up to 3 days later (rats: 6,000 mg/kg).', routes: ORAL, source: 'label-zyloprim-rodent-ld50' }),
  r('fluoxetine', SR, undefined, undefined, 'no pet-rodent dose read; by mouth, the median lethal dose was 248 mg/kg in laboratory mice and 452 mg/kg in rats', { toxicMgKg: 248, toxicSigns: 'By mouth, fluoxetine killed half of laboratory mice at 248 mg/kg (rats: 452 mg/kg).', routes: ORAL, source: 'label-prozac-rodent-ld50' }),
  r('amitriptyline', SR, undefined, undefined, 'no pet-rodent dose read; by mouth, the median lethal dose was 140 mg/kg in mice and 240 mg/kg in rats', { toxicMgKg: 140, toxicSigns: 'By mouth, amitriptyline killed half of laboratory mice at 140 mg/kg (rats: 240 mg/kg).', routes: ORAL, source: 'echa-amitriptyline-acute-oral' }),
  r('imidacloprid', SR, undefined, undefined, 'no dose by mouth; swallowed imidacloprid poisons rats from about 300 mg/kg (signs within 15 minutes) and killed all rats at 500 mg/kg; spot-ons on the skin are not judged by this row', { toxicMgKg: 300, toxicSigns: 'Rats given imidacloprid by mouth showed poisoning above 300 mg/kg within 15 minutes, and all died at 500 mg/kg.', routes: ORAL, source: 'gupta-imidacloprid-rats' }),
  r('fenbendazole', SR, undefined, undefined, 'fenbendazole-medicated chow at 150 ppm (aimed at about 8–12 mg/kg a day) cleared pinworms from rat and mouse colonies; a very wide safety margin in rats and mice, though 7 weeks of continuous feeding shrank litters in breeding rats', { dosedIn: 'ppm in the feed', source: 'fenbendazole-rodent-chow' }),
  r('selamectin', SR, 6, undefined, '0.6 and 6 mg/kg on the skin were safe in rats and mice (though they did not clear pinworms); spot-ons on the skin are not dose-checked, so the row informs only', { source: 'selamectin-rats-mice' }),
  r('permethrin', SR, undefined, undefined, 'permethrin-impregnated cotton given as nesting material controlled fur mites in laboratory mouse colonies; permethrin put on the mice or mixed as powder into the bedding caused no noticeable ill effects there; no mg/kg dose, and none read for concentrated dog spot-ons', { dosedIn: 'permethrin-impregnated nesting cotton or powder', source: 'permethrin-mice-fur-mites' }),
];
