import { r, type DoseRange } from './dose-range-row';

// Dose ranges of the flea, tick and worm ingredients of the dog and cat catalogues that had none.
// Spot-ons are dosed per pipette by weight band, so their label dose is mg/kg applied to the skin:
// those rows name the `topical` route and the engine judges spot-ons only against them (a dose by
// mouth is not comparable). The maximum is the top of the label's range where the label states one
// (Vectra Felis, Bravecto), else the largest pipette over the lightest weight its band is sold for,
// so that label use is never flagged; bands sold "up to" a weight with no lower limit cannot be
// covered this way, and a very small pet on such a pipette may still be flagged. Collars are one
// collar per pet and have no mg/kg maximum. Sources named per row.

const D = ['dog'] as const;
const C = ['cat'] as const;
const DC = ['dog', 'cat'] as const;

const TOPICAL = { routes: ['topical'] } as const;
const COLLAR = { routes: ['collar'], dosedIn: 'collars' } as const;

// prettier-ignore
// Selamectin: the Revolution label's safety studies gave up to 10 times the 6 mg/kg dose to puppies
// and kittens without harm, so a dose over the maximum but under 60 mg/kg is Medium (highFrom).
export const PARASITICIDE_DOSE_RANGES: readonly DoseRange[] = [
  // ── Collars
  r('deltamethrin', D, undefined, undefined, 'one collar of the length for the dog (Scalibor 48 cm collar 0.76 g, 65 cm collar 1.0 g of deltamethrin), worn continuously', { ...COLLAR, source: 'spc-scalibor' }),
  r('flumethrin', DC, undefined, undefined, 'one collar of the size for the pet (Seresto 38 cm collar 0.56 g, 70 cm dog collar 2.03 g of flumethrin), worn continuously', { ...COLLAR, source: 'spc-seresto' }),
  r('imidacloprid', DC, undefined, undefined, 'one collar of the size for the pet (Seresto 38 cm collar 1.25 g, 70 cm dog collar 4.5 g of imidacloprid), worn continuously', { ...COLLAR, source: 'spc-seresto' }),

  // ── Spot-ons on dogs
  r('dinotefuran', D, 70, 70, 'one pipette of the size for the dog once a month; the 1.6 mL Vectra 3D pipette sold from 2.5 lb gives up to about 70 mg/kg', { ...TOPICAL, source: 'label-vectra' }),
  r('fipronil', D, 33.5, 33.5, '6.7 mg/kg minimum once a month; the 0.67 mL (67 mg) pipette sold for dogs from 2 kg gives up to about 33.5 mg/kg', { ...TOPICAL, source: 'spc-frontline' }),
  r('imidacloprid', D, 29.4, 29.4, '10 mg/kg minimum once a month; the 0.4 mL (40 mg) Advantage Multi pipette sold from 3 lb gives up to about 29 mg/kg', { ...TOPICAL, source: 'label-advantage-multi' }),
  r('methoprene', D, 30, 30, 'once a month with fipronil; the 0.67 mL pipette (60.3 mg of (S)-methoprene) sold for dogs from 2 kg gives up to about 30 mg/kg', { ...TOPICAL, source: 'spc-frontline' }),
  r('permethrin', D, 510, 510, 'once a month; 60 mg/kg minimum in fipronil-permethrin spot-ons; Advantix from 1.5 kg gives up to about 133 mg/kg and the 1.6 mL Vectra 3D pipette sold from 2.5 lb up to about 510 mg/kg', { ...TOPICAL, source: 'label-vectra' }),
  r('pyriproxyfen', D, 6.2, 6.2, 'once a month; the 1.6 mL Vectra 3D pipette sold from 2.5 lb gives up to about 6.2 mg/kg', { ...TOPICAL, source: 'label-vectra' }),
  r('selamectin', D, 13.2, 13.2, '6 mg/kg minimum once a month; the 30 mg pipette sold from 5.1 lb gives up to about 13 mg/kg', { ...TOPICAL, highFrom: 4.5, source: 'label-revolution' }),

  // ── Spot-ons on cats
  r('dinotefuran', C, 705, 705, 'one 0.9 mL Vectra Felis pipette (423 mg) per cat of 0.6 to 10 kg, which is 42.3 to 705 mg/kg', { ...TOPICAL, source: 'spc-vectra-felis' }),
  r('emodepside', C, 15, 15, 'one pipette of the size for the cat; the 0.35 mL Profender pipette (7.5 mg) sold from 0.5 kg gives up to 15 mg/kg', { ...TOPICAL, source: 'spc-profender' }),
  r('eprinomectin', C, 1.5, 1.5, 'once a month; the 0.3 mL pipette (1.2 mg) sold for cats from 0.8 kg gives up to about 1.5 mg/kg', { ...TOPICAL, source: 'label-nexgard-combo' }),
  r('esafoxolaner', C, 4.5, 4.5, 'once a month; the 0.3 mL NexGard COMBO pipette (3.6 mg) sold from 0.8 kg gives up to 4.5 mg/kg', { ...TOPICAL, source: 'label-nexgard-combo' }),
  r('fipronil', C, 50, 50, 'one 0.5 mL pipette (50 mg) per cat from 1 kg once a month, about 7.5 to 15 mg/kg for most cats and up to 50 mg/kg in a 1 kg kitten', { ...TOPICAL, source: 'spc-frontline' }),
  r('fluralaner', C, 94, 94, '40 to 94 mg/kg once every 12 weeks (one pipette of the size for the cat)', { ...TOPICAL, source: 'spc-bravecto-spot-on' }),
  r('imidacloprid', C, 40, 40, '10 mg/kg minimum once a month; one 0.4 mL (40 mg) pipette serves any cat under 4 kg, so a 1 kg kitten gets about 40 mg/kg (Advantage Multi for Cats: 23 mg from 2 lb)', { ...TOPICAL, source: 'spc-advocate' }),
  r('methoprene', C, 60, 60, 'one 0.5 mL pipette (60 mg of (S)-methoprene) per cat from 1 kg once a month', { ...TOPICAL, source: 'spc-frontline' }),
  r('moxidectin', C, 4.7, 4.7, '1 mg/kg minimum once a month (Advantage Multi, Advocate); 2 to 4.7 mg/kg every 2 months in Bravecto Plus', { ...TOPICAL, source: 'spc-bravecto-plus' }),
  r('praziquantel', C, 60, 60, 'one pipette of the size for the cat; the 0.35 mL Profender pipette (30 mg) sold from 0.5 kg gives up to 60 mg/kg', { ...TOPICAL, source: 'spc-profender' }),
  r('pyriproxyfen', C, 70.5, 70.5, 'one 0.9 mL Vectra Felis pipette (42.3 mg) per cat of 0.6 to 10 kg, which is 4.23 to 70.5 mg/kg', { ...TOPICAL, source: 'spc-vectra-felis' }),
  r('sarolaner', C, 2, 2, '1 mg/kg minimum once a month; the smallest pipettes (2.5 mg from 1.25 kg or 2.8 lb) give up to about 2 mg/kg', { ...TOPICAL, source: 'label-revolution-plus' }),
  r('selamectin', C, 19.5, 19.5, '6 mg/kg minimum once a month; the 45 mg pipette sold from 5.1 lb gives up to about 19.5 mg/kg', { ...TOPICAL, highFrom: 3, source: 'label-revolution' }),
  r('permethrin', C, undefined, undefined, 'Never used on cats.', { notUsed: 'Permethrin is a dog flea and tick insecticide; cats cannot break it down, and dog spot-ons containing it cause tremors, seizures and death in cats.', source: 'aspca-insecticides' }),

  // ── By mouth
  r('pyrantel', D, 25, 25, '5 mg/kg (pyrantel base) once, repeated as the label directs; 10 mg/kg for puppies of 5 lb or less; the 22.7 mg Drontal Plus tablet sold from 2 lb gives up to about 25 mg/kg. Pyrantel has a wide margin of safety, so only twice that is flagged', { tolerance: 2, source: 'cfr-pyrantel-dogs' }),
  r('pyrantel', C, 20, 20, '20 mg/kg (pyrantel base) once, repeated in 2 to 3 weeks; only twice that is flagged, as pyrantel has a wide margin of safety', { tolerance: 2, source: 'plumbs' }),
  r('praziquantel', C, 10, 10, '5 mg/kg once by mouth; half a 10 mg Milbemax small-cat tablet from 0.5 kg and a whole one from 1 kg give up to 10 mg/kg', { source: 'spc-milbemax' }),
  r('lufenuron', C, 266, 266, '30 mg/kg minimum once a month with food (one 133 mg ampoule for any cat up to 4.5 kg, not under 0.5 kg, so up to about 266 mg/kg); 10 mg/kg under the skin every 6 months', { source: 'spc-program-cats' }),
];
