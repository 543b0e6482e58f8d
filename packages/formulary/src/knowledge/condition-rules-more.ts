import type { ConditionRule } from './condition-rules';
import type { Selector } from './types';

// Condition contraindications, continued: hormones, heart, breathing, seizures, infection,
// immunity, pregnancy, eyes and ears.

const STEROID: Selector = { classes: ['corticosteroid'] };

export const MORE_CONDITION_RULES: readonly ConditionRule[] = [
  // Hormones
  {
    id: 'steroid-diabetes',
    condition: 'diabetes',
    match: STEROID,
    risk: 'Medium',
    description:
      'Corticosteroids raise blood sugar and cause insulin resistance, making diabetes harder to control.',
    recommendation:
      'Use only if your vet agrees; watch thirst and urination and expect insulin adjustments.',
    source: 'plumbs',
  },
  {
    id: 'depot-steroid-diabetes',
    condition: 'diabetes',
    match: { classes: ['corticosteroid-depot', 'progestin'] },
    risk: 'High',
    description:
      'Long-acting steroid injections and progestins (megestrol) cause lasting insulin resistance and can destabilise diabetes for weeks.',
    recommendation: 'Avoid in a diabetic pet; ask your vet about short-acting alternatives.',
    source: 'plumbs',
  },
  {
    id: 'thyroxine-hyperthyroid',
    condition: 'hyperthyroidism',
    match: { classes: ['thyroid-hormone'] },
    risk: 'High',
    description:
      'Thyroid hormone in a pet that is already hyperthyroid worsens the disease (heart strain, weight loss).',
    recommendation: 'Check with your vet; this looks like a mix-up.',
    source: 'label-soloxine',
  },
  {
    id: 'antithyroid-hypothyroid',
    condition: 'hypothyroidism',
    match: { classes: ['antithyroid'] },
    risk: 'High',
    description: 'Methimazole lowers thyroid hormone further in a pet that is already hypothyroid.',
    recommendation: 'Check with your vet; this looks like a mix-up.',
    source: 'label-felimazole',
  },
  {
    id: 'steroid-cushings',
    condition: 'cushings',
    match: STEROID,
    risk: 'Medium',
    description: 'Cushing’s disease is an excess of cortisol; extra corticosteroids add to it.',
    recommendation: 'Ask your vet whether a non-steroid option would work.',
    source: 'plumbs',
  },
  {
    id: 'adrenolytic-addisons',
    condition: 'addisons',
    match: { classes: ['adrenolytic'], drugs: ['ketoconazole'] },
    risk: 'High',
    description:
      'This drug suppresses adrenal hormones; in a pet with Addison’s disease it can trigger a life-threatening crisis.',
    recommendation: 'Do not give; check with your vet.',
    source: 'label-vetoryl',
  },
  {
    id: 'potassium-addisons',
    condition: 'addisons',
    match: { classes: ['potassium-sparing-diuretic', 'potassium-supplement'] },
    risk: 'Medium',
    description: 'Addison’s disease already tends to raise blood potassium; this drug adds to it.',
    recommendation: 'Your vet will monitor electrolytes.',
    source: 'plumbs',
  },
  {
    id: 'potassium-hyperkalaemia',
    condition: 'hyperkalaemia',
    match: { classes: ['potassium-sparing-diuretic', 'potassium-supplement'] },
    risk: 'High',
    description: 'This drug raises blood potassium, which is already high.',
    recommendation: 'Do not give without your vet’s advice.',
    source: 'plumbs',
  },
  {
    id: 'raas-hyperkalaemia',
    condition: 'hyperkalaemia',
    match: { classes: ['ace-inhibitor', 'arb'], drugs: ['trilostane'] },
    risk: 'Medium',
    description: 'This drug can raise blood potassium further.',
    recommendation: 'Your vet will monitor potassium.',
    source: 'plumbs',
  },
  {
    id: 'diuretic-hypokalaemia',
    condition: 'hypokalaemia',
    match: { classes: ['loop-diuretic', 'thiazide-diuretic'] },
    risk: 'Medium',
    description: 'Loop and thiazide diuretics lower blood potassium, which is already low.',
    recommendation: 'Your vet may add potassium and monitor levels.',
    source: 'plumbs',
  },
  {
    id: 'hypoglycaemic-insulinoma',
    condition: 'hypoglycaemia',
    match: { classes: ['insulin', 'oral-hypoglycaemic'] },
    risk: 'High',
    description: 'This drug lowers blood sugar, which is already too low.',
    recommendation: 'Do not give; check with your vet.',
    source: 'plumbs',
  },
  // Heart and circulation
  {
    id: 'pimobendan-hcm',
    condition: 'hcm',
    match: { drugs: ['pimobendan'] },
    risk: 'High',
    description:
      'Pimobendan is contraindicated in hypertrophic cardiomyopathy and outflow obstruction (such as aortic stenosis), where a stronger squeeze can worsen the obstruction.',
    recommendation: 'Ask your cardiologist before giving it; an echocardiogram decides.',
    source: 'label-vetmedin',
  },
  {
    id: 'ketamine-hcm',
    condition: 'hcm',
    match: { drugs: ['ketamine', 'tiletamine'] },
    risk: 'Medium',
    description:
      'Ketamine raises heart rate and workload, which a thickened heart tolerates poorly.',
    recommendation: 'Tell the anaesthetist about the heart disease.',
    source: 'plumbs',
  },
  {
    id: 'alpha2-heart',
    condition: 'heart-disease',
    match: { classes: ['alpha2-agonist'], except: ['clonidine', 'tizanidine'] },
    risk: 'High',
    description:
      'Alpha-2 sedatives (dexmedetomidine, medetomidine, xylazine) slow the heart and raise its workload; labels exclude pets with heart disease.',
    recommendation: 'Tell your vet about the heart disease before any sedation.',
    source: 'label-dexdomitor',
  },
  {
    id: 'steroid-chf',
    condition: 'heart-failure',
    match: STEROID,
    risk: 'Medium',
    description:
      'Corticosteroids make the body hold salt and water, which can bring on or worsen congestive heart failure (notably in cats).',
    recommendation: 'Use only with your vet’s agreement; watch breathing rate at rest.',
    source: 'plumbs',
  },
  {
    id: 'beta-blocker-chf',
    condition: 'heart-failure',
    match: { classes: ['beta-blocker'] },
    risk: 'Medium',
    description:
      'Beta-blockers weaken the heartbeat and are not started while heart failure is active.',
    recommendation: 'Only as your cardiologist directs; report breathing changes.',
    source: 'plumbs',
  },
  {
    id: 'rate-slowing-bradycardia',
    condition: 'bradycardia',
    match: {
      classes: ['beta-blocker', 'ccb-nondihydropyridine', 'alpha2-agonist', 'cardiac-glycoside'],
    },
    risk: 'High',
    description:
      'This drug slows the heart further in a pet that already has a slow heart rate or heart block.',
    recommendation: 'Do not give without your vet’s advice.',
    source: 'plumbs',
  },
  {
    id: 'pressor-hypertension',
    condition: 'hypertension',
    match: { classes: ['sympathomimetic', 'erythropoiesis-stimulant'] },
    risk: 'Medium',
    description: 'This drug raises blood pressure.',
    recommendation: 'Your vet should recheck blood pressure after starting it.',
    source: 'label-proin',
  },
  {
    id: 'pressor-heart-disease',
    condition: 'heart-disease',
    match: { drugs: ['phenylpropanolamine', 'ephedrine'] },
    risk: 'Low',
    description:
      'Phenylpropanolamine and ephedrine raise heart rate and blood pressure; the labels advise caution in heart disease.',
    recommendation: 'Ask your vet to check heart rate and blood pressure after starting it.',
    source: 'label-proin',
  },
  {
    id: 'nsaid-hypotension',
    condition: 'hypotension',
    match: { classes: ['nsaid', 'loop-diuretic'], drugs: ['acepromazine'] },
    risk: 'Medium',
    description:
      'With low blood pressure or dehydration this drug can reduce blood flow to the kidneys or drop pressure further.',
    recommendation: 'Ask your vet; fluids first, then the drug.',
    source: 'fda-nsaid',
  },
  {
    id: 'bleeding-disorder',
    condition: 'bleeding-disorder',
    match: { classes: ['anticoagulant', 'antiplatelet'] },
    risk: 'High',
    description: 'This drug reduces clotting in a pet that already bleeds easily.',
    recommendation: 'Do not give without your vet’s advice.',
    source: 'plumbs',
  },
  {
    id: 'nsaid-bleeding',
    condition: 'bleeding-disorder',
    match: { classes: ['nsaid'] },
    risk: 'Medium',
    description:
      'NSAIDs reduce platelet function and raise bleeding risk in a pet with a clotting problem.',
    recommendation: 'Ask your vet; watch for bruising or black stools.',
    source: 'plumbs',
  },
  // Breathing
  {
    id: 'nonselective-beta-asthma',
    condition: 'asthma',
    match: { classes: ['beta-blocker-nonselective'] },
    risk: 'High',
    description:
      'A non-selective beta-blocker blocks the airway-opening beta-2 receptors and can trigger bronchospasm in asthma or chronic bronchitis.',
    recommendation:
      'Do not give; ask your vet about a beta-1-selective drug such as atenolol, used with care.',
    source: 'plumbs',
  },
  {
    id: 'timolol-asthma',
    condition: 'asthma',
    match: { classes: ['beta-blocker-nonselective'] },
    risk: 'Medium',
    routes: ['ophthalmic'],
    description:
      'Timolol eye drops are absorbed into the body and can tighten the airways of asthmatic pets.',
    recommendation: 'Ask your vet about a glaucoma drop without a beta-blocker.',
    source: 'plumbs',
  },
  {
    id: 'selective-beta-asthma',
    condition: 'asthma',
    match: { classes: ['beta-blocker-selective'] },
    risk: 'Low',
    description: 'Even beta-1-selective blockers can narrow the airways slightly at higher doses.',
    recommendation: 'Watch for coughing or faster breathing and tell your vet.',
    source: 'plumbs',
  },
  // Seizures
  {
    id: 'seizure-threshold',
    condition: 'epilepsy',
    match: { classes: ['ssri', 'snri', 'tca', 'serotonergic-opioid'], drugs: ['bupropion'] },
    risk: 'Medium',
    description:
      'This drug lowers the seizure threshold and can make seizures more likely in an epileptic pet.',
    recommendation:
      'Use only with your vet’s agreement; keep a seizure diary and report any change.',
    source: 'label-reconcile',
  },
  {
    id: 'isoxazoline-seizures',
    condition: 'epilepsy',
    match: { classes: ['isoxazoline'] },
    risk: 'Medium',
    description:
      'The FDA warns that isoxazoline flea and tick products can cause tremors and seizures, including in pets with a seizure history.',
    recommendation: 'Discuss a non-isoxazoline flea and tick product with your vet.',
    source: 'fda-isoxazoline',
  },
  {
    id: 'spinosyn-seizures',
    condition: 'epilepsy',
    match: { drugs: ['spinosad'] },
    risk: 'Medium',
    description:
      'The Comfortis and Trifexis (spinosad) labels advise caution in dogs with pre-existing epilepsy; seizures have been reported after use.',
    recommendation:
      'Ask your vet whether another flea product suits better, and report any change in seizure pattern.',
    source: 'label-comfortis',
  },
  {
    id: 'metoclopramide-seizures',
    condition: 'epilepsy',
    match: { drugs: ['metoclopramide'] },
    risk: 'Medium',
    description:
      'Metoclopramide acts on the brain’s dopamine receptors and is not advised in pets with seizure disorders.',
    recommendation: 'Ask your vet about maropitant or ondansetron instead.',
    source: 'plumbs',
  },
  {
    id: 'phenothiazine-seizures',
    condition: 'epilepsy',
    match: { drugs: ['acepromazine', 'chlorpromazine'] },
    risk: 'Low',
    description:
      'Phenothiazine tranquillisers have long been said to lower the seizure threshold (recent studies suggest the risk is small).',
    recommendation: 'Tell your vet about the epilepsy before sedation.',
    source: 'label-acepromazine',
  },
  {
    id: 'fluoroquinolone-seizures',
    condition: 'epilepsy',
    match: { classes: ['fluoroquinolone'] },
    risk: 'Low',
    description:
      'Fluoroquinolone labels advise caution in animals with seizure disorders (CNS stimulation).',
    recommendation: 'Report any change in seizure pattern to your vet.',
    source: 'label-baytril',
  },
  // Infection, immunity and cancer
  {
    id: 'jak-serious-infection',
    condition: 'serious-infection',
    match: { classes: ['jak-inhibitor'] },
    risk: 'High',
    description:
      'Oclacitinib (Apoquel) suppresses immune signalling; its label says not to use it in dogs with serious infections such as pneumonia.',
    recommendation:
      'Wait until the infection has cleared and ask your vet about itch relief in the meantime.',
    source: 'label-apoquel',
  },
  {
    id: 'immunosuppressant-infection',
    condition: 'serious-infection',
    match: { classes: ['immunosuppressant', 'calcineurin-inhibitor', 'corticosteroid'] },
    risk: 'Medium',
    description: 'Immune-suppressing drugs make it harder to fight a serious infection.',
    recommendation: 'Ask your vet whether this can wait until the infection is treated.',
    source: 'label-atopica',
  },
  {
    id: 'immunosuppressant-demodicosis',
    condition: 'demodicosis',
    match: { classes: ['jak-inhibitor', 'calcineurin-inhibitor', 'corticosteroid'] },
    risk: 'Medium',
    description:
      'Immune suppression lets Demodex mites multiply; labels note this drug may worsen demodicosis.',
    recommendation: 'Ask your vet to treat the mange first or choose another itch treatment.',
    source: 'label-apoquel',
  },
  {
    id: 'jak-neoplasia',
    condition: 'neoplasia',
    match: { classes: ['jak-inhibitor'] },
    risk: 'Medium',
    description: 'The oclacitinib label notes it may worsen existing cancers.',
    recommendation: 'Discuss the cancer with your vet before starting.',
    source: 'label-apoquel',
  },
  {
    id: 'cyclosporine-neoplasia',
    condition: 'neoplasia',
    match: { drugs: ['cyclosporine'] },
    risk: 'High',
    description:
      'The cyclosporine (Atopica) label excludes dogs with a history of malignant cancer.',
    recommendation: 'Ask your vet about a different itch or immune treatment.',
    source: 'label-atopica',
  },
  {
    id: 'antithyroid-autoimmune',
    condition: 'immune-mediated',
    match: { classes: ['antithyroid'] },
    risk: 'Medium',
    description: 'The methimazole label excludes cats with autoimmune disease or blood disorders.',
    recommendation: 'Ask your vet about radioiodine or diet management.',
    source: 'label-felimazole',
  },
  {
    id: 'milbemycin-heartworm-positive',
    condition: 'heartworm-disease',
    match: { drugs: ['milbemycin', 'diethylcarbamazine'] },
    risk: 'Medium',
    description:
      'In dogs carrying many heartworm larvae (microfilariae) this drug can trigger a shock-like reaction as the larvae die.',
    recommendation: 'Your vet will usually give the first dose in the clinic and observe.',
    source: 'label-interceptor',
  },
  // Pregnancy
  {
    id: 'pregnancy-contraindicated',
    condition: 'pregnancy',
    match: {
      classes: [
        'ace-inhibitor',
        'arb',
        'prostaglandin-analogue',
        'prostaglandin',
        'dopamine-agonist',
        'estrogen',
        'androgen',
        'adrenolytic',
        'antineoplastic',
      ],
      drugs: [
        'griseofulvin',
        'aglepristone',
        'warfarin',
        'isotretinoin',
        'finasteride',
        'misoprostol',
      ],
    },
    // Prascend: 'not evaluated in pregnant mares' (a Low row in condition-rules-labels.ts),
    // not the prolactin-blocking abortion of cabergoline in bitches and queens.
    exceptIn: { horse: ['pergolide'] },
    risk: 'High',
    description: 'This drug can harm the unborn litter or end the pregnancy.',
    recommendation: 'Do not give during pregnancy unless your vet specifically intends it.',
    source: 'plumbs',
  },
  {
    id: 'pregnancy-caution',
    condition: 'pregnancy',
    match: {
      classes: [
        'nsaid',
        'corticosteroid',
        'tetracycline',
        'fluoroquinolone',
        'antithyroid',
        'jak-inhibitor',
        'azole-antifungal',
        'aminoglycoside',
      ],
      drugs: ['dexmedetomidine'],
    },
    // The Baytril dog label: "may be used safely in pregnant and lactating animals".
    exceptIn: { dog: ['enrofloxacin'] },
    risk: 'Medium',
    description:
      'This drug has not been shown safe in pregnancy or can affect developing puppies or kittens.',
    recommendation: 'Tell your vet about the pregnancy before giving it.',
    source: 'plumbs',
  },
  // Eyes and ears (these rules cover the local forms)
  {
    id: 'anticholinergic-glaucoma',
    condition: 'glaucoma',
    match: { classes: ['anticholinergic'] },
    risk: 'High',
    routes: ['ophthalmic', 'oral', 'injectable', 'unknown', 'transmucosal'],
    description:
      'Atropine-like drugs widen the pupil and can trigger a painful rise in eye pressure in glaucoma.',
    recommendation: 'Do not use without your vet’s advice.',
    source: 'plumbs',
  },
  {
    id: 'ophthalmic-steroid-ulcer',
    condition: 'corneal-ulcer',
    match: { classes: ['corticosteroid'] },
    risk: 'High',
    routes: ['ophthalmic'],
    description: 'Steroid eye drops slow corneal healing and can let an ulcer melt or perforate.',
    recommendation:
      'Do not use steroid eye drops on an ulcerated eye unless your vet has checked it with stain.',
    source: 'plumbs',
  },
  {
    id: 'sulfonamide-kcs',
    condition: 'kcs',
    match: { classes: ['sulfonamide'] },
    risk: 'Medium',
    description: 'Sulfonamide antibiotics can reduce tear production and worsen dry eye.',
    recommendation: 'Ask your vet about another antibiotic, or a tear test during treatment.',
    source: 'trepanier-sulfa',
  },
  {
    id: 'otic-aminoglycoside-eardrum',
    condition: 'ruptured-eardrum',
    match: { classes: ['aminoglycoside'], drugs: ['chlorhexidine'] },
    risk: 'High',
    routes: ['otic'],
    description:
      'With a ruptured eardrum, ear drops containing gentamicin or neomycin (or chlorhexidine) reach the inner ear and can cause deafness or loss of balance.',
    recommendation: 'Do not use until your vet confirms the eardrum is intact.',
    source: 'label-otic-aminoglycoside',
  },
  {
    id: 'aminoglycoside-myasthenia',
    condition: 'myasthenia',
    match: { classes: ['aminoglycoside'] },
    risk: 'High',
    description:
      'Aminoglycosides block nerve-to-muscle signalling and can cause a myasthenic crisis.',
    recommendation: 'Ask your vet for another antibiotic.',
    source: 'plumbs',
  },
  {
    id: 'pancreatitis-triggers',
    condition: 'pancreatitis',
    match: { drugs: ['azathioprine', 'asparaginase', 'potassium bromide'] },
    risk: 'Medium',
    description: 'This drug has been linked to pancreatitis.',
    recommendation: 'Watch for vomiting or belly pain and tell your vet.',
    source: 'plumbs',
  },
];
