import type { PairRule } from './interaction-rules';

// Interactions a label or monograph names as raising one drug's level or effect, or as a reason
// for caution, with no "do not use": Low, as decision 056 grades "use with caution / monitor".
// The interaction ledger first recorded them as not enforced (pharmacokinetic, for the vet), but
// the owner is the one who sees the signs at home, and the blind rounds' wrong cases are mostly
// cautions judged safe (scripts/grade-totals.ts counts them by kind): a Low finding tells the owner
// to mention the pair to the vet and what to watch for. Absorption-timing notes, losses of effect,
// in-clinic pairs and the routine heart-failure combinations stay unenforced in the ledger.

export const MONITORING_PAIR_RULES: readonly PairRule[] = [
  // Clinician's Brief omeprazole monograph, drug interactions.
  {
    id: 'omeprazole-cyclosporine',
    a: { classes: ['ppi'] },
    b: { classes: ['calcineurin-inhibitor'] },
    risk: 'Low',
    description:
      'Omeprazole may slow the breakdown of cyclosporine, so its blood level and side effects can rise.',
    recommendation:
      'Tell the vet who prescribed the cyclosporine before adding omeprazole; watch for vomiting, diarrhoea or loss of appetite.',
    source: 'cb-omeprazole-monograph',
  },
  // CVCA diltiazem handout, drug interactions.
  {
    id: 'diltiazem-benzodiazepine',
    a: { classes: ['ccb-nondihydropyridine'] },
    b: { classes: ['benzodiazepine'] },
    risk: 'Low',
    description:
      'Diltiazem raises the effect of benzodiazepines such as diazepam and alprazolam, so the sedation can be stronger and last longer.',
    recommendation:
      'Tell your vet about both medicines; watch for heavy sleepiness or wobbliness after the benzodiazepine.',
    source: 'cvca-diltiazem-interactions',
  },
  // Clomicalm US label, drug interactions.
  {
    id: 'tca-cimetidine',
    a: { classes: ['tca'] },
    b: { drugs: ['cimetidine'] },
    risk: 'Low',
    description:
      'Cimetidine slows the liver’s breakdown of tricyclic antidepressants such as clomipramine, raising their levels.',
    recommendation:
      'Tell your vet before adding cimetidine (famotidine does not do this); watch for sleepiness, a dry mouth, constipation or a fast heartbeat.',
    source: 'label-clomicalm-us-interactions',
  },
  // Libeo (furosemide) SPC, interactions; East Coast Heart Vet hydrochlorothiazide handout.
  {
    id: 'diuretic-insulin',
    a: { classes: ['loop-diuretic', 'thiazide-diuretic'] },
    b: { classes: ['insulin'] },
    risk: 'Low',
    description:
      'Loop and thiazide diuretics can change how much insulin a diabetic animal needs; the labels say the need may rise.',
    recommendation:
      'Tell the vet who manages the diabetes before starting the diuretic; watch thirst, urination and appetite, and keep glucose checks as planned.',
    source: 'spc-libeo-furosemide',
  },
  // East Coast Heart Vet sotalol handout, drug interactions.
  {
    id: 'sotalol-fluoroquinolone',
    a: { drugs: ['sotalol'] },
    b: { classes: ['fluoroquinolone'] },
    risk: 'Low',
    description:
      'Fluoroquinolone antibiotics may raise the risk of heart rhythm problems with sotalol; the cardiology handout asks for caution.',
    recommendation:
      'Tell your cardiologist before starting the antibiotic; watch for weakness, fainting or collapse.',
    source: 'ecvh-sotalol-interactions',
  },
  {
    id: 'sotalol-azithromycin',
    a: { drugs: ['sotalol'] },
    b: { drugs: ['azithromycin'] },
    risk: 'Low',
    description: 'Azithromycin may raise the risk of side effects with sotalol.',
    recommendation:
      'Tell your cardiologist before starting azithromycin; watch for weakness, fainting or collapse.',
    source: 'ecvh-sotalol-interactions',
  },
];
