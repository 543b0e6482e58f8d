import type { LedgerCondition, LedgerRecord, LedgerSpecies } from './types';
import { WEEKS, offLabelFrom, noMinAge } from './types';

// Behaviour, pain and seizure drugs with a veterinary label: what each label read says, section
// by section (decision 042). Clomipramine and selegiline are read except a section each (their
// records say which); imepitoin and the rest are still to read (coverage.test.ts lists them).

const pregabalinCat: LedgerSpecies = {
  labels: ['spc-bonqat-full', 'spc-bonqat'],
  minAge: {
    labels: [
      {
        source: 'spc-bonqat-full',
        months: 5,
        kg: 2,
        says: 'safety not established under 5 months or 2 kg (nor over 15 years)',
      },
    ],
    enforced: { row: 'pregabalin-cat-5-months' },
  },
  pregnancy: {
    says: 'not established',
    source: 'spc-bonqat-full',
    rule: 'rx-pregabalin-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'spc-bonqat-full',
    rule: 'rx-pregabalin-lactation',
  },
  breeding: { says: 'not established', source: 'spc-bonqat-full', rule: 'rx-pregabalin-breeding' },
  conditions: [
    {
      condition: 'kidney',
      says: 'safety not established in moderate to severe kidney disease',
      source: 'spc-bonqat-full',
      rule: 'rx-pregabalin-kidney',
    },
    {
      condition: 'liver',
      says: 'safety not established in moderate to severe liver disease',
      source: 'spc-bonqat-full',
      rule: 'rx-pregabalin-liver',
    },
    {
      condition: 'heart-disease',
      says: 'safety not established in moderate to severe heart disease; may slow heart rate',
      source: 'spc-bonqat-full',
      rule: 'rx-pregabalin-heart',
    },
  ],
};

const fluoxetineDog: LedgerSpecies = {
  labels: ['spc-reconcile-2024', 'spc-reconcile', 'label-reconcile-us'],
  minAge: {
    labels: [
      {
        source: 'spc-reconcile-2024',
        months: 6,
        kg: 4,
        says: 'do not use under 4 kg; safety not established under 6 months (EU)',
      },
      {
        source: 'label-reconcile-us',
        months: 6,
        says: 'not studied in puppies under 6 months (US)',
      },
    ],
    enforced: { row: 'fluoxetine-reconcile' },
  },
  pregnancy: {
    says: 'not established',
    source: 'label-reconcile-us',
    rule: 'rx-fluoxetine-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'label-reconcile-us',
    rule: 'rx-fluoxetine-lactation',
  },
  breeding: {
    says: 'not established',
    source: 'label-reconcile-us',
    rule: 'rx-fluoxetine-breeding',
  },
  conditions: [
    {
      condition: 'epilepsy',
      says: 'do not use with epilepsy or a history of seizures; stop if seizures occur',
      source: 'spc-reconcile-2024',
      rule: 'seizure-threshold',
    },
  ],
};

const CLOMIPRAMINE_PENDING =
  'Clomicalm EU SPC read (contraindications, warnings, precautions): do not use in male breeding dogs (lbl-clomipramine-breeding), efficacy and safety not established under 6 months or 1.25 kg (clomipramine-clomicalm), caution with cardiovascular dysfunction (lbl-tca-heart) or epilepsy (seizure-threshold), care with narrow-angle glaucoma (rx-tca-glaucoma), urinary retention (rx-tca-urinary-retention) and reduced gut motility (no condition term); the pregnancy and lactation section of the SPC and of the US insert could not be reached; a veterinary client handout (Texas West) lists nursing mothers among those that should not take it (rx-clomipramine-lactation, Medium) and says nothing about pregnancy; rx9 (2026-11-29) tried the 1800PetMeds page and the openFDA human clomipramine labels (human pregnancy data only, not a veterinary statement); the NOAH print view and vetisearch copies of the UK SPC answer only to the adverse events, and vetlabel.com splits the US insert into four pages of which only page 2 (efficacy and safety studies) was reached';

// Selegiline: the Selgian SPC for dogs (UK, and the German text read through its sections 4.3 to
// 4.6: no precautions for use in animals, no minimum age or weight) and the Anipryl US insert
// (contraindications and its pregnancy, nursing and breeding statements; its precautions were not
// reached). The stricter Selgian "do not use" in pregnant and nursing bitches is the row held
// (Medium, no harm named); Anipryl gives breeding. Selgian's warning that it may bring out latent
// aggression has no condition term. Cats get it off label.
const selegilineDog: LedgerSpecies = {
  labels: ['spc-selgian', 'spc-selgian-de', 'label-anipryl'],
  minAge: {
    labels: [{ source: 'spc-selgian-de', says: 'no minimum age or weight stated' }],
    enforced: {
      none: 'the Selgian SPC names no minimum age or weight in its contraindications or precautions',
    },
  },
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'spc-selgian',
    rule: 'rx-selegiline-pregnancy-spc',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-selgian',
    rule: 'rx-selegiline-lactation-spc',
  },
  breeding: { says: 'not established', source: 'label-anipryl', rule: 'rx-selegiline-breeding' },
  conditions: [],
};

const dexmedetomidine = (species: 'dog' | 'cat'): LedgerSpecies => ({
  labels: ['spc-dexmedetomidine'],
  minAge: {
    labels: [
      {
        source: 'spc-dexmedetomidine',
        months: WEEKS(species === 'dog' ? 16 : 12),
        says:
          species === 'dog'
            ? 'use in puppies younger than 16 weeks not studied'
            : 'use in kittens younger than 12 weeks not studied',
      },
    ],
    enforced: {
      row: species === 'dog' ? 'dexmedetomidine-puppy-16-weeks' : 'dexmedetomidine-kitten-12-weeks',
    },
  },
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'spc-dexmedetomidine',
    rule: 'lbl-alpha2-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'spc-dexmedetomidine',
    rule: 'rx-dexmedetomidine-lactation',
  },
  breeding: {
    says: 'not established',
    source: 'spc-dexmedetomidine',
    rule: 'rx-dexmedetomidine-breeding',
  },
  conditions: [
    {
      condition: 'heart-disease',
      says: 'do not use in animals with cardiovascular disorders',
      source: 'spc-dexmedetomidine',
      rule: 'alpha2-heart',
    },
    {
      condition: 'debilitated',
      says: 'do not use with severe systemic disease or when moribund; sick or debilitated animals only after a risk-benefit assessment',
      source: 'spc-dexmedetomidine',
      rule: 'lbl-alpha2-debilitated',
    },
  ],
});

// Gabapentin: a human drug given to dogs and cats off label, with no veterinary label; read from
// two public veterinary handouts (a Plumb's-style medication guide and a shelter's veterinary
// handout). Kidney disease is a dose adjustment for a drug given routinely to such pets (no row,
// as condition-rules-rx.ts explains); working animals have no condition term.
const gabapentin: LedgerSpecies = {
  labels: ['handout-gabapentin-jamdvm', 'handout-gabapentin-seattle'],
  offLabel: 'a human drug used off label in dogs and cats; no veterinary label exists',
  minAge: noMinAge('references read', 'handout-gabapentin-jamdvm'),
  pregnancy: {
    says: 'not established',
    source: 'handout-gabapentin-seattle',
    rule: 'rx-gabapentin-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'handout-gabapentin-seattle',
    rule: 'rx-gabapentin-lactation',
  },
  breeding: {
    says: 'not established',
    source: 'handout-gabapentin-jamdvm',
    rule: 'rx-gabapentin-breeding',
  },
  conditions: [
    {
      condition: 'kidney',
      says: 'use with caution in kidney disease',
      source: 'handout-gabapentin-jamdvm',
      notEnforced:
        'a dose lowered for kidney disease in a drug given routinely to such pets; a caution there is a false alarm (no row, as for famotidine and levetiracetam)',
    },
    {
      condition: 'liver',
      says: 'use with caution in liver disease',
      source: 'handout-gabapentin-seattle',
      rule: 'rx-gabapentin-liver',
    },
  ],
};

// Buprenorphine: the Vetergesic SPC (dogs and cats) read to its precautions, the Simbadol US
// label (cats) and, for pregnancy and nursing, a German buprenorphine injection leaflet for dogs,
// cats and horses (Buprenodale), whose section says only not to give it before a caesarean
// section and does not recommend it during lactation. Impaired breathing and head injury have no
// condition term; the intrathecal route is a clinic matter.
const BUPRENODALE = 'pil-buprenodale-de';
const buprenorphineConditions: LedgerCondition[] = [
  {
    condition: 'kidney',
    says: 'kidney dysfunction may raise the risk; benefit/risk by the vet',
    source: 'spc-vetergesic',
    rule: 'rx-buprenorphine-kidney',
  },
  {
    condition: 'heart-disease',
    says: 'heart dysfunction may raise the risk; benefit/risk by the vet',
    source: 'spc-vetergesic',
    rule: 'rx-buprenorphine-heart',
  },
  {
    condition: 'hypotension',
    says: 'shock may raise the risk; benefit/risk by the vet',
    source: 'spc-vetergesic',
    rule: 'rx-buprenorphine-shock',
  },
  {
    condition: 'liver',
    says: 'use with caution with impaired liver function, especially biliary disease',
    source: 'spc-vetergesic',
    rule: 'rx-buprenorphine-liver',
  },
];
const caesareanOnly = {
  says: 'do not use (no harm described)',
  source: BUPRENODALE,
  notEnforced:
    'its pregnancy section rules out only use before a caesarean section, a surgical decision the vet makes; no home row',
} as const;
const buprenorphineDog: LedgerSpecies = {
  labels: ['spc-vetergesic', BUPRENODALE],
  minAge: {
    labels: [
      { source: 'spc-vetergesic', months: WEEKS(7), says: 'safety not shown under 7 weeks' },
    ],
    enforced: { row: 'buprenorphine-7-weeks' },
  },
  pregnancy: caesareanOnly,
  lactation: {
    says: 'do not use (no harm described)',
    source: BUPRENODALE,
    rule: 'rx-buprenorphine-lactation',
  },
  breeding: {
    says: 'none stated',
    source: BUPRENODALE,
    notEnforced:
      'neither the Vetergesic SPC nor the leaflet read says anything about breeding dogs',
  },
  conditions: buprenorphineConditions,
};
const buprenorphineCat: LedgerSpecies = {
  labels: ['label-simbadol', 'spc-vetergesic', BUPRENODALE],
  minAge: {
    labels: [
      { source: 'label-simbadol', months: 4, says: 'not evaluated in cats under 4 months' },
      { source: 'spc-vetergesic', months: WEEKS(7), says: 'safety not shown under 7 weeks' },
    ],
    enforced: { row: 'buprenorphine-cat-4-months' },
  },
  pregnancy: {
    says: 'not established',
    source: 'label-simbadol',
    rule: 'rx-buprenorphine-pregnancy-cat',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: BUPRENODALE,
    rule: 'rx-buprenorphine-lactation',
  },
  breeding: {
    says: 'not established',
    source: 'label-simbadol',
    rule: 'rx-buprenorphine-breeding-cat',
  },
  conditions: [
    ...buprenorphineConditions,
    {
      condition: 'debilitated',
      says: 'not evaluated in moribund cats',
      source: 'label-simbadol',
      rule: 'rx-buprenorphine-moribund-cat',
    },
  ],
};

const DIAZEPAM_PENDING =
  'Oral diazepam is a human drug given to dogs and cats off label; the EU veterinary labels (Ziapam, Diazedor) are injections for dogs and cats. VetDepot veterinary medication guide read: caution with liver disease (rx-benzodiazepine-liver), kidney disease (rx-diazepam-kidney, Low), in debilitated or geriatric animals (rx-diazepam-debilitated, Low) and in coma, shock or significant respiratory depression (clinic situations, no row); rarely used in cats because of the much higher risk of severe liver toxicity (the cat species row oral-diazepam-cat); the Ziapam SPC (diazepam injection for dogs and cats, German text) read to its precautions: do not use with severe liver disease (no severe-only row: the liver condition term has no severity words, so such a row could not fire; the Low caution stands), caution with liver or kidney disease, in debilitated, dehydrated, anaemic, obese or geriatric animals, in shock or coma, with marked respiratory depression and with glaucoma (rx-benzodiazepine-glaucoma, now citing it); its section 4.7 was not reached; the guide says nothing of pregnant, nursing or breeding animals, and no veterinary reference read for them could be reached (VCA, Plumb-style client sheets and the Diamondback monograph answered only with their openings), so pregnancy, nursing and breeding stay unread';

const AMANTADINE_PENDING =
  "a human drug (Symmetrel) given to dogs and cats off label for chronic pain; no veterinary label exists. Its condition rows (rx-amantadine-kidney, -epilepsy, -heart-failure, -glaucoma) cite Plumb's contraindications. rx9 (2026-11-29) tried the VCA handout and a Portuguese copy of it, and veterinary pharmacy and owner pages: each answers with its opening (what it is, how it is given, side effects), never the risk-factor section where pregnant, nursing or breeding animals and a minimum age would be named; rx-ledger-5 had tried the VCA risk factors with other wordings";

const TRAMADOL_PENDING =
  'Tramadol tablets and injection for dogs (UK and Irish SPCs: Tralieve, Tramvetol, Tramadog) read to their precautions: not with tricyclic antidepressants, MAO inhibitors or serotonin reuptake inhibitors (drug pairs), nor in animals with epilepsy (seizure-threshold, Medium); caution with kidney impairment, a dose adjustment (no row, as for gabapentin), and with liver impairment, where less active metabolite forms and the effect is smaller (reduced efficacy, not harm: no row); their section 4.7 (pregnancy, lactation, fertility) could not be reached; the SPCs read are for dogs only; the Tralieve monograph and leaflet (Felleskatalogen, Norway) confirm the same contraindications and cautions and were not reached to their pregnancy section; a VetDepot guide adds caution in geriatric or severely debilitated animals (rx-tramadol-debilitated, Low)';

// Alprazolam and amitriptyline: human drugs given to dogs and cats off label, with no veterinary
// label; read from veterinary client handouts (Texas West Veterinary Hospital). Items the handouts
// list plainly under "should not take" are "do not use" without harm (Medium); their "use with
// caution" items without harm are Low. Working dogs (sedation) and adrenal tumours have no
// condition term.
const HANDOUT_OFF_LABEL =
  'a human drug used off label in dogs and cats; no veterinary label exists';

const alprazolam: LedgerSpecies = {
  labels: ['handout-alprazolam-texaswest'],
  offLabel: HANDOUT_OFF_LABEL,
  minAge: noMinAge('reference read', 'handout-alprazolam-texaswest'),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'handout-alprazolam-texaswest',
    rule: 'rx-alprazolam-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'handout-alprazolam-texaswest',
    rule: 'rx-alprazolam-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'handout-alprazolam-texaswest',
    notEnforced: 'the veterinary handout read says nothing about breeding animals',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'use with caution in liver disease',
      source: 'handout-alprazolam-texaswest',
      rule: 'rx-benzodiazepine-liver',
    },
    {
      condition: 'kidney',
      says: 'use with caution in kidney disease',
      source: 'handout-alprazolam-texaswest',
      rule: 'rx-alprazolam-kidney',
    },
    {
      condition: 'debilitated',
      says: 'use with caution in older or debilitated animals',
      source: 'handout-alprazolam-texaswest',
      rule: 'rx-alprazolam-debilitated',
    },
    {
      condition: 'glaucoma',
      says: 'use with caution with certain types of glaucoma',
      source: 'handout-alprazolam-texaswest',
      rule: 'rx-benzodiazepine-glaucoma',
    },
  ],
};

const amitriptyline: LedgerSpecies = {
  labels: ['handout-amitriptyline-texaswest'],
  offLabel: HANDOUT_OFF_LABEL,
  minAge: noMinAge('reference read', 'handout-amitriptyline-texaswest'),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'handout-amitriptyline-texaswest',
    rule: 'rx-amitriptyline-pregnancy',
  },
  lactation: {
    says: 'none stated',
    source: 'handout-amitriptyline-texaswest',
    notEnforced: 'the veterinary handout read says nothing about nursing animals',
  },
  breeding: {
    says: 'none stated',
    source: 'handout-amitriptyline-texaswest',
    notEnforced: 'the veterinary handout read says nothing about breeding animals',
  },
  conditions: [
    {
      condition: 'epilepsy',
      says: 'extreme caution in pets known to seizure: it lowers the seizure threshold',
      source: 'handout-amitriptyline-texaswest',
      rule: 'seizure-threshold',
    },
    {
      condition: 'hyperthyroidism',
      says: 'use with caution with thyroid disorders',
      source: 'handout-amitriptyline-texaswest',
      rule: 'rx-amitriptyline-hyperthyroidism',
    },
    {
      condition: 'hypothyroidism',
      says: 'use with caution with thyroid disorders',
      source: 'handout-amitriptyline-texaswest',
      rule: 'rx-amitriptyline-hypothyroidism',
    },
    {
      condition: 'liver',
      says: 'use with caution with liver disorders',
      source: 'handout-amitriptyline-texaswest',
      rule: 'rx-amitriptyline-liver',
    },
    {
      condition: 'kcs',
      says: 'use with caution with dry eye (KCS)',
      source: 'handout-amitriptyline-texaswest',
      rule: 'rx-amitriptyline-kcs',
    },
    {
      condition: 'glaucoma',
      says: 'use with caution with glaucoma',
      source: 'handout-amitriptyline-texaswest',
      rule: 'rx-tca-glaucoma',
    },
    {
      condition: 'heart-disease',
      says: 'use with caution with heart-rhythm disorders',
      source: 'handout-amitriptyline-texaswest',
      rule: 'lbl-tca-heart',
    },
    {
      condition: 'diabetes',
      says: 'use with caution in diabetes',
      source: 'handout-amitriptyline-texaswest',
      rule: 'rx-amitriptyline-diabetes',
    },
  ],
};

// Trazodone: a human drug given to dogs and cats off label; read from a public Plumb's summary
// (Veterinary Team Brief) and a clinic handout. MAO inhibitors are drug pairs; working dogs have
// no condition term.
const trazodone: LedgerSpecies = {
  labels: ['vtb-trazodone-plumbs', 'handout-trazodone-aceofspays'],
  offLabel: HANDOUT_OFF_LABEL,
  minAge: noMinAge('references read', 'vtb-trazodone-plumbs'),
  pregnancy: {
    says: 'not established',
    source: 'handout-trazodone-aceofspays',
    rule: 'rx-trazodone-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'handout-trazodone-aceofspays',
    rule: 'rx-trazodone-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'vtb-trazodone-plumbs',
    notEnforced: 'neither reference read says anything about breeding animals',
  },
  conditions: [
    {
      condition: 'heart-disease',
      says: 'use with caution with severe heart disease',
      source: 'vtb-trazodone-plumbs',
      rule: 'rx-trazodone-heart',
    },
    {
      condition: 'liver',
      says: 'use with caution with liver impairment',
      source: 'vtb-trazodone-plumbs',
      rule: 'rx-trazodone-liver-kidney',
    },
    {
      condition: 'kidney',
      says: 'use with caution with kidney impairment',
      source: 'vtb-trazodone-plumbs',
      rule: 'rx-trazodone-kidney',
    },
  ],
};

const CAT_ONLY = "the cat label's statement is held to cats, whom it was written for";

export const BEHAVIOUR_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  gabapentin: { dog: gabapentin, cat: gabapentin },
  alprazolam: { dog: alprazolam, cat: alprazolam },
  trazodone: { dog: trazodone, cat: trazodone },
  amitriptyline: { dog: amitriptyline, cat: amitriptyline },
  tramadol: { dog: { pending: TRAMADOL_PENDING }, cat: { pending: TRAMADOL_PENDING } },
  amantadine: { dog: { pending: AMANTADINE_PENDING }, cat: { pending: AMANTADINE_PENDING } },
  diazepam: { dog: { pending: DIAZEPAM_PENDING }, cat: { pending: DIAZEPAM_PENDING } },
  buprenorphine: { dog: buprenorphineDog, cat: buprenorphineCat },
  dexmedetomidine: { dog: dexmedetomidine('dog'), cat: dexmedetomidine('cat') },
  fluoxetine: {
    dog: fluoxetineDog,
    cat: offLabelFrom(
      fluoxetineDog,
      'Reconcile is licensed for dogs; cats get fluoxetine off label',
    ),
  },
  clomipramine: { dog: { pending: CLOMIPRAMINE_PENDING }, cat: { pending: CLOMIPRAMINE_PENDING } },
  selegiline: {
    dog: selegilineDog,
    cat: offLabelFrom(
      selegilineDog,
      'Selgian and Anipryl are licensed for dogs; cats get selegiline off label',
    ),
  },
  pregabalin: {
    dog: offLabelFrom(pregabalinCat, 'Bonqat is licensed for cats; dogs get pregabalin off label', {
      pregnancy: { says: 'none stated', source: 'spc-bonqat-full', notEnforced: CAT_ONLY },
      lactation: { says: 'none stated', source: 'spc-bonqat-full', notEnforced: CAT_ONLY },
      breeding: { says: 'none stated', source: 'spc-bonqat-full', notEnforced: CAT_ONLY },
      conditions: pregabalinCat.conditions.map((c) => ({
        condition: c.condition,
        says: c.says,
        source: c.source,
        notEnforced: CAT_ONLY,
      })),
    }),
    cat: pregabalinCat,
  },
};
