import type { PairRule } from './interaction-rules';
import type { Selector } from './types';

// Gaps found by going through the major drug classes against Plumb's-style interaction lists
// (issue 10, item 5): salicylates as NSAID partners, CYP3A inhibitors with the substrates owners
// give, enzyme inducers, QT-prolonging drugs with antiarrhythmics, antifolates, bromide,
// sucralfate, dopamine antagonists and amitraz. Pairs vets give together every day (phenobarbital
// with rescue diazepam, ACE inhibitor with spironolactone in heart failure) stay without a rule
// or at Low, as in interaction-rules.ts.

/** Products that release salicylate without being an NSAID tablet (Pepto-Bismol, oil of wintergreen). */
const SALICYLATE_PRODUCTS: Selector = { drugs: ['bismuth subsalicylate', 'methyl salicylate'] };

/** Strong CYP3A inhibitors (azoles, clarithromycin, erythromycin, chloramphenicol). */
const STRONG_CYP3A_INHIBITORS: Selector = {
  drugs: [
    'ketoconazole',
    'itraconazole',
    'voriconazole',
    'posaconazole',
    'clarithromycin',
    'erythromycin',
    'chloramphenicol',
  ],
};

/** Drugs that prolong the QT interval (CredibleMeds known-risk list; Plumb's monographs). */
const QT_PROLONGING: Selector = {
  drugs: [
    'sotalol',
    'amiodarone',
    'quinidine',
    'procainamide',
    'cisapride',
    'ondansetron',
    'dolasetron',
    'erythromycin',
    'clarithromycin',
    'methadone',
    'citalopram',
  ],
};

export const CLASS_COVERAGE_RULES: readonly PairRule[] = [
  // Salicylates: bismuth subsalicylate is absorbed as salicylate, i.e. aspirin's active part.
  {
    id: 'nsaid-salicylate',
    a: { classes: ['nsaid'] },
    b: SALICYLATE_PRODUCTS,
    risk: 'High',
    description:
      'Bismuth subsalicylate (Pepto-Bismol) releases salicylate, the active part of aspirin, so with an NSAID it adds a second anti-inflammatory and raises the risk of stomach ulcers and bleeding.',
    recommendation:
      'Do not give Pepto-Bismol or other salicylates with an NSAID; ask your vet for a stomach remedy that is safe with it.',
    source: 'plumbs-interactions',
  },
  {
    id: 'corticosteroid-salicylate',
    a: { classes: ['corticosteroid'] },
    b: SALICYLATE_PRODUCTS,
    risk: 'Medium',
    description:
      'Salicylate from bismuth subsalicylate adds to the stomach-lining damage of a corticosteroid, and steroids speed salicylate clearance so levels swing when the steroid dose changes.',
    recommendation: 'Use only if your vet agrees, for a day or two, and stop at any dark stool.',
    source: 'plumbs-interactions',
  },
  // Two central nervous system depressants given at home: sedation and slowed breathing add up
  // (Plumb's, benzodiazepine monographs: opioids and other CNS depressants). Low: vets combine them
  // on purpose, at adjusted doses, in the clinic.
  {
    id: 'benzodiazepine-opioid',
    a: { classes: ['benzodiazepine'] },
    b: { classes: ['opioid'], except: ['loperamide', 'diphenoxylate'] },
    risk: 'Low',
    description:
      'A benzodiazepine with an opioid deepens sedation and can slow breathing more than either alone.',
    recommendation:
      'Give both only as your vet directed, and call them if your pet is very hard to wake or breathes slowly.',
    source: 'plumbs-interactions',
  },
  // CYP3A: strong inhibitors raise sedatives, opioids and loperamide (P-gp and CYP3A substrate).
  {
    id: 'cyp3a-sedative-opioid',
    a: STRONG_CYP3A_INHIBITORS,
    b: { drugs: ['midazolam', 'alprazolam', 'fentanyl', 'methadone', 'oxycodone', 'trazodone'] },
    risk: 'Medium',
    description:
      'This antifungal or antibiotic blocks the liver enzyme (CYP3A) that clears the sedative or opioid, so its level and its sedation can rise well above the usual.',
    recommendation:
      'Ask your vet whether the dose should be lowered while both are given, and watch for heavy sedation or slow breathing.',
    source: 'kukanich-cyp-dogs',
  },
  {
    id: 'cyp3a-loperamide',
    a: STRONG_CYP3A_INHIBITORS,
    b: { drugs: ['loperamide'] },
    risk: 'Medium',
    description:
      'Ketoconazole-type drugs block both the enzyme and the brain barrier pump (P-gp) that keep loperamide out of the brain, so it can cause deep sedation and wobbliness.',
    recommendation: 'Avoid loperamide while this drug is given; ask your vet for another remedy.',
    source: 'kukanich-cyp-dogs',
  },
  // Enzyme inducers (phenobarbital, primidone, rifampin) speed the clearance of other drugs.
  {
    id: 'inducer-azole',
    a: { classes: ['enzyme-inducer'] },
    b: { drugs: ['ketoconazole', 'itraconazole', 'voriconazole', 'posaconazole'] },
    risk: 'Medium',
    description:
      'Phenobarbital and rifampin speed up the liver enzymes that clear this antifungal, so its levels can fall too low to cure the infection.',
    recommendation:
      'Tell your vet about both; they may choose another antifungal or check drug levels.',
    source: 'plumbs-interactions',
  },
  {
    id: 'inducer-acetaminophen',
    a: { drugs: ['phenobarbital', 'primidone', 'rifampin'] },
    b: { drugs: ['acetaminophen'] },
    risk: 'Medium',
    description:
      'Phenobarbital-type drugs make the liver turn more acetaminophen into its toxic by-product, so liver injury happens at lower doses.',
    recommendation: 'Avoid acetaminophen in a pet on phenobarbital unless your vet set the dose.',
    source: 'plumbs-interactions',
  },
  {
    id: 'inducer-doxycycline',
    a: { drugs: ['phenobarbital', 'primidone', 'rifampin'] },
    b: { drugs: ['doxycycline'] },
    risk: 'Low',
    description:
      'Phenobarbital speeds up doxycycline clearance, so its level can fall below what treats the infection.',
    recommendation:
      'Give it exactly on schedule; your vet may choose a higher dose or another drug.',
    source: 'plumbs-interactions',
  },
  // QT prolongation: two drugs that lengthen the heart's repolarisation add up.
  {
    id: 'antiarrhythmic-qt',
    a: { drugs: ['sotalol', 'amiodarone', 'quinidine', 'procainamide'] },
    b: QT_PROLONGING,
    risk: 'Medium',
    group: 'qt',
    description:
      'Both drugs lengthen the heart’s QT interval; together they raise the risk of a dangerous rhythm (torsades de pointes), especially with low potassium.',
    recommendation:
      'Your vet should check an ECG and potassium before combining these, or choose another drug.',
    source: 'qt-prolongation',
  },
  {
    id: 'cisapride-qt',
    a: { drugs: ['cisapride'] },
    b: { drugs: ['ondansetron', 'dolasetron', 'methadone', 'citalopram'] },
    risk: 'Medium',
    group: 'qt',
    description:
      'Cisapride prolongs the QT interval and so does this drug; together they raise the risk of an abnormal heart rhythm.',
    recommendation: 'Ask your vet whether one of them can be swapped (e.g. maropitant for nausea).',
    source: 'qt-prolongation',
  },
  // Antifolates: methotrexate with trimethoprim or pyrimethamine.
  {
    id: 'methotrexate-antifolate',
    a: { drugs: ['methotrexate'] },
    b: { classes: ['dhfr-inhibitor'] },
    risk: 'High',
    description:
      'Trimethoprim and pyrimethamine block the same folate enzyme as methotrexate; together they can suppress the bone marrow severely.',
    recommendation: 'Do not combine unless your vet is monitoring blood counts closely.',
    source: 'plumbs-interactions',
  },
  // Bromide is cleared like chloride: loop diuretics wash it out.
  {
    id: 'bromide-loop-diuretic',
    a: { classes: ['bromide'] },
    b: { classes: ['loop-diuretic'] },
    risk: 'Low',
    description:
      'Furosemide and other loop diuretics speed up bromide loss in the urine, so bromide levels can drop and seizures return.',
    recommendation:
      'Ask your vet to recheck the bromide level after starting or changing the diuretic.',
    source: 'plumbs-interactions',
  },
  // Sucralfate binds digoxin in the gut (tetracyclines and fluoroquinolones are in 'chelation').
  {
    id: 'sucralfate-digoxin',
    a: { drugs: ['sucralfate'] },
    b: { drugs: ['digoxin'] },
    risk: 'Low',
    description: 'Sucralfate can bind digoxin in the gut and lower how much is absorbed.',
    recommendation: 'Give digoxin at least 2 hours before sucralfate.',
    source: 'sucralfate-doxycycline',
  },
  // Dopamine antagonists together: movement side effects add up.
  {
    id: 'metoclopramide-phenothiazine',
    a: { drugs: ['metoclopramide'] },
    b: { classes: ['phenothiazine'] },
    risk: 'Low',
    description:
      'Metoclopramide and phenothiazines (acepromazine, chlorpromazine) both block dopamine; together they are more likely to cause restlessness, tremors or odd movements.',
    recommendation: 'Watch for restlessness or twitching and tell your vet if it appears.',
    source: 'plumbs-interactions',
  },
  // Amitraz is itself an alpha-2 agonist.
  {
    id: 'amitraz-alpha2',
    a: { classes: ['formamidine'] },
    b: { classes: ['alpha2-agonist'] },
    risk: 'Medium',
    // A collar or spot-on releases enough amitraz to act on the whole body.
    anyRoute: true,
    description:
      'Amitraz acts like an alpha-2 sedative; with dexmedetomidine, xylazine or clonidine the slow heart rate, low blood pressure and sedation add up.',
    recommendation:
      'Remove an amitraz collar before sedation, or tell the vet it is on so they can adjust the dose.',
    source: 'label-preventic',
  },
  // ---- Horses (equine data pass): label interactions of equine products. The pair model has no
  // species field, so each pair names drugs that are given almost only to horses. Two NSAIDs
  // together (bute with flunixin: ulcers, right dorsal colitis) are already the 'two-nsaids'
  // duplicate rule.
  {
    id: 'alpha2-iv-potentiated-sulfonamide',
    species: ['horse'],
    a: { drugs: ['detomidine', 'romifidine', 'xylazine'] },
    b: { drugs: ['trimethoprim'] },
    risk: 'High',
    // Only a trimethoprim-sulfonamide given by injection (intravenously in practice; the route
    // model cannot tell intravenous from intramuscular).
    when: (_sedative, sulfa) => sulfa.dose.route === 'injectable',
    description:
      'Potentiated sulfonamides (trimethoprim-sulfa) given into the vein of a sedated or anaesthetised horse have caused sudden, potentially fatal heart-rhythm disturbances; the detomidine labels say not to combine them.',
    recommendation:
      'Do not inject trimethoprim-sulfa while the horse is sedated with detomidine, romifidine or xylazine; give it by mouth or at another time, as your vet directs.',
    source: 'label-dormosedan',
  },
  {
    id: 'tiludronate-nsaid',
    a: { drugs: ['tiludronate'] },
    b: { classes: ['nsaid'] },
    risk: 'High',
    description:
      'The Tildren label says NSAIDs should not be given with tiludronate: together they raise the risk of kidney damage and acute kidney failure, and colic after the infusion should be treated without NSAIDs.',
    recommendation:
      'Do not give bute, flunixin or another NSAID around a Tildren infusion; ask your vet what to use for pain or colic instead.',
    source: 'label-tildren',
  },
  {
    id: 'clodronate-nsaid',
    a: { drugs: ['clodronate'] },
    b: { classes: ['nsaid'] },
    risk: 'Medium',
    description:
      'Clodronate (Osphos) leaves the body through the kidneys; the label asks for caution and kidney monitoring when other drugs that can harm the kidneys, such as NSAIDs, are given with it.',
    recommendation:
      'Tell your vet about any NSAID the horse gets, keep water freely available and watch for reduced drinking or urination after the injection.',
    source: 'label-osphos',
  },
  {
    // Ventipulmin labels: clenbuterol antagonises the effects of oxytocin and prostaglandin F2α.
    id: 'clenbuterol-uterotonics',
    a: { drugs: ['clenbuterol'] },
    b: { drugs: ['oxytocin', 'dinoprost', 'cloprostenol'] },
    risk: 'Medium',
    description:
      'Clenbuterol relaxes the womb and works against oxytocin and prostaglandins: given with them (during foaling, or to empty the womb) it blocks the contractions they are meant to cause.',
    recommendation: 'Do not give them together; ask your vet which one the mare needs now.',
    source: 'label-ventipulmin',
  },
  {
    // Dormosedan Gel's label (not the injection, which is combined with butorphanol by vets):
    // do not use with other sedative drugs, because the effects may be additive.
    id: 'detomidine-gel-other-sedatives',
    a: { drugs: ['detomidine'] },
    b: {
      classes: ['phenothiazine', 'alpha2-agonist', 'benzodiazepine', 'opioid'],
      except: ['detomidine'],
    },
    when: (gel) => gel.route === 'transmucosal',
    risk: 'Medium',
    description:
      'The Dormosedan Gel label says not to use it with other sedatives: the effects add up (deeper sedation, slower heart, unsteadiness).',
    recommendation: 'Ask your vet before giving the gel to a horse that has had another sedative.',
    source: 'label-dormosedan',
  },
  {
    id: 'pergolide-dopamine-antagonist',
    a: { drugs: ['pergolide'] },
    b: { classes: ['phenothiazine'], drugs: ['metoclopramide', 'domperidone'] },
    risk: 'Low',
    description:
      'Pergolide works by stimulating dopamine receptors; dopamine blockers such as acepromazine, other phenothiazines or metoclopramide can weaken its effect, and the Prascend label says to avoid them.',
    recommendation:
      'Ask your vet before giving a dopamine-blocking drug to a horse on pergolide, and watch for returning signs of PPID.',
    source: 'label-prascend',
  },
  // ---- Birds (exotic pass): the avian formulary's comment on amoxicillin/clavulanate.
  {
    id: 'bird-aminopenicillin-allopurinol',
    species: ['bird'],
    a: { classes: ['aminopenicillin'] },
    b: { drugs: ['allopurinol'] },
    risk: 'Medium',
    description:
      'The avian formulary lists amoxicillin/clavulanate with allopurinol as a combination to avoid in birds.',
    recommendation:
      'Ask your avian vet whether another antibiotic would do while the bird is on allopurinol for gout.',
    source: 'carpenter-birds',
  },
];
