import type { DrugEntry } from './types';

// Supplements and human over-the-counter products owners reach for, including the decongestants
// and stimulants that are dangerous for pets.

const SUPP = ['supplement'] as const;

// prettier-ignore
export const SUPPLEMENT_OTC_DRUGS: readonly DrugEntry[] = [
  // Supplements (recognised so they are not reported as unknown; no rules unless noted)
  { id: 'fish oil', classes: ['supplement'], purposes: ['supplement', 'joint support', 'skin'], kind: 'supplement', aliases: ['omega 3', 'omega-3', 'omega 3 fatty acids', 'salmon oil', 'epa dha', 'krill oil'], brands: ['Welactin', 'Nordic Naturals', 'Grizzly Salmon Oil', 'Omega Benefits'] },
  { id: 'glucosamine', classes: ['supplement', 'joint-protectant'], purposes: ['joint support'], kind: 'supplement', aliases: ['glucosamine hcl', 'glucosamine sulfate'] },
  { id: 'chondroitin', classes: ['supplement', 'joint-protectant'], purposes: ['joint support'], kind: 'supplement', aliases: ['chondroitin sulfate'] },
  { id: 'green-lipped mussel', classes: ['supplement', 'joint-protectant'], purposes: ['joint support'], kind: 'supplement', aliases: ['green lipped mussel', 'perna'] },
  { id: 'probiotic', classes: ['probiotic', 'supplement'], purposes: ['gastrointestinal', 'supplement'], kind: 'supplement', aliases: ['probiotics', 'enterococcus faecium'], brands: ['FortiFlora', 'Proviable', 'Visbiome', 'Purina FortiFlora', 'Fortiflora'] },
  { id: 'vitamin e', classes: ['supplement'], purposes: SUPP, kind: 'supplement', aliases: ['tocopherol'] },
  // Horses: a dose row for the daily total (dose-ranges-equine.ts); other species have none yet.
  { id: 'selenium', classes: ['supplement'], purposes: SUPP, kind: 'supplement', aliases: ['sodium selenite', 'selenium yeast', 'selenomethionine'], brands: ['Selenium 90', 'Elevate SE', 'E-Se'] },
  { id: 'taurine', classes: ['supplement'], purposes: ['supplement', 'cardiac'], kind: 'supplement' },
  { id: 'l-carnitine', classes: ['supplement'], purposes: ['supplement', 'cardiac'], kind: 'supplement', aliases: ['l carnitine', 'carnitine', 'levocarnitine'], brands: ['Carnitor'] },
  { id: 'coenzyme q10', classes: ['supplement'], purposes: SUPP, kind: 'supplement', aliases: ['coq10', 'ubiquinol'] },
  { id: 'l-lysine', classes: ['supplement'], purposes: ['supplement', 'antiviral'], kind: 'supplement', aliases: ['l lysine', 'lysine'], brands: ['Viralys', 'Enisyl-F'] },
  { id: 'cranberry extract', classes: ['supplement'], purposes: ['urinary'], kind: 'supplement', aliases: ['cranberry'], brands: ['Crananidin', 'Cranimals'] },
  { id: 'multivitamin', classes: ['supplement'], purposes: SUPP, kind: 'supplement', aliases: ['multi vitamin', 'vitamins'], brands: ['Pet-Tabs', 'Nutri-Vet'] },
  { id: 'b-complex vitamins', classes: ['supplement'], purposes: SUPP, kind: 'supplement', aliases: ['vitamin b complex', 'b complex'] },
  { id: 'coconut oil', classes: ['supplement'], purposes: SUPP, kind: 'supplement' },
  { id: 'pumpkin', classes: ['supplement'], purposes: ['gastrointestinal'], kind: 'supplement', aliases: ['canned pumpkin', 'pumpkin puree'] },
  { id: 'grape seed extract', classes: ['supplement'], purposes: SUPP, kind: 'supplement', aliases: ['grapeseed extract'] },
  { id: 'turmeric', classes: ['supplement'], purposes: ['pain/inflammation'], kind: 'supplement', aliases: ['curcumin'] },
  { id: 'zinc supplement', classes: ['supplement', 'polyvalent-cation'], purposes: ['skin', 'supplement'], kind: 'supplement', aliases: ['zinc', 'zinc methionine', 'zinc gluconate', 'zinc sulfate'] },
  { id: 'iron supplement', classes: ['supplement', 'polyvalent-cation'], purposes: SUPP, kind: 'supplement', aliases: ['iron', 'ferrous sulfate', 'ferrous gluconate', 'ferrous fumarate'], brands: ['Pet-Tinic', 'Feosol', 'Slow Fe'] },
  { id: 'calcium supplement', classes: ['supplement', 'polyvalent-cation'], purposes: SUPP, kind: 'supplement', aliases: ['calcium', 'calcium citrate', 'calcium gluconate', 'bone meal'] },
  { id: 'vitamin d3', classes: ['vitamin-d', 'supplement'], purposes: SUPP, kind: 'supplement', aliases: ['vitamin d', 'cholecalciferol supplement', 'ergocalciferol'] },
  { id: 'electrolyte solution', classes: ['supplement'], purposes: SUPP, kind: 'supplement', aliases: ['oral rehydration solution'], brands: ['Pedialyte'] },
  { id: 'fluid therapy', classes: ['supplement'], purposes: ['kidney support', 'emergency/antidote'], aliases: ['fluids', 'saline', 'normal saline', 'sodium chloride', 'lactated ringers', 'lactated ringer s', 'lrs', 'subcutaneous fluids', 'sub q fluids', 'subq fluids', 'sq fluids'], brands: ['Plasma-Lyte', 'Normosol'] },
  { id: 'sodium bicarbonate', classes: ['antacid'], purposes: ['kidney support'], aliases: ['baking soda', 'bicarbonate'] },
  { id: 'fomepizole', classes: ['antidote'], purposes: ['emergency/antidote'], aliases: ['4-methylpyrazole', '4 mp'], brands: ['Antizol-Vet', 'Antizol'] },
  { id: 'lipid emulsion', classes: ['antidote'], purposes: ['emergency/antidote'], aliases: ['intravenous lipid emulsion', 'ile', 'lipid rescue'], brands: ['Intralipid', 'SMOFlipid'] },
  { id: 'dextrose', classes: ['supplement'], purposes: ['emergency/antidote', 'diabetes'], aliases: ['glucose', 'dextrose injection', 'corn syrup'], brands: ['Karo syrup'] },
  { id: 'antivenom', classes: ['antidote'], purposes: ['emergency/antidote'], aliases: ['antivenin', 'crotalidae antivenom', 'snake antivenom'], brands: ['VenomVet', 'Rattler Antivenin', 'CroFab', 'Anavip'] },
  { id: 'activated charcoal', classes: ['mucosal-protectant'], purposes: ['emergency/antidote'], aliases: ['charcoal'], brands: ['ToxiBan', 'UAA Gel', 'Liqui-Char'] },
  { id: 'hydrogen peroxide', classes: ['antiseptic'], purposes: ['emergency/antidote'], aliases: ['peroxide', 'hydrogen peroxide 3'] },
  // Human decongestants and stimulants
  { id: 'pseudoephedrine', classes: ['sympathomimetic'], purposes: ['decongestant'], aliases: ['pseudoephedrine hcl'], brands: ['Sudafed', 'Suphedrine', 'Nexafed'] },
  { id: 'phenylephrine', classes: ['sympathomimetic'], purposes: ['decongestant'], brands: ['Sudafed PE', 'Neo-Synephrine', 'Suphedrin PE'] },
  { id: 'ephedrine', classes: ['sympathomimetic'], purposes: ['urinary', 'decongestant'], aliases: ['ephedra', 'ma huang'], brands: ['Akovaz'] },
  { id: 'oxymetazoline', classes: ['sympathomimetic'], purposes: ['decongestant'], brands: ['Afrin', 'Visine LR', 'Zicam nasal'] },
  { id: 'naphazoline', classes: ['sympathomimetic'], purposes: ['decongestant', 'eye'], aliases: ['naphazoline hcl', 'naphazoline hydrochloride'] },
  { id: 'xylometazoline', classes: ['sympathomimetic'], purposes: ['decongestant'], aliases: ['xylometazoline hcl', 'xylometazoline hydrochloride'] },
  { id: 'amphetamine', classes: ['sympathomimetic'], purposes: ['not a medicine'], aliases: ['dextroamphetamine', 'lisdexamfetamine', 'methamphetamine'], brands: ['Adderall', 'Vyvanse', 'Dexedrine', 'Evekeo'] },
  { id: 'methylphenidate', classes: ['sympathomimetic'], purposes: ['not a medicine'], brands: ['Ritalin', 'Concerta', 'Focalin', 'Daytrana'] },
  { id: 'modafinil', classes: ['sympathomimetic'], purposes: ['not a medicine'], brands: ['Provigil'] },
  // A non-stimulant ADHD drug (noradrenaline reuptake blocker): stimulant signs in pets (ASPCA APCC).
  { id: 'atomoxetine', classes: ['sympathomimetic'], purposes: ['not a medicine'], aliases: ['atomoxetine hcl', 'atomoxetine hydrochloride'], brands: ['Strattera'] },
  { id: 'isoniazid', classes: ['antimicrobial-other'], purposes: ['antibiotic'], aliases: ['inh'], brands: ['Nydrazid'] },
  { id: 'zolpidem', classes: ['benzodiazepine'], purposes: ['not a medicine'], brands: ['Ambien', 'Stilnox'] },
  // Pet Poison Helpline groups eszopiclone with zolpidem as a sleep aid acting on the benzodiazepine receptor.
  { id: 'eszopiclone', classes: ['benzodiazepine'], purposes: ['not a medicine'], brands: ['Lunesta'] },
  { id: 'quetiapine', classes: ['phenothiazine'], purposes: ['not a medicine'], brands: ['Seroquel'] },
  { id: 'colchicine', classes: ['hormone-other'], purposes: ['not a medicine'], brands: ['Colcrys', 'Mitigare'] },
];
