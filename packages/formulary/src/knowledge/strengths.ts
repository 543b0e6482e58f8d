import type { SourceId } from './sources';
import type { Species } from './types';

// Standard strengths, used only when the owner writes a count or a volume ('1 tablet', '2 mL')
// and neither the name nor the dose text says how strong the product is. A solid row holds the
// SMALLEST tablet or capsule sold, so the dose worked out from it is a lower bound: a finding
// built on it can only understate the real dose. A liquid row holds the usual concentration for
// the species (the bottle an owner is most likely to have), and the finding says it was assumed.
// `hints` pick a row when the owner names that product ('metacam', 'stromectol'); rows without
// hints are the fallback. Sources: product labels and Plumb's Veterinary Drug Handbook
// ("Dosage forms" for each drug); USP <1101> for the 20-drops-per-mL dropper.

export type StrengthForm = 'solid' | 'oral-liquid' | 'injection';

export interface StandardStrength {
  drug: string;
  form: StrengthForm;
  /** mg per tablet/capsule/chew (solid), or mg per mL (liquids). */
  mg: number;
  species?: readonly Species[];
  /** Normalised words of the typed name that select this row. */
  hints?: readonly string[];
  /** Volume of one drop from this product's own dropper, in mL. */
  dropMl?: number;
  /** How the assumption reads in a finding ('the smallest Rimadyl tablet'). */
  what: string;
  source: SourceId;
}

/**
 * mg per international unit, for ingredients whose doses are written in IU ('50,000 IU' of
 * vitamin D3). IU are defined per substance, so only those listed here are converted.
 */
export const MG_PER_IU: Readonly<Record<string, { mg: number; source: SourceId }>> = {
  'vitamin d3': { mg: 0.000025, source: 'nih-ods-vitamin-d' },
};

/** A standard dropper gives 20 drops per mL (USP <1101>). */
export const STANDARD_DROP_ML = 0.05;

const solid = (
  drug: string,
  mg: number,
  what: string,
  extra: Partial<StandardStrength> = {},
): StandardStrength => ({ drug, form: 'solid', mg, what, source: 'plumbs', ...extra });
const liquid = (
  drug: string,
  mg: number,
  what: string,
  extra: Partial<StandardStrength> = {},
): StandardStrength => ({ drug, form: 'oral-liquid', mg, what, source: 'plumbs', ...extra });
const inj = (
  drug: string,
  mg: number,
  what: string,
  extra: Partial<StandardStrength> = {},
): StandardStrength => ({ drug, form: 'injection', mg, what, source: 'plumbs', ...extra });

// prettier-ignore
export const STANDARD_STRENGTHS: readonly StandardStrength[] = [
  // Pain and inflammation
  solid('carprofen', 25, 'the smallest carprofen tablet (25 mg; also 75 and 100 mg)', { source: 'label-rimadyl' }),
  solid('meloxicam', 1, 'the smallest Metacam chewable tablet (1 mg)', { hints: ['metacam', 'chewable'], source: 'label-metacam' }),
  solid('meloxicam', 7.5, 'the smallest meloxicam tablet (7.5 mg; also 15 mg)'),
  liquid('meloxicam', 0.5, '0.5 mg/mL, the meloxicam oral suspension for cats', { species: ['cat'], source: 'label-metacam' }),
  liquid('meloxicam', 1.5, '1.5 mg/mL, the usual meloxicam oral suspension for dogs (a 0.5 mg/mL bottle would give a third of this)', { dropMl: 1 / 30, source: 'spc-metacam-drops' }),
  inj('meloxicam', 5, '5 mg/mL, the meloxicam injection', { source: 'label-metacam' }),
  solid('deracoxib', 12, 'the smallest Deramaxx tablet (12 mg)', { source: 'label-deramaxx' }),
  solid('firocoxib', 57, 'the smaller Previcox tablet (57 mg; also 227 mg)', { source: 'label-previcox' }),
  solid('robenacoxib', 6, 'the Onsior tablet for cats (6 mg)', { species: ['cat'], source: 'label-onsior' }),
  solid('robenacoxib', 5, 'the smallest Onsior tablet for dogs (5 mg)', { source: 'label-onsior' }),
  inj('robenacoxib', 20, '20 mg/mL, the Onsior injection', { source: 'label-onsior' }),
  solid('grapiprant', 20, 'the smallest Galliprant tablet (20 mg)', { source: 'label-galliprant' }),
  inj('carprofen', 50, '50 mg/mL, the carprofen injection', { source: 'label-rimadyl' }),
  solid('aspirin', 81, 'a low-dose aspirin tablet (81 mg), the smallest sold'),
  solid('acetaminophen', 325, 'a regular-strength acetaminophen tablet (325 mg)', { source: 'otc-toxicology' }),
  liquid('acetaminophen', 32, '160 mg per 5 mL, the children’s liquid', { source: 'otc-toxicology' }),
  solid('etodolac', 150, 'the smaller EtoGesic tablet (150 mg)'),
  solid('piroxicam', 10, 'the smaller piroxicam capsule (10 mg)'),
  solid('gabapentin', 100, 'the smallest gabapentin capsule (100 mg)'),
  liquid('gabapentin', 50, '50 mg/mL, the gabapentin oral solution'),
  solid('pregabalin', 25, 'the smallest pregabalin capsule (25 mg)'),
  solid('amantadine', 100, 'the amantadine capsule (100 mg)'),
  liquid('amantadine', 10, '10 mg/mL, the amantadine syrup'),
  solid('tramadol', 50, 'the tramadol tablet (50 mg)'),
  solid('butorphanol', 1, 'the smallest butorphanol tablet (1 mg)'),
  liquid('buprenorphine', 0.3, '0.3 mg/mL, the usual buprenorphine solution given by mouth'),
  inj('buprenorphine', 0.3, '0.3 mg/mL, the usual buprenorphine injection'),
  solid('methocarbamol', 500, 'the smaller methocarbamol tablet (500 mg)'),
  // Steroids and immune
  liquid('prednisolone', 3, '15 mg per 5 mL, the usual prednisolone oral solution'),
  solid('oclacitinib', 3.6, 'the smallest Apoquel tablet (3.6 mg)', { source: 'label-apoquel' }),
  solid('cyclosporine', 10, 'the smallest Atopica capsule (10 mg)', { source: 'label-atopica' }),
  liquid('cyclosporine', 100, '100 mg/mL, the cyclosporine oral solution', { source: 'label-atopica' }),
  solid('azathioprine', 50, 'the azathioprine tablet (50 mg)'),
  solid('diphenhydramine', 25, 'a Benadryl tablet (25 mg)'),
  liquid('diphenhydramine', 2.5, '12.5 mg per 5 mL, the diphenhydramine liquid'),
  solid('cetirizine', 5, 'the smaller cetirizine tablet (5 mg)'),
  liquid('cetirizine', 1, '1 mg/mL, the cetirizine syrup'),
  solid('loratadine', 10, 'the loratadine tablet (10 mg)'),
  solid('hydroxyzine', 10, 'the smallest hydroxyzine tablet (10 mg)'),
  solid('chlorpheniramine', 4, 'the chlorpheniramine tablet (4 mg)'),
  // Antimicrobials
  solid('amoxicillin', 50, 'the smallest Amoxi-Tab (50 mg)'),
  liquid('amoxicillin', 50, '50 mg/mL, the usual amoxicillin drops and 250 mg/5 mL suspension'),
  solid('amoxicillin-clavulanate', 62.5, 'the smallest Clavamox tablet (62.5 mg)'),
  liquid('amoxicillin-clavulanate', 62.5, '62.5 mg/mL, the Clavamox drops'),
  solid('ampicillin', 250, 'the ampicillin capsule (250 mg)'),
  solid('cephalexin', 75, 'the smallest cephalexin chewable tablet (75 mg)'),
  liquid('cephalexin', 50, '250 mg per 5 mL, the usual cephalexin suspension'),
  solid('cefadroxil', 50, 'the smallest cefadroxil tablet (50 mg)'),
  solid('cefpodoxime', 100, 'the smaller Simplicef tablet (100 mg)'),
  solid('enrofloxacin', 22.7, 'the smallest Baytril tablet (22.7 mg)', { source: 'label-baytril' }),
  liquid('enrofloxacin', 25, '25 mg/mL, the 2.5% enrofloxacin oral solution', { source: 'label-baytril' }),
  inj('enrofloxacin', 22.7, '22.7 mg/mL, the 2.27% Baytril injection', { source: 'label-baytril' }),
  solid('marbofloxacin', 25, 'the smallest marbofloxacin tablet (25 mg)', { source: 'spc-marbocyl' }),
  solid('pradofloxacin', 15, 'the smallest Veraflox tablet (15 mg)'),
  solid('ciprofloxacin', 250, 'the smallest ciprofloxacin tablet (250 mg)'),
  solid('doxycycline', 50, 'the smaller doxycycline tablet (50 mg)'),
  liquid('doxycycline', 10, '10 mg/mL, the usual doxycycline suspension'),
  solid('minocycline', 50, 'the smaller minocycline capsule (50 mg)'),
  solid('metronidazole', 250, 'the smaller metronidazole tablet (250 mg)'),
  liquid('metronidazole', 50, '50 mg/mL, the usual compounded metronidazole suspension'),
  solid('clindamycin', 25, 'the smallest clindamycin capsule (25 mg)'),
  liquid('clindamycin', 25, '25 mg/mL, the clindamycin oral drops'),
  solid('trimethoprim-sulfamethoxazole', 480, 'a single-strength tablet (400/80 mg)'),
  liquid('trimethoprim-sulfamethoxazole', 48, '240 mg per 5 mL, the usual suspension'),
  solid('azithromycin', 250, 'the smaller azithromycin tablet (250 mg)'),
  solid('ketoconazole', 200, 'the ketoconazole tablet (200 mg)'),
  solid('itraconazole', 100, 'the itraconazole capsule (100 mg)'),
  solid('fluconazole', 50, 'the smallest fluconazole tablet (50 mg)'),
  solid('terbinafine', 250, 'the terbinafine tablet (250 mg)'),
  solid('famciclovir', 125, 'the smallest famciclovir tablet (125 mg)'),
  // Gut
  solid('maropitant', 16, 'the smallest Cerenia tablet (16 mg)', { source: 'label-cerenia' }),
  inj('maropitant', 10, '10 mg/mL, the Cerenia injection', { source: 'label-cerenia' }),
  solid('ondansetron', 4, 'the smaller ondansetron tablet (4 mg)'),
  liquid('ondansetron', 0.8, '4 mg per 5 mL, the ondansetron oral solution'),
  solid('metoclopramide', 5, 'the smaller metoclopramide tablet (5 mg)'),
  liquid('metoclopramide', 1, '1 mg/mL, the metoclopramide oral solution'),
  solid('famotidine', 10, 'the smaller famotidine tablet (10 mg)'),
  liquid('famotidine', 8, '40 mg per 5 mL, the famotidine suspension'),
  solid('omeprazole', 10, 'the smallest omeprazole capsule (10 mg)'),
  solid('pantoprazole', 20, 'the smaller pantoprazole tablet (20 mg)'),
  solid('loperamide', 2, 'the loperamide tablet (2 mg)'),
  solid('misoprostol', 0.1, 'the smaller misoprostol tablet (100 micrograms)'),
  solid('ursodiol', 250, 'the smaller ursodiol tablet (250 mg)'),
  solid('mirtazapine', 7.5, 'the smallest mirtazapine tablet (7.5 mg)'),
  liquid('capromorelin', 20, '20 mg/mL, Elura for cats', { species: ['cat'] }),
  liquid('capromorelin', 30, '30 mg/mL, Entyce for dogs'),
  // Behaviour and seizures
  solid('trazodone', 50, 'the smallest trazodone tablet (50 mg)'),
  solid('fluoxetine', 8, 'the smallest Reconcile tablet (8 mg)', { source: 'label-reconcile' }),
  solid('clomipramine', 5, 'the smallest Clomicalm tablet (5 mg)', { source: 'label-clomicalm' }),
  solid('amitriptyline', 10, 'the smallest amitriptyline tablet (10 mg)'),
  solid('selegiline', 2, 'the smallest Anipryl tablet (2 mg)', { source: 'label-anipryl' }),
  solid('buspirone', 5, 'the smallest buspirone tablet (5 mg)'),
  solid('alprazolam', 0.25, 'the smallest alprazolam tablet (0.25 mg)'),
  solid('acepromazine', 10, 'the smaller acepromazine tablet (10 mg)', { source: 'label-acepromazine' }),
  inj('acepromazine', 10, '10 mg/mL, the acepromazine injection', { source: 'label-acepromazine' }),
  solid('phenobarbital', 15, 'the smallest phenobarbital tablet (15 mg)'),
  liquid('phenobarbital', 4, '20 mg per 5 mL, the phenobarbital elixir'),
  liquid('potassium bromide', 250, '250 mg/mL, the usual potassium bromide solution'),
  solid('levetiracetam', 250, 'the smallest levetiracetam tablet (250 mg)'),
  liquid('levetiracetam', 100, '100 mg/mL, the levetiracetam oral solution'),
  solid('zonisamide', 25, 'the smallest zonisamide capsule (25 mg)'),
  solid('imepitoin', 100, 'the smaller Pexion tablet (100 mg)'),
  // Hormones
  solid('methimazole', 2.5, 'the smaller methimazole tablet (2.5 mg)', { source: 'label-felimazole' }),
  solid('carbimazole', 10, 'the smaller Vidalta tablet (10 mg)'),
  solid('levothyroxine', 0.1, 'the smallest Soloxine / Thyro-Tabs tablet (0.1 mg)', { hints: ['soloxine', 'thyro', 'thyrotabs', 'tabs', 'canine'], source: 'label-soloxine' }),
  solid('levothyroxine', 0.025, 'the smallest levothyroxine tablet (25 micrograms)'),
  liquid('levothyroxine', 1, '1 mg/mL, the Leventa oral solution'),
  solid('trilostane', 5, 'the smallest Vetoryl capsule (5 mg)', { source: 'label-vetoryl' }),
  solid('phenylpropanolamine', 25, 'the smallest Proin tablet (25 mg)', { source: 'label-proin' }),
  // Heart and kidney
  solid('amlodipine', 2.5, 'the smallest amlodipine tablet (2.5 mg)'),
  solid('benazepril', 2.5, 'the smallest benazepril tablet (2.5 mg)'),
  solid('enalapril', 2.5, 'the smallest enalapril tablet (2.5 mg)'),
  solid('pimobendan', 1.25, 'the smallest Vetmedin chewable (1.25 mg)', { source: 'label-vetmedin' }),
  liquid('pimobendan', 1.5, '1.5 mg/mL, the Vetmedin oral solution', { source: 'label-vetmedin' }),
  solid('furosemide', 12.5, 'the smallest furosemide tablet (12.5 mg)'),
  liquid('furosemide', 10, '10 mg/mL, the furosemide oral solution'),
  inj('furosemide', 50, '50 mg/mL, the furosemide injection'),
  solid('spironolactone', 10, 'the smallest spironolactone tablet (10 mg)'),
  solid('atenolol', 25, 'the smallest atenolol tablet (25 mg)'),
  solid('propranolol', 10, 'the smallest propranolol tablet (10 mg)'),
  solid('digoxin', 0.0625, 'the smallest digoxin tablet (62.5 micrograms)'),
  solid('sildenafil', 20, 'the sildenafil tablet (20 mg)'),
  solid('theophylline', 100, 'the smallest extended-release theophylline tablet (100 mg)'),
  // Parasite control (the 1% cattle injection is what owners buy and give by mouth)
  solid('ivermectin', 3, 'the Stromectol tablet (3 mg)', { hints: ['stromectol'] }),
  liquid('ivermectin', 10, '10 mg/mL, the 1% ivermectin livestock injection owners buy'),
  inj('ivermectin', 10, '10 mg/mL, the 1% ivermectin livestock injection'),
  solid('milbemycin', 2.3, 'the smallest Interceptor tablet (2.3 mg)', { source: 'label-interceptor' }),
  liquid('fenbendazole', 100, '100 mg/mL, the 10% fenbendazole suspension'),
];
