import type { PairRule } from './interaction-rules';
import type { Selector } from './types';

// Pairs found missing while reading the interaction and concurrent-use sections of the pain,
// nervous-system and antimicrobial labels for the interaction ledger (issue 22, decision 056,
// knowledge-coverage/ddi-ledger, first half). Each row says what its label says; pairs a label
// names only as a pharmacokinetic note or for in-clinic use are recorded in the ledger as not
// enforced instead of becoming rules.

/** First-generation cephalosporins, the ones the cefalexin leaflet's kidney warning is about. */
const FIRST_GENERATION_CEPHALOSPORINS: Selector = {
  drugs: ['cephalexin', 'cefadroxil', 'cefazolin'],
};

export const LEDGER_A_PAIR_RULES: readonly PairRule[] = [
  // Clomicalm US label, drug interactions: "caution is advised in using clomipramine with
  // anticholinergic or sympathomimetic drugs". A caution, so Low. Bupropion has its own High row.
  {
    id: 'tca-sympathomimetic',
    a: { classes: ['tca'] },
    b: { classes: ['sympathomimetic'], except: ['bupropion'] },
    risk: 'Low',
    description:
      'A tricyclic antidepressant (clomipramine, amitriptyline) with a stimulant or decongestant such as phenylpropanolamine or pseudoephedrine can add to the effects on heart rate and blood pressure; the clomipramine label advises caution with sympathomimetic drugs.',
    recommendation:
      'Give both only if your vet knows about each; call them if your pet is restless, panting or has a racing heart.',
    source: 'label-clomicalm-us-interactions',
  },
  // Anipryl label, contraindications: meperidine is contraindicated with selegiline in humans and
  // the contraindication "is often extended to other opioids". Meperidine and tramadol (serotonergic
  // opioids), fentanyl and methadone already have their own MAOI rows; the other opioids get Low.
  {
    id: 'maoi-opioid',
    a: { classes: ['maoi'], except: ['amitraz'] },
    b: {
      classes: ['opioid'],
      except: ['meperidine', 'tramadol', 'tapentadol', 'fentanyl', 'methadone'],
    },
    risk: 'Low',
    description:
      'Selegiline is a monoamine oxidase inhibitor; its label notes that the contraindication with meperidine is often extended to other opioids, which can interact with it to cause agitation, fever or changes in blood pressure.',
    recommendation:
      'Give an opioid with selegiline only as your vet directs, and tell them straight away if your pet becomes agitated, feverish or unusually drowsy.',
    source: 'label-anipryl-smartpak',
  },
  // Bromide monograph (Plumb's format): diuretics may speed bromide excretion and change the dose
  // needed. The loop diuretics have bromide-loop-diuretic; this is the thiazide side, also Low.
  {
    id: 'bromide-thiazide-diuretic',
    a: { classes: ['bromide'] },
    b: { classes: ['thiazide-diuretic'] },
    risk: 'Low',
    description:
      'A diuretic can make the kidneys clear bromide faster, so seizure control on potassium bromide may slip and the dose may need changing.',
    recommendation:
      'Tell your vet before starting a diuretic for a pet on potassium bromide, and watch for more seizures.',
    source: 'monograph-bromides-plumbs-copy',
  },
  // 1-800-PetMeds gabapentin information: do not give antacids within 2 hours, as they affect
  // gabapentin blood levels. A timing caution, so Low.
  {
    id: 'gabapentinoid-antacid',
    a: { classes: ['gabapentinoid'] },
    b: { classes: ['antacid'] },
    risk: 'Low',
    description:
      'An antacid given at the same time can lower how much gabapentin is absorbed, so it may work less well.',
    recommendation: 'Give the antacid at least 2 hours apart from gabapentin.',
    source: 'petmeds-gabapentin',
  },
  // Clindamycin leaflet (Clinacin): not at the same time as chloramphenicol or macrolides, which
  // act at the same ribosomal site and may antagonise it. The harm named is a treatment that
  // fails, not toxicity, so Medium rather than High.
  {
    id: 'lincosamide-macrolide-amphenicol',
    a: { classes: ['lincosamide'] },
    b: { classes: ['macrolide', 'amphenicol'] },
    risk: 'Medium',
    description:
      'Clindamycin and a macrolide (erythromycin, azithromycin) or chloramphenicol work at the same site in bacteria and can block each other, so the infection may not be treated; the clindamycin label says not to give them at the same time.',
    recommendation: 'Ask your vet which one antibiotic to give; do not give both together.',
    source: 'pil-clinacin-interactions',
  },
  // Same leaflet: with aminoglycosides (gentamicin), adverse interactions (acute kidney failure)
  // cannot be ruled out. A caution, so Low; eye and ear drops are not systemic.
  {
    id: 'lincosamide-aminoglycoside',
    a: { classes: ['lincosamide'] },
    b: { classes: ['aminoglycoside'] },
    risk: 'Low',
    description:
      'The clindamycin label says that with an aminoglycoside such as gentamicin, harm to the kidneys (acute kidney failure) cannot be ruled out.',
    recommendation:
      'Give both only as your vet directed; watch for more thirst, less urine or loss of appetite and call your vet if you see them.',
    source: 'pil-clinacin-interactions',
  },
  // VetDepot doxycycline guide: not for animals on digoxin, as tetracyclines make digoxin act
  // stronger. A pharmacy guide's wording rather than a label's, so Medium.
  {
    id: 'tetracycline-digoxin',
    a: { classes: ['tetracycline'] },
    b: { drugs: ['digoxin'] },
    risk: 'Medium',
    description:
      'Doxycycline and other tetracyclines can make digoxin act more strongly, raising the risk of digoxin side effects such as vomiting, poor appetite and an irregular heartbeat.',
    recommendation:
      'Tell your vet your pet takes digoxin before starting doxycycline; they may choose another antibiotic or check digoxin levels.',
    source: 'vetdepot-doxycycline',
  },
  // Therios (cefalexin) leaflet: first-generation cephalosporins with aminoglycosides or some
  // diuretics such as furosemide can raise the risk of kidney toxicity. "Can raise the risk", a
  // caution, so Low (as the clindamycin-aminoglycoside row).
  {
    id: 'cephalosporin-aminoglycoside',
    a: FIRST_GENERATION_CEPHALOSPORINS,
    b: { classes: ['aminoglycoside'] },
    risk: 'Low',
    description:
      'The cefalexin label says that a first-generation cephalosporin with an aminoglycoside such as gentamicin can raise the risk of kidney damage.',
    recommendation:
      'Give both only as your vet directed; call them if your pet drinks more, passes less urine or stops eating.',
    source: 'pil-therios-interactions',
  },
  {
    id: 'cephalosporin-loop-diuretic',
    a: FIRST_GENERATION_CEPHALOSPORINS,
    b: { classes: ['loop-diuretic'] },
    risk: 'Low',
    description:
      'The cefalexin label says that a first-generation cephalosporin with a diuretic such as furosemide can raise the risk of kidney damage.',
    recommendation:
      'Tell your vet your pet takes a diuretic before starting cefalexin; keep fresh water available and call them if your pet stops eating or drinks much more.',
    source: 'pil-therios-interactions',
  },
  // Cartrophen Vet SPC: do not use concurrently with NSAIDs (aspirin in particular), which
  // potentiate pentosan's anticoagulant effect, nor with heparin or warfarin: harm described, High.
  // Corticosteroids antagonise it (the treatment fails, no toxicity named): Medium.
  {
    id: 'pentosan-nsaid',
    a: { drugs: ['pentosan polysulfate'] },
    b: { classes: ['nsaid'] },
    risk: 'High',
    description:
      'Pentosan polysulfate (Cartrophen) thins the blood a little; an NSAID, aspirin above all, adds to that and can cause bleeding. Its label says not to use them at the same time.',
    recommendation:
      'Do not give an NSAID during a Cartrophen course unless your vet has decided to; ask them how long to leave between the two.',
    source: 'spc-cartrophen-noah',
  },
  {
    id: 'pentosan-anticoagulant',
    a: { drugs: ['pentosan polysulfate'] },
    b: { classes: ['anticoagulant'] },
    risk: 'High',
    description:
      'Pentosan polysulfate (Cartrophen) has an anticoagulant effect; with heparin, warfarin or another blood thinner bleeding becomes more likely. Its label says not to use them together.',
    recommendation: 'Do not give these together; ask your vet for another arthritis treatment.',
    source: 'spc-cartrophen-noah',
  },
  {
    id: 'pentosan-corticosteroid',
    a: { drugs: ['pentosan polysulfate'] },
    b: { classes: ['corticosteroid'] },
    risk: 'Medium',
    description:
      'Corticosteroids work against several actions of pentosan polysulfate (Cartrophen), so the course may not help; its label says not to use them at the same time.',
    recommendation: 'Ask your vet before giving a steroid during a Cartrophen course.',
    source: 'spc-cartrophen-noah',
  },
  // Mirataz SPC: not in cats treated with cyproheptadine or tramadol (serotonin syndrome).
  // A label contraindication with the harm named: High. In the 'serotonin' group of the class row
  // it sharpens (antidepressant-moderate-serotonergic, Medium), so one finding is shown.
  {
    id: 'mirtazapine-tramadol-cyproheptadine',
    // Same orientation as the class row (tramadol on side a), so the group keeps one finding.
    a: { drugs: ['tramadol', 'cyproheptadine'] },
    b: { classes: ['nassa'] },
    risk: 'High',
    group: 'serotonin',
    description:
      'Mirtazapine with tramadol or cyproheptadine can raise the risk of serotonin syndrome (agitation, tremors, fever); the mirtazapine label says not to use them together.',
    recommendation: 'Do not give these together; ask your vet which one your pet should have.',
    source: 'spc-mirataz-noah',
  },
  // Proin label: use with caution with other sympathomimetic drugs (increased toxicity). Low.
  {
    id: 'sympathomimetic-pair',
    a: { classes: ['sympathomimetic'] },
    b: { classes: ['sympathomimetic'] },
    risk: 'Low',
    description:
      'Two stimulant or decongestant drugs together (phenylpropanolamine, pseudoephedrine, phenylephrine) add up their effects on heart rate and blood pressure; the phenylpropanolamine label advises caution.',
    recommendation:
      'Do not add a decongestant or stimulant to Proin or a similar drug without asking your vet; watch for restlessness, panting or a racing heart.',
    source: 'label-proin-us',
  },
  // Theophylline SPC for dogs: concurrent beta-sympathomimetics contraindicated (exaggerated side
  // effects): High. Inhalers are not systemic, so an albuterol inhaler stays silent.
  {
    id: 'theophylline-beta2-agonist',
    a: { classes: ['methylxanthine'], except: ['caffeine', 'chocolate'] },
    b: { classes: ['beta2-agonist'] },
    risk: 'High',
    description:
      'Theophylline with a beta-agonist bronchodilator such as terbutaline adds their effects on the heart and nervous system (fast heart rate, restlessness, tremors); the veterinary theophylline label says not to use them together.',
    recommendation:
      'Do not give these together unless your vet has decided to; ask them which one to use.',
    source: 'spc-theophylline-dogs-noah',
  },
  // Same SPC: macrolides such as erythromycin raise theophylline levels. A caution: Low.
  {
    id: 'macrolide-theophylline',
    a: { drugs: ['erythromycin', 'clarithromycin'] },
    b: { drugs: ['theophylline', 'aminophylline'] },
    risk: 'Low',
    description:
      'Erythromycin and clarithromycin can raise theophylline blood levels, bringing on its side effects (vomiting, restlessness, fast heart rate).',
    recommendation:
      'Tell your vet your pet takes theophylline; watch for vomiting, restlessness or a racing heart.',
    source: 'spc-theophylline-dogs-noah',
  },
  // Diazepam SPC: cimetidine, erythromycin, azoles and propranolol may slow diazepam metabolism,
  // so the dose may need lowering to avoid too much sedation; it may increase digoxin's action.
  // Both cautions: Low.
  {
    id: 'diazepam-metabolism-inhibitors',
    a: { drugs: ['diazepam'] },
    b: { drugs: ['cimetidine', 'erythromycin', 'itraconazole', 'ketoconazole', 'propranolol'] },
    risk: 'Low',
    description:
      'These drugs can slow the breakdown of diazepam, so it may sedate more and for longer than expected.',
    recommendation:
      'Tell your vet about the other drug; they may lower the diazepam dose. Call them if your pet is very sleepy or wobbly.',
    source: 'spc-diazepam-vet-noah',
  },
  {
    id: 'diazepam-digoxin',
    a: { drugs: ['diazepam'] },
    b: { drugs: ['digoxin'] },
    risk: 'Low',
    description: 'The diazepam label says it may increase the action of digoxin.',
    recommendation:
      'Tell your vet your pet takes digoxin; watch for vomiting, poor appetite or a slow or irregular heartbeat.',
    source: 'spc-diazepam-vet-noah',
  },
  // 21 CFR 522.1156 (imidocarb): not at the same time as, or a few days around, cholinesterase-
  // inhibiting drugs or pesticides (organophosphate and carbamate flea products, collars too).
  // "Do not use" with the mechanism of harm named: High, whatever the route of the insecticide.
  {
    id: 'imidocarb-cholinesterase-inhibitor',
    a: { drugs: ['imidocarb'] },
    b: { classes: ['organophosphate'] },
    risk: 'High',
    anyRoute: true,
    description:
      'Imidocarb, given for babesiosis, is itself a cholinesterase inhibitor; with an organophosphate or carbamate flea collar, dip or spray the two add up and can cause drooling, tremors, vomiting and breathing trouble. Its label says not to use them together or within a few days.',
    recommendation:
      'Remove any organophosphate or carbamate flea product and tell your vet before the imidocarb injection; ask how many days to wait.',
    source: 'cfr-imidocarb',
  },
  // Ventipulmin leaflet: more arrhythmias with digitalis glycosides. A warning of harm: Medium.
  {
    id: 'beta2-agonist-digoxin',
    a: { classes: ['beta2-agonist'] },
    b: { classes: ['cardiac-glycoside'] },
    risk: 'Medium',
    description:
      'A beta-agonist bronchodilator (clenbuterol, terbutaline) with digoxin makes irregular heartbeats more likely; the clenbuterol label warns of it.',
    recommendation:
      'Ask your vet before giving a bronchodilator to a pet on digoxin; watch for weakness, collapse or a racing or irregular heartbeat.',
    source: 'pil-ventipulmin-granulat',
  },
];
