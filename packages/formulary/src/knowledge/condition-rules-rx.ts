import type { ConditionRule } from './condition-rules';

// Label contraindications and precautions of the everyday dog and cat prescriptions that had no
// condition row yet (behaviour and pain, gut, antimicrobial, antifungal and hormone drugs), read
// from each SPC or package insert, or for human drugs used off label from Plumb's. Spread into
// LABEL_CONDITION_RULES. Same convention: a label "do not use" with harm described is High; "do
// not use" without harm, or a caution with harm, is Medium; "safety not established" or a dose
// adjustment is Low. None of these is High: none is a label "do not use" with harm. A dose that is
// only reduced in kidney disease for a drug given routinely to such pets (famotidine, sucralfate,
// gabapentin, levetiracetam, cefalexin, fluconazole) gets no row (one cefalexin dog label's
// "do not use in severe renal failure" is a row, for severe disease only): a caution there is a false alarm.

const ASK_VET =
  'Tell your vet about this condition before it is given; they may choose another drug.';
const DOSE_CHECK = 'Mention the condition so your vet can adjust the dose or monitor blood tests.';

export const RX_CONDITION_RULES: readonly ConditionRule[] = [
  // ── NSAIDs ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'rx-robenacoxib-breeding-cat',
    condition: 'breeding',
    match: { drugs: ['robenacoxib'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'The Onsior (robenacoxib) cat leaflet says not to use it in cats used for breeding, because its safety has not been established in them.',
    recommendation: ASK_VET,
    source: 'spc-onsior',
  },
  // ── Behaviour and pain ────────────────────────────────────────────────────────────────────
  {
    id: 'rx-tca-glaucoma',
    condition: 'glaucoma',
    match: { classes: ['tca'] },
    risk: 'Low',
    description:
      'Clomipramine and amitriptyline have anticholinergic effects that can raise eye pressure; the Clomicalm label advises care in dogs with narrow-angle glaucoma.',
    recommendation: ASK_VET,
    source: 'label-clomicalm',
  },
  {
    id: 'rx-tca-urinary-retention',
    condition: 'urinary-retention',
    match: { classes: ['tca'] },
    risk: 'Low',
    description:
      'Clomipramine and amitriptyline relax the bladder wall through their anticholinergic effect; the Clomicalm label advises care in dogs with urinary retention.',
    recommendation: ASK_VET,
    source: 'label-clomicalm',
  },
  {
    id: 'rx-anticholinergic-urinary-retention',
    condition: 'urinary-retention',
    match: { classes: ['anticholinergic'] },
    risk: 'Medium',
    description:
      'Atropine-like drugs relax the bladder and tighten its outlet; references advise against them when a pet already cannot empty its bladder.',
    recommendation: ASK_VET,
    source: 'plumbs-offlabel-cautions',
  },
  {
    id: 'rx-trazodone-heart',
    condition: 'heart-disease',
    match: { drugs: ['trazodone'] },
    risk: 'Low',
    description:
      "A Plumb's summary for trazodone advises caution in patients with severe heart disease.",
    recommendation: ASK_VET,
    source: 'vtb-trazodone-plumbs',
  },
  {
    id: 'rx-trazodone-liver-kidney',
    condition: 'liver',
    match: { drugs: ['trazodone'] },
    risk: 'Low',
    description:
      "A Plumb's summary for trazodone advises caution in patients with liver impairment.",
    recommendation: DOSE_CHECK,
    source: 'vtb-trazodone-plumbs',
  },
  {
    id: 'rx-trazodone-kidney',
    condition: 'kidney',
    match: { drugs: ['trazodone'] },
    risk: 'Low',
    description:
      "A Plumb's summary for trazodone advises caution in patients with kidney impairment.",
    recommendation: DOSE_CHECK,
    source: 'vtb-trazodone-plumbs',
  },
  {
    id: 'rx-pregabalin-liver',
    condition: 'liver',
    match: { drugs: ['pregabalin'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Bonqat (pregabalin) label says its safety has not been established in cats with moderate to severe liver, kidney or heart disease.',
    recommendation: ASK_VET,
    source: 'spc-bonqat',
  },
  {
    id: 'rx-pregabalin-heart',
    condition: 'heart-disease',
    match: { drugs: ['pregabalin'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Bonqat (pregabalin) label says its safety has not been established in cats with moderate to severe heart disease, and it can slow the heart and breathing a little.',
    recommendation: ASK_VET,
    source: 'spc-bonqat',
  },
  {
    id: 'rx-pregabalin-kidney',
    condition: 'kidney',
    match: { drugs: ['pregabalin'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Bonqat (pregabalin) label says its safety has not been established in moderate to severe kidney disease.',
    recommendation: ASK_VET,
    source: 'spc-bonqat-full',
  },
  {
    id: 'rx-pregabalin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['pregabalin'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Bonqat (pregabalin) label says its safety has not been established in pregnant cats.',
    recommendation: ASK_VET,
    source: 'spc-bonqat-full',
  },
  {
    id: 'rx-pregabalin-lactation',
    condition: 'lactation',
    match: { drugs: ['pregabalin'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Bonqat (pregabalin) label says its safety has not been established in nursing cats.',
    recommendation: ASK_VET,
    source: 'spc-bonqat-full',
  },
  {
    id: 'rx-pregabalin-breeding',
    condition: 'breeding',
    match: { drugs: ['pregabalin'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Bonqat (pregabalin) label says its safety has not been established in breeding cats.',
    recommendation: ASK_VET,
    source: 'spc-bonqat-full',
  },
  {
    id: 'rx-amantadine-kidney',
    condition: 'kidney',
    match: { drugs: ['amantadine'] },
    risk: 'Medium',
    description:
      'Amantadine leaves the body almost entirely through the kidneys; in kidney disease it builds up and can cause agitation, tremors or seizures unless the dose is reduced.',
    recommendation: DOSE_CHECK,
    source: 'plumbs-offlabel-cautions',
  },
  {
    id: 'rx-amantadine-epilepsy',
    condition: 'epilepsy',
    match: { drugs: ['amantadine'] },
    risk: 'Low',
    description:
      'Amantadine can lower the seizure threshold; references advise caution in pets with seizure disorders.',
    recommendation: ASK_VET,
    source: 'plumbs-offlabel-cautions',
  },
  {
    id: 'rx-amantadine-heart-failure',
    condition: 'heart-failure',
    match: { drugs: ['amantadine'] },
    risk: 'Low',
    description:
      'Amantadine can cause fluid retention and has been linked with worsening heart failure; references advise caution.',
    recommendation: ASK_VET,
    source: 'plumbs-offlabel-cautions',
  },
  {
    id: 'rx-amantadine-glaucoma',
    condition: 'glaucoma',
    match: { drugs: ['amantadine'] },
    risk: 'Low',
    description:
      'Amantadine has anticholinergic effects that can raise eye pressure; references advise caution in glaucoma.',
    recommendation: ASK_VET,
    source: 'plumbs-offlabel-cautions',
  },
  {
    id: 'rx-buprenorphine-liver',
    condition: 'liver',
    match: { drugs: ['buprenorphine'] },
    risk: 'Low',
    description:
      'Buprenorphine is broken down by the liver; the Vetergesic and Simbadol labels advise caution in impaired liver function, where its effect can last longer.',
    recommendation: DOSE_CHECK,
    source: 'spc-vetergesic',
  },
  {
    id: 'rx-selegiline-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['selegiline'] },
    risk: 'Low',
    description:
      'The Anipryl (selegiline) label names only hypersensitivity as a contraindication; its safety in pregnant dogs has not been established.',
    recommendation: ASK_VET,
    source: 'label-anipryl',
  },
  {
    id: 'rx-selegiline-lactation',
    condition: 'lactation',
    match: { drugs: ['selegiline'] },
    risk: 'Low',
    description: 'The safety of Anipryl (selegiline) in nursing dogs has not been established.',
    recommendation: ASK_VET,
    source: 'label-anipryl',
  },
  {
    id: 'rx-selegiline-breeding',
    condition: 'breeding',
    match: { drugs: ['selegiline'] },
    risk: 'Low',
    description: 'The safety of Anipryl (selegiline) in breeding dogs has not been established.',
    recommendation: ASK_VET,
    source: 'label-anipryl',
  },
  {
    id: 'rx-benzodiazepine-liver',
    condition: 'liver',
    match: { classes: ['benzodiazepine'] },
    risk: 'Low',
    description:
      'Veterinary drug references advise caution with benzodiazepines such as diazepam and alprazolam in pets with liver disease.',
    recommendation: DOSE_CHECK,
    source: 'guide-diazepam-vetdepot',
  },
  {
    id: 'rx-benzodiazepine-glaucoma',
    condition: 'glaucoma',
    match: { drugs: ['alprazolam', 'diazepam'] },
    risk: 'Low',
    description:
      'The Ziapam (diazepam) label for dogs and cats advises caution in animals with glaucoma, and a veterinary alprazolam handout does the same for alprazolam.',
    recommendation: ASK_VET,
    source: 'spc-ziapam',
  },
  {
    id: 'rx-zonisamide-kidney',
    condition: 'kidney',
    match: { drugs: ['zonisamide'] },
    risk: 'Low',
    description:
      'Zonisamide is partly cleared by the kidneys; references advise caution and slower dose increases in kidney disease.',
    recommendation: DOSE_CHECK,
    source: 'plumbs-offlabel-cautions',
  },
  {
    id: 'rx-zonisamide-liver',
    condition: 'liver',
    match: { drugs: ['zonisamide'] },
    risk: 'Low',
    description:
      'Zonisamide has rarely caused acute, sometimes life-threatening liver injury in dogs in the first weeks of treatment; a pet with liver disease needs its liver values watched.',
    recommendation: DOSE_CHECK,
    source: 'zonisamide-hepatopathy-dogs',
  },
  // rx-zonisamide-pregnancy moved to condition-rules-ledger-d.ts (High, from the references read).
  // Third ledger pass (decision 042): the Reconcile, Clomicalm and Selgian labels.
  {
    id: 'rx-fluoxetine-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['fluoxetine'] },
    risk: 'Low',
    description:
      'The Reconcile (fluoxetine) label says its effects in pregnant dogs have not been studied.',
    recommendation: ASK_VET,
    source: 'label-reconcile-us',
  },
  {
    id: 'rx-fluoxetine-lactation',
    condition: 'lactation',
    match: { drugs: ['fluoxetine'] },
    risk: 'Low',
    description:
      'The Reconcile (fluoxetine) label says its effects in nursing dogs have not been studied.',
    recommendation: ASK_VET,
    source: 'label-reconcile-us',
  },
  {
    id: 'rx-fluoxetine-breeding',
    condition: 'breeding',
    match: { drugs: ['fluoxetine'] },
    risk: 'Low',
    description:
      'The Reconcile (fluoxetine) label says its effects in breeding dogs have not been studied.',
    recommendation: ASK_VET,
    source: 'label-reconcile-us',
  },
  {
    id: 'rx-selegiline-pregnancy-spc',
    condition: 'pregnancy',
    match: { drugs: ['selegiline'] },
    risk: 'Medium',
    description:
      'The Selgian (selegiline) label says not to give it to pregnant bitches: it may act on prolactin secretion and has not been studied in them.',
    recommendation: ASK_VET,
    source: 'spc-selgian',
  },
  {
    id: 'rx-selegiline-lactation-spc',
    condition: 'lactation',
    match: { drugs: ['selegiline'] },
    risk: 'Medium',
    description:
      'The Selgian (selegiline) label says not to give it to nursing bitches: it may act on prolactin secretion and has not been studied in them.',
    recommendation: ASK_VET,
    source: 'spc-selgian',
  },
  {
    id: 'rx-dexmedetomidine-lactation',
    condition: 'lactation',
    match: { drugs: ['dexmedetomidine'] },
    risk: 'Medium',
    description:
      'The Dexdomitor (dexmedetomidine) label says its safety in lactation has not been established, so its use is not recommended.',
    recommendation: ASK_VET,
    source: 'spc-dexmedetomidine',
  },
  {
    id: 'rx-dexmedetomidine-breeding',
    condition: 'breeding',
    match: { drugs: ['dexmedetomidine'] },
    risk: 'Low',
    description:
      'The Dexdomitor (dexmedetomidine) label says its safety has not been established in males intended for breeding.',
    recommendation: ASK_VET,
    source: 'spc-dexmedetomidine',
  },
  // ── Gut ───────────────────────────────────────────────────────────────────────────────────
  {
    id: 'rx-mirtazapine-kidney-severe',
    onlySevere: true,
    condition: 'kidney',
    match: { drugs: ['mirtazapine'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Mirataz label says its safety has not been established in cats with severe kidney disease, where mirtazapine is cleared more slowly.',
    recommendation: DOSE_CHECK,
    source: 'spc-mirataz-full',
  },
  {
    id: 'rx-mirtazapine-diabetes',
    condition: 'diabetes',
    match: { drugs: ['mirtazapine'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Mirataz label says its effect on glucose regulation has not been evaluated; blood sugar should be monitored in diabetic cats.',
    recommendation: 'Your vet may check blood sugar more closely while it is given.',
    source: 'spc-mirataz-full',
  },
  {
    id: 'rx-capromorelin-heart-cat',
    condition: 'heart-disease',
    match: { drugs: ['capromorelin'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Elura label says to use it with caution in cats that may have heart disease: it briefly slows the heart and lowers blood pressure.',
    recommendation: ASK_VET,
    source: 'label-elura',
  },
  {
    id: 'rx-capromorelin-dehydration-cat',
    condition: 'dehydration',
    match: { drugs: ['capromorelin'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Elura label says to use it with caution in severely dehydrated cats: it briefly lowers blood pressure.',
    recommendation: ASK_VET,
    source: 'label-elura',
  },
  {
    id: 'rx-capromorelin-lactation',
    condition: 'lactation',
    match: { drugs: ['capromorelin'] },
    risk: 'Low',
    description: 'Capromorelin (Entyce, Elura) has not been evaluated in nursing animals.',
    recommendation: ASK_VET,
    source: 'capromorelin-info',
  },
  {
    id: 'rx-maropitant-obstruction',
    condition: 'gi-obstruction',
    match: { drugs: ['maropitant'] },
    risk: 'Low',
    description:
      'The Cerenia (maropitant) label says its safe use has not been evaluated in dogs with a gut blockage, and stopping the vomiting can hide one.',
    recommendation: 'Tell your vet about the possible blockage before it is given.',
    source: 'label-cerenia',
  },
  {
    id: 'rx-ondansetron-liver',
    condition: 'liver',
    match: { drugs: ['ondansetron'] },
    risk: 'Low',
    description:
      'Ondansetron is broken down by the liver; a veterinary pharmacology reference advises caution with liver dysfunction, where it lasts longer.',
    recommendation: DOSE_CHECK,
    source: 'clinipharm-ondansetron',
  },
  {
    id: 'rx-ondansetron-obstruction',
    condition: 'gi-obstruction',
    match: { drugs: ['ondansetron'] },
    risk: 'Low',
    description:
      'Stopping the vomiting can hide a worsening gut blockage; references advise care when a blockage is possible.',
    recommendation: 'Tell your vet about the possible blockage before it is given.',
    source: 'plumbs-offlabel-cautions',
  },
  {
    id: 'rx-lactulose-diabetes',
    condition: 'diabetes',
    match: { drugs: ['lactulose'] },
    risk: 'Low',
    description:
      'The lactulose syrup label for dogs and cats says it may change the insulin needs of diabetic animals (the syrup contains some galactose and lactose).',
    recommendation: 'Your vet may check blood sugar more closely while it is given.',
    source: 'spc-lactulose-vet',
  },
  {
    id: 'rx-lactulose-dehydration',
    condition: 'dehydration',
    match: { drugs: ['lactulose'] },
    risk: 'Low',
    description:
      'The lactulose syrup label for dogs and cats advises care in animals with fluid or electrolyte imbalance: lactulose draws water into the gut, and too much causes diarrhoea and fluid loss.',
    recommendation: 'Make sure fresh water is always available and tell your vet about diarrhoea.',
    source: 'spc-lactulose-vet',
  },
  // ── Antimicrobials and antifungals ────────────────────────────────────────────────────────
  {
    id: 'rx-enrofloxacin-epilepsy',
    condition: 'epilepsy',
    match: { drugs: ['enrofloxacin'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'The Baytril oral suspension for cats says not to use it in cats with a history of seizures: enrofloxacin can stimulate the nervous system.',
    recommendation: ASK_VET,
    source: 'spc-baytril-cat-suspension',
  },
  {
    id: 'rx-enrofloxacin-liver',
    onlySevere: true,
    condition: 'liver',
    match: { drugs: ['enrofloxacin'] },
    risk: 'Low',
    description:
      'The Baytril label says to use it with caution in animals with severe liver (or kidney) impairment.',
    recommendation: DOSE_CHECK,
    source: 'spc-baytril-flavour',
  },
  {
    id: 'rx-cyclosporine-lactation',
    condition: 'lactation',
    match: { drugs: ['cyclosporine'] },
    species: ['dog'],
    risk: 'Medium',
    description:
      'The Atopica (ciclosporin) label says its use is not recommended in nursing bitches.',
    recommendation: ASK_VET,
    source: 'spc-atopica-dog',
  },
  {
    id: 'rx-clindamycin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['clindamycin'] },
    species: ['dog'],
    risk: 'Low',
    description:
      'Clindamycin labels for dogs say its safety in pregnant bitches has not been established; use only after the vet weighs benefit and risk.',
    recommendation: ASK_VET,
    source: 'spc-clinacin',
  },
  {
    id: 'rx-clindamycin-lactation',
    condition: 'lactation',
    match: { drugs: ['clindamycin'] },
    species: ['dog'],
    risk: 'Low',
    description:
      'Clindamycin labels for dogs say its safety in nursing bitches has not been established; use only after the vet weighs benefit and risk.',
    recommendation: ASK_VET,
    source: 'spc-clinacin',
  },
  {
    id: 'rx-clindamycin-breeding',
    condition: 'breeding',
    match: { drugs: ['clindamycin'] },
    species: ['dog'],
    sex: 'male',
    risk: 'Low',
    description:
      'Clindamycin labels for dogs say its safety in breeding male dogs has not been established; use only after the vet weighs benefit and risk.',
    recommendation: ASK_VET,
    source: 'spc-clinacin',
  },
  {
    id: 'rx-clindamycin-kidney',
    onlySevere: true,
    condition: 'kidney',
    match: { drugs: ['clindamycin'] },
    risk: 'Low',
    description:
      'The Antirobe (clindamycin) label says pets with very severe kidney disease should be dosed with caution and monitored.',
    recommendation: DOSE_CHECK,
    source: 'label-antirobe',
  },
  {
    id: 'rx-clindamycin-liver',
    condition: 'liver',
    match: { drugs: ['clindamycin'] },
    risk: 'Low',
    description:
      'The Antirobe (clindamycin) label says pets with very severe liver disease should be dosed with caution and monitored.',
    recommendation: DOSE_CHECK,
    source: 'label-antirobe',
  },
  {
    id: 'rx-cefpodoxime-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['cefpodoxime'] },
    risk: 'Low',
    description:
      'The cefpodoxime (Simplicef) label says its safety in pregnant dogs has not been established.',
    recommendation: ASK_VET,
    source: 'label-simplicef',
  },
  {
    id: 'rx-cefpodoxime-lactation',
    condition: 'lactation',
    match: { drugs: ['cefpodoxime'] },
    risk: 'Low',
    description:
      'The cefpodoxime (Simplicef) label says its safety in nursing dogs has not been established.',
    recommendation: ASK_VET,
    source: 'label-simplicef',
  },
  {
    id: 'rx-cefpodoxime-breeding',
    condition: 'breeding',
    match: { drugs: ['cefpodoxime'] },
    risk: 'Low',
    description:
      'The cefpodoxime (Simplicef) label says its safety in breeding male dogs has not been established.',
    recommendation: ASK_VET,
    source: 'label-simplicef',
  },
  {
    id: 'rx-cefovecin-breeding',
    condition: 'breeding',
    match: { drugs: ['cefovecin'] },
    risk: 'Low',
    description:
      'The Convenia (cefovecin) label says its safety has not been determined in breeding animals; one injection lasts about two weeks.',
    recommendation: ASK_VET,
    source: 'spc-convenia',
  },
  {
    id: 'rx-cefovecin-lactation',
    condition: 'lactation',
    match: { drugs: ['cefovecin'] },
    risk: 'Low',
    description:
      'The Convenia (cefovecin) label says its safety has not been determined in nursing animals.',
    recommendation: ASK_VET,
    source: 'spc-convenia',
  },
  {
    // One dog label contraindicates severe renal failure; the others (and the cat label) only
    // reduce the dose, which is routine and gets no row.
    id: 'rx-cephalexin-kidney-severe',
    onlySevere: true,
    condition: 'kidney',
    match: { drugs: ['cephalexin'] },
    species: ['dog'],
    risk: 'Medium',
    description:
      'A cefalexin tablet label for dogs says not to use it in severe kidney failure; it leaves the body through the kidneys and builds up when they fail.',
    recommendation: DOSE_CHECK,
    source: 'spc-cefalexin-dog',
  },
  {
    id: 'rx-clavulanate-kidney',
    onlySevere: true,
    condition: 'kidney',
    match: { drugs: ['clavulanate'] },
    risk: 'Medium',
    description:
      'Amoxicillin-clavulanate SPCs say not to use it in animals with serious kidney failure that are passing little or no urine.',
    recommendation: DOSE_CHECK,
    source: 'spc-amoxicillin-clavulanate',
  },
  {
    id: 'rx-trimethoprim-blood',
    condition: 'bleeding-disorder',
    match: { drugs: ['trimethoprim'] },
    risk: 'Medium',
    description:
      'Trimethoprim-sulfonamide labels say not to use it in dogs with blood disorders (blood dyscrasias); it can lower platelet and blood cell counts.',
    recommendation: 'Ask your vet about another antibiotic for a pet with a blood disorder.',
    source: 'tms-label',
  },
  {
    id: 'rx-chloramphenicol-liver',
    condition: 'liver',
    match: { drugs: ['chloramphenicol'] },
    risk: 'Medium',
    description:
      'Chloramphenicol is cleared by the liver and is not for animals in liver failure; ask the vet about monitoring liver function or choosing another antibiotic.',
    recommendation: ASK_VET,
    // The WikiVet page first cited here is a diff that does not name its drug; the Wedgewood
    // veterinary monograph (read for the label ledger) says it directly.
    source: 'monograph-chloramphenicol-wedgewood',
  },
  {
    id: 'rx-chloramphenicol-blood',
    condition: 'bleeding-disorder',
    match: { drugs: ['chloramphenicol'] },
    risk: 'Medium',
    description:
      'Chloramphenicol suppresses the bone marrow (very commonly in cats treated for more than two weeks); university antimicrobial guidelines say not to use it in animals with low white cell counts or anaemia.',
    recommendation: 'Ask your vet about another antibiotic for a pet with a blood disorder.',
    source: 'osu-antimicrobial-chloramphenicol',
  },
  {
    id: 'rx-azithromycin-liver',
    condition: 'liver',
    match: { drugs: ['azithromycin'] },
    risk: 'Low',
    description:
      'Azithromycin is cleared mainly through the liver and bile; a veterinary medication guide says liver function should be normal before it is given, as it can damage a liver predisposed to disease.',
    recommendation: DOSE_CHECK,
    source: 'guide-azithromycin-vetdepot',
  },
  {
    id: 'rx-terbinafine-liver',
    condition: 'liver',
    match: { drugs: ['terbinafine'] },
    risk: 'Medium',
    description:
      'A veterinary terbinafine tablet label says not to use it in animals with obvious liver insufficiency; it is broken down by the liver and can rarely injure it.',
    recommendation: ASK_VET,
    source: 'label-terbinafine-victory',
  },
  {
    id: 'rx-terbinafine-kidney',
    condition: 'kidney',
    match: { drugs: ['terbinafine'] },
    risk: 'Medium',
    description:
      'A veterinary terbinafine tablet label says not to use it in animals with obvious kidney insufficiency; its clearance falls in kidney disease.',
    recommendation: ASK_VET,
    source: 'label-terbinafine-victory',
  },
  // ── Hormones and the heart ────────────────────────────────────────────────────────────────
  {
    id: 'lbl-thyroxine-lactation',
    condition: 'lactation',
    match: { classes: ['thyroid-hormone'] },
    risk: 'Low',
    description: 'The Thyro-Tabs label says its safety in lactating dogs has not been evaluated.',
    recommendation: ASK_VET,
    source: 'spc-levothyroxine',
  },
  {
    id: 'lbl-thyroxine-breeding',
    condition: 'breeding',
    match: { classes: ['thyroid-hormone'] },
    risk: 'Low',
    description: 'The Thyro-Tabs label says its safety in breeding dogs has not been evaluated.',
    recommendation: ASK_VET,
    source: 'spc-levothyroxine',
  },
  {
    id: 'rx-methimazole-diabetes',
    condition: 'diabetes',
    match: { drugs: ['methimazole'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'The Felimazole (thiamazole) label says not to use it in cats with systemic disease such as diabetes mellitus.',
    recommendation: ASK_VET,
    source: 'spc-felimazole',
  },
  {
    id: 'rx-trilostane-lactation',
    condition: 'lactation',
    match: { drugs: ['trilostane'] },
    species: ['dog'],
    risk: 'Low',
    description: 'The safe use of trilostane (Vetoryl) in nursing dogs has not been established.',
    recommendation: ASK_VET,
    source: 'vetoryl-us-summary',
  },
  {
    id: 'rx-trilostane-breeding-male',
    condition: 'breeding',
    match: { drugs: ['trilostane'] },
    species: ['dog'],
    sex: 'male',
    risk: 'Low',
    description:
      'The safe use of trilostane (Vetoryl) in breeding male dogs has not been established; it lowers testosterone production.',
    recommendation: ASK_VET,
    source: 'vetoryl-us-summary',
  },
  {
    id: 'rx-osaterone-addisons',
    condition: 'addisons',
    match: { drugs: ['osaterone'] },
    risk: 'Low',
    description:
      'The Ypozane (osaterone) label says it can lower cortisol for several weeks, so dogs with Addison’s disease need monitoring.',
    recommendation:
      'Your vet may adjust the Addison’s treatment and watch for weakness or vomiting.',
    source: 'spc-ypozane',
  },
  {
    id: 'rx-osaterone-liver',
    condition: 'liver',
    match: { drugs: ['osaterone'] },
    risk: 'Low',
    description:
      'The Ypozane (osaterone) label advises caution in dogs with a history of liver disease; some treated dogs had a reversible rise in liver enzymes.',
    recommendation: DOSE_CHECK,
    source: 'spc-ypozane',
  },
  {
    id: 'rx-torsemide-kidney',
    condition: 'kidney',
    match: { drugs: ['torsemide'] },
    species: ['dog'],
    risk: 'Medium',
    description:
      'The torasemide labels for dogs (UpCard) say not to use it in kidney failure; kidney values very commonly rise during treatment.',
    recommendation: DOSE_CHECK,
    source: 'spc-upcard',
  },
  {
    id: 'rx-torsemide-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['torsemide'] },
    species: ['dog'],
    risk: 'Low',
    description: 'Torasemide (UpCard) has not been evaluated in pregnant dogs.',
    recommendation: ASK_VET,
    source: 'label-upcard-ca1',
  },
  {
    id: 'rx-torsemide-lactation',
    condition: 'lactation',
    match: { drugs: ['torsemide'] },
    species: ['dog'],
    risk: 'Low',
    description: 'Torasemide (UpCard) has not been evaluated in nursing dogs.',
    recommendation: ASK_VET,
    source: 'label-upcard-ca1',
  },
  {
    id: 'rx-torsemide-breeding',
    condition: 'breeding',
    match: { drugs: ['torsemide'] },
    species: ['dog'],
    risk: 'Low',
    description: 'Torasemide (UpCard) has not been evaluated in breeding dogs.',
    recommendation: ASK_VET,
    source: 'label-upcard-ca1',
  },
  {
    id: 'rx-telmisartan-breeding',
    condition: 'breeding',
    match: { drugs: ['telmisartan'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The Semintra (telmisartan) label says its safety in breeding cats has not been established.',
    recommendation: ASK_VET,
    source: 'spc-semintra',
  },
  {
    id: 'rx-amlodipine-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['amlodipine'] },
    risk: 'Low',
    description:
      'Veterinary cardiologists advise against amlodipine in pregnant animals; its safety in pregnancy has not been established.',
    recommendation: ASK_VET,
    source: 'cvca-amlodipine',
  },
  {
    id: 'rx-amlodipine-lactation',
    condition: 'lactation',
    match: { drugs: ['amlodipine'] },
    risk: 'Low',
    description:
      'Veterinary cardiologists advise against amlodipine in nursing animals; its safety during nursing has not been established.',
    recommendation: ASK_VET,
    source: 'cvca-amlodipine',
  },
  {
    id: 'rx-amlodipine-breeding',
    condition: 'breeding',
    match: { drugs: ['amlodipine'] },
    risk: 'Low',
    description: 'Veterinary cardiologists advise against amlodipine in breeding animals.',
    recommendation: ASK_VET,
    source: 'cvca-amlodipine',
  },
  {
    id: 'rx-spironolactone-liver',
    condition: 'liver',
    match: { drugs: ['spironolactone'] },
    risk: 'Low',
    description:
      'Spironolactone is broken down extensively by the liver; the Prilactone label advises caution in dogs with liver impairment.',
    recommendation: DOSE_CHECK,
    source: 'spc-prilactone',
  },
  {
    id: 'rx-sildenafil-hypotension',
    condition: 'hypotension',
    match: { drugs: ['sildenafil'] },
    risk: 'Medium',
    description:
      'Sildenafil widens blood vessels and lowers blood pressure; references advise caution in pets with low blood pressure or fluid loss.',
    recommendation: ASK_VET,
    source: 'plumbs-offlabel-cautions',
  },
  {
    id: 'rx-sildenafil-liver',
    condition: 'liver',
    match: { drugs: ['sildenafil'] },
    risk: 'Low',
    description:
      'Sildenafil is broken down by the liver; in liver disease it lasts longer and the dose is often reduced.',
    recommendation: DOSE_CHECK,
    source: 'plumbs-offlabel-cautions',
  },
  {
    id: 'rx-diltiazem-heart-failure',
    condition: 'heart-failure',
    match: { drugs: ['diltiazem'] },
    risk: 'Medium',
    description:
      'Diltiazem weakens the heart’s squeeze a little; the HyperCard (diltiazem) label for cats advises caution in congestive heart failure.',
    recommendation: ASK_VET,
    source: 'spc-hypercard',
  },
  {
    id: 'rx-diltiazem-hypotension',
    condition: 'hypotension',
    match: { drugs: ['diltiazem'] },
    risk: 'Medium',
    description:
      'Diltiazem lowers blood pressure; the HyperCard (diltiazem) label for cats says not to use it in animals with low blood pressure.',
    recommendation: ASK_VET,
    source: 'spc-hypercard',
  },
  // ── Corticosteroids: the prednisolone labels (dogs and cats) ─────────────────────────────
  {
    id: 'lbl-prednisolone-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['prednisolone'] },
    species: ['dog', 'cat'],
    risk: 'High',
    description:
      'Prednisolone labels for dogs and cats say not to use it in pregnancy: given late in pregnancy it can bring on early birth, abortion or death of the young, and steroids given to pregnant dogs have caused cleft palate and other defects in the pups.',
    recommendation: 'Do not give it to a pregnant pet unless your vet decides it is essential.',
    source: 'label-prednistab',
  },
  {
    id: 'lbl-prednisolone-kidney',
    condition: 'kidney',
    match: { drugs: ['prednisolone'] },
    species: ['dog', 'cat'],
    risk: 'Medium',
    description:
      'Prednisolone labels for dogs and cats say not to use it in animals with kidney insufficiency (one label: severe kidney insufficiency).',
    recommendation: ASK_VET,
    source: 'spc-prednidale',
  },
  {
    id: 'lbl-prednisolone-corneal-ulcer',
    condition: 'corneal-ulcer',
    match: { drugs: ['prednisolone'] },
    species: ['dog', 'cat'],
    risk: 'Medium',
    description:
      'Prednisolone labels for dogs and cats say not to give the tablets to an animal with a corneal ulcer.',
    recommendation: ASK_VET,
    source: 'spc-prednidale',
  },
  {
    id: 'lbl-prednisolone-glaucoma',
    condition: 'glaucoma',
    match: { drugs: ['prednisolone'] },
    species: ['dog', 'cat'],
    risk: 'Medium',
    description:
      'The Prednicortone and Prednicare labels say not to use prednisolone in an animal with glaucoma.',
    recommendation: ASK_VET,
    source: 'spc-prednicortone',
  },
  {
    id: 'lbl-prednisolone-epilepsy',
    condition: 'epilepsy',
    match: { drugs: ['prednisolone'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description: 'The Prednicare label says caution is needed in animals with epilepsy.',
    recommendation: ASK_VET,
    source: 'spc-prednicare',
  },
  {
    id: 'lbl-prednisolone-hypertension',
    condition: 'hypertension',
    match: { drugs: ['prednisolone'] },
    species: ['dog', 'cat'],
    risk: 'Low',
    description:
      'Prednisolone labels for dogs and cats say to use it with caution in animals with high blood pressure.',
    recommendation: ASK_VET,
    source: 'spc-prednicortone',
  },
  // ── Mineralocorticoids: the Zycortal (desoxycortone pivalate) SPC, dogs ─────────────────
  {
    id: 'rx-docp-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['desoxycorticosterone pivalate'] },
    species: ['dog'],
    risk: 'Low',
    description:
      'The Zycortal (DOCP) label says its safety has not been established in pregnant dogs; the vet weighs benefit and risk.',
    recommendation: ASK_VET,
    source: 'spc-zycortal-fr',
  },
  {
    id: 'rx-docp-lactation',
    condition: 'lactation',
    match: { drugs: ['desoxycorticosterone pivalate'] },
    species: ['dog'],
    risk: 'Low',
    description:
      'The Zycortal (DOCP) label says its safety has not been established in nursing dogs; the vet weighs benefit and risk.',
    recommendation: ASK_VET,
    source: 'spc-zycortal-fr',
  },
  {
    id: 'rx-docp-breeding',
    condition: 'breeding',
    match: { drugs: ['desoxycorticosterone pivalate'] },
    species: ['dog'],
    risk: 'Low',
    description:
      'The Zycortal (DOCP) label says its safety has not been established in breeding dogs; the vet weighs benefit and risk.',
    recommendation: ASK_VET,
    source: 'spc-zycortal-fr',
  },
];
