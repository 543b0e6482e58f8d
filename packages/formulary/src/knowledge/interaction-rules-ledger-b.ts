import type { PairRule } from './interaction-rules';
import type { Selector } from './types';

// Pairs found missing while reading the interaction and contraindication sections of the
// parasiticide, heart, gut, hormone and immune drug labels for the interaction ledger (issue 22,
// knowledge-coverage/ddi-ledger, second half). Each row says what its label says; pairs the
// labels describe as routine, or only as in-clinic or pharmacokinetic notes with no owner action,
// are recorded in the ledger as not enforced instead of becoming rules.

/** Dopamine antagonists: phenothiazines and the prokinetics that block D2 receptors. */
const DOPAMINE_ANTAGONISTS: Selector = {
  classes: ['phenothiazine'],
  drugs: ['metoclopramide', 'domperidone'],
};

/** Drugs given to lower blood pressure or that dilate vessels (mannitol is an osmotic diuretic). */
const HYPOTENSIVE_DRUGS: Selector = {
  classes: [
    'ace-inhibitor',
    'arb',
    'calcium-channel-blocker',
    'beta-blocker',
    'alpha1-blocker',
    'vasodilator',
  ],
  except: ['mannitol'],
};

export const LEDGER_B_PAIR_RULES: readonly PairRule[] = [
  // Drontal Cat and Drontal Plus SPCs, contraindications.
  {
    id: 'pyrantel-piperazine',
    a: { drugs: ['pyrantel'] },
    b: { drugs: ['piperazine'] },
    risk: 'Medium',
    description:
      'Piperazine may block the action of pyrantel, so the worms are not cleared; the Drontal labels say not to give pyrantel wormers at the same time as piperazine compounds.',
    recommendation:
      'Do not give these wormers at the same time; ask your vet which one to use, and check other wormers’ labels for piperazine.',
    source: 'spc-drontal-piperazine',
  },
  // Profender tablets SPC, interactions: emodepside is a P-glycoprotein substrate.
  {
    id: 'emodepside-pgp-inhibitor',
    a: { drugs: ['emodepside'] },
    b: { classes: ['pgp-inhibitor'] },
    risk: 'Low',
    description:
      'Emodepside is carried out of the brain by P-glycoprotein; a drug that blocks P-glycoprotein (ciclosporin, ketoconazole, erythromycin and others) may let more of it in, and the Profender label warns of interactions with such drugs.',
    recommendation:
      'Tell your vet about this medicine before giving Profender, and watch for wobbliness, trembling or unusual tiredness afterwards.',
    source: 'spc-profender-tablets-interactions',
  },
  // Galastop SPC, contraindications: dopamine antagonists, and hypotensive drugs.
  {
    id: 'cabergoline-dopamine-antagonist',
    a: { drugs: ['cabergoline'] },
    b: DOPAMINE_ANTAGONISTS,
    risk: 'High',
    description:
      'Cabergoline works by stimulating dopamine receptors; a dopamine blocker (metoclopramide, acepromazine and other phenothiazines) works against it, and the Galastop label says not to use it with dopamine antagonists.',
    recommendation: 'Do not give these together; ask your vet for an alternative to one of them.',
    source: 'spc-galastop-contraindications',
  },
  {
    id: 'cabergoline-hypotensive',
    a: { drugs: ['cabergoline'] },
    b: HYPOTENSIVE_DRUGS,
    risk: 'High',
    description:
      'Cabergoline can lower blood pressure; given with a blood-pressure medicine the drop may be more marked, and the Galastop label says not to use it in animals being treated with hypotensive drugs.',
    recommendation:
      'Do not start cabergoline while your pet takes this medicine unless your vet has decided to; ask about another way to stop the milk or false pregnancy.',
    source: 'spc-galastop-contraindications',
  },
  // Felimazole label: benzimidazole wormers and anticoagulants.
  {
    id: 'antithyroid-benzimidazole',
    a: { classes: ['antithyroid'] },
    b: { classes: ['benzimidazole'] },
    risk: 'Low',
    description:
      'Methimazole slows the liver’s breakdown of benzimidazole wormers such as fenbendazole, so their blood levels rise when the two are given together.',
    recommendation:
      'Tell your vet before a fenbendazole course; the combination is usually managed, not avoided.',
    source: 'label-felimazole-interactions',
  },
  {
    id: 'antithyroid-anticoagulant',
    a: { classes: ['antithyroid'] },
    b: { classes: ['anticoagulant'] },
    risk: 'Low',
    description:
      'Methimazole has an anti-vitamin K effect that may strengthen an anticoagulant and add to the risk of bleeding.',
    recommendation:
      'Use together only under your vet’s monitoring, and watch for bruising, nosebleeds or blood in urine or stool.',
    source: 'label-felimazole-interactions',
  },
  // Caninsulin SPC: progestagens avoided in diabetic animals (ProZinc: they change insulin needs).
  {
    id: 'insulin-progestin',
    a: { classes: ['insulin'] },
    b: { classes: ['progestin'] },
    risk: 'Medium',
    description:
      'Progestogens such as megestrol or medroxyprogesterone work against insulin and can make diabetes hard to control; the Caninsulin label says to avoid them in diabetic animals.',
    recommendation:
      'Do not start a progestogen in a diabetic pet without your vet; ask about another way to manage the heat cycle or behaviour.',
    source: 'spc-caninsulin',
  },
  // VCA calcitriol handout: no calcium supplements with calcitriol.
  {
    id: 'calcitriol-calcium',
    a: { drugs: ['calcitriol'] },
    b: { drugs: ['calcium supplement', 'calcium carbonate'] },
    risk: 'Medium',
    description:
      'Calcitriol raises the absorption of calcium; extra calcium (supplements, Tums or other calcium carbonate) can push blood calcium too high, and calcitriol guidance says not to give calcium supplements with it.',
    recommendation:
      'Do not give calcium supplements or calcium antacids with calcitriol unless your vet prescribed them together and checks blood calcium.',
    source: 'vca-calcitriol',
  },
  // CVCA clopidogrel handout: omeprazole lowers the effect of clopidogrel (East Coast Heart Vet:
  // more risk of a clot). Famotidine is not named and stays quiet.
  {
    id: 'clopidogrel-omeprazole',
    a: { drugs: ['clopidogrel'] },
    b: { drugs: ['omeprazole'] },
    risk: 'Low',
    description:
      'Omeprazole can weaken the clot-preventing effect of clopidogrel, so the protection against blood clots may be less than expected.',
    recommendation:
      'Tell the vet who prescribed clopidogrel about the omeprazole; they may choose another stomach protector.',
    source: 'cvca-clopidogrel-interactions',
  },
  // Apo-Hydralazine prescribing information: MAO inhibitors with caution (marked fall in blood
  // pressure). Other antihypertensives are combined on purpose and stay without a rule.
  {
    id: 'hydralazine-maoi',
    a: { drugs: ['hydralazine'] },
    b: { classes: ['maoi'] },
    risk: 'Low',
    description:
      'Hydralazine with an MAO inhibitor such as selegiline can lower blood pressure more than expected; the hydralazine label asks for caution with the pair.',
    recommendation:
      'Tell the vet who prescribed hydralazine about the selegiline; watch for weakness, wobbliness or collapse.',
    source: 'mims-apo-hydralazine-interactions',
  },
  // Trepanier, WSAVA 2008 (a veterinary clinical pharmacologist's review): cimetidine, a major
  // P450 inhibitor, slows the clearance of metronidazole (neurologic side effects) and of
  // chloramphenicol (dose-dependent loss of white cells). A raised level is Low (decision 056);
  // famotidine, which the review names as the alternative, stays quiet.
  {
    id: 'cimetidine-metronidazole',
    a: { drugs: ['cimetidine'] },
    b: { drugs: ['metronidazole'] },
    risk: 'Low',
    description:
      'Cimetidine slows the liver’s clearance of metronidazole, which can build up and raise the risk of its nerve side effects (wobbliness, head tilt, flicking eyes, seizures).',
    recommendation:
      'Tell your vet about the cimetidine; famotidine does not do this. Stop and call your vet if your pet becomes wobbly or disorientated.',
    source: 'vin-trepanier-top-ten-2008',
  },
  {
    id: 'cimetidine-chloramphenicol',
    a: { drugs: ['cimetidine'] },
    b: { drugs: ['chloramphenicol'] },
    risk: 'Low',
    description:
      'Cimetidine slows the liver’s clearance of chloramphenicol, which can build up and raise the risk of its dose-dependent fall in white blood cells.',
    recommendation:
      'Tell your vet about the cimetidine; famotidine does not do this. Your vet may check blood counts during the course.',
    source: 'vin-trepanier-top-ten-2008',
  },
];
