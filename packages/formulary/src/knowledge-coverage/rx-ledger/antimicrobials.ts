import type { LedgerRecord, LedgerSpecies } from './types';
import { WEEKS, offLabelFrom, noMinAge } from './types';

// Antimicrobials with a veterinary label: what each label read says, section by section
// (decision 042); chloramphenicol and azithromycin (off label in cats, and a human drug) are read
// from a label and veterinary references. Orbifloxacin and trimethoprim are read in part
// (coverage.test.ts lists them); enrofloxacin's cat label, cefovecin, cefalexin, metronidazole and
// amoxicillin-clavulanate are read except their pregnancy sections, so they stay gaps (what was
// read is enforced). The Norwegian VETLIS table of antibacterials in pregnant and nursing dogs and
// cats (docplayer, medicpdf) would answer for the whole class, but only its penicillin rows were
// reached (rx-ledger-5).

const DOG_GROWTH = {
  months: 12,
  says: 'do not use under 12 months (18 months in giant breeds): articular cartilage may be affected',
} as const;

const CEFOVECIN_PENDING =
  'US label read: safe use under 4 months not determined (cefovecin-us-4-months, stricter than the EU 8 weeks of cefovecin-8-weeks), nor in breeding or lactating animals (rx-cefovecin-breeding, rx-cefovecin-lactation), contraindicated only with penicillin or cephalosporin allergy; the EU SPC pregnancy and precautions sections could not be reached (the search returns only its opening sections)';

const CEFALEXIN_PENDING =
  "SPC contraindications and precautions read: kittens under 9 weeks (cephalexin-kitten-9-weeks), puppies under 1 kg and dogs under 2.5 kg (\"not recommended\": no row, the engine's weight finding would call the smallest tablet an overdose), severe renal failure in one dog label (rx-cephalexin-kidney-severe; the others only reduce the dose); the Therios dog tablets say not to use them in pregnant or lactating bitches (rx-cephalexin-pregnancy-dog, rx-cephalexin-lactation-dog); the cat tablets' pregnancy and lactation section could not be reached. Ledger-d: the Swiss Rilexine 75 SPC and the German Cefaseptin leaflet (dogs and cats) contraindicate kittens under 10 weeks (cephalexin-kitten-10-weeks, Medium as no harm is named, stricter than Therios's 9 weeks); the Swiss Therios cat SPC contraindicates severe renal dysfunction in cats (rx-cephalexin-kidney-severe-cat); a 2008 German Rilexine SPC for dogs and cats asks for a strict indication in pregnant animals (rx-cephalexin-pregnancy-cat); nursing queens are still unread";

const METRONIDAZOLE_PENDING =
  'UK SPCs read (Metrobactin, Metrocare, Metrotab; dogs and cats): contraindicated in hepatic disorders (lbl-metronidazole-liver, Medium: no harm stated), no special warnings, neurological signs after prolonged treatment; no minimum age in the sections read; their pregnancy and lactation section could not be reached (the user-safety text says it may harm an unborn child, and WikiVet calls it teratogenic, but no label statement for the animal was read, so no row is added); rx-ledger-5 tried the Swedish Metrobactin leaflet and Metrocare SPC (Fass), the Swiss compendium metronidazole texts, the German Metrotab, Metrovis and Eradia leaflets and the Finnish and Portuguese SPCs: all end before the pregnancy and lactation paragraph, and a German pet-owner summary of it is not a label';

const CLAVULANATE_PENDING =
  'UK amoxicillin-clavulanate SPCs read (dogs and cats): do not use in serious kidney dysfunction with anuria or oliguria (rx-clavulanate-kidney, severe only); with impaired liver or kidney function the dose is evaluated and use follows a benefit/risk assessment (a dose adjustment: no row); no minimum age in the sections read; the pregnancy and lactation sections and the US Clavamox insert could not be reached; rx-ledger-5 tried the Clavamox Chewable and Drops inserts (drugs.com Canada, docslib, the FDA SPL) and the eCFR sections 520.88g and 520.88h (amounts and indications only): none reached past the description';

const ORBIFLOXACIN_PENDING =
  'Orbax SPC (dogs and cats) read to its contraindications: not in juvenile dogs during rapid growth (to 8 months in small and medium breeds, 12 in large, 18 in giant breeds; fluoroquinolone-growing-dog holds 12 and 18), no cat minimum age; its pregnancy and lactation section, which the contraindications refer to, could not be reached. Ledger-d: a veterinary medication guide adds caution with possible CNS disorders (fluoroquinolone-seizures), pregnancy only on benefit/risk (pregnancy-caution) and caution with liver impairment (rx-orbifloxacin-liver); it names no nursing or breeding statement';

const TRIMETHOPRIM_PENDING =
  'Trimacare 20 (dogs and adult cats) and 80 (dogs; not suitable for cats) SPCs read to their precautions: not in hepatic or renal impairment or blood dyscrasia (lbl-sulfa-liver, rx-trimethoprim-kidney, rx-trimethoprim-blood), keep fluid intake up (lbl-sulfa-dehydration); their pregnancy and lactation sections could not be reached';

const cefpodoximeDog: LedgerSpecies = {
  labels: ['label-simplicef'],
  minAge: noMinAge('label', {
    source: 'label-simplicef',
    says: 'no minimum age stated; the field study included dogs from 2 months',
  }),
  pregnancy: {
    says: 'not established',
    source: 'label-simplicef',
    rule: 'rx-cefpodoxime-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'label-simplicef',
    rule: 'rx-cefpodoxime-lactation',
  },
  breeding: { says: 'not established', source: 'label-simplicef', rule: 'rx-cefpodoxime-breeding' },
  // Its only contraindication is hypersensitivity to cephalosporins or penicillins (an allergy).
  conditions: [],
};

const doxycyclineSpecies: LedgerSpecies = {
  labels: ['spc-ronaxan', 'spc-doxycare'],
  minAge: noMinAge('labels', {
    source: 'spc-ronaxan',
    says: 'no minimum age; tooth discolouration if given while teeth develop (an adverse reaction)',
  }),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'spc-ronaxan',
    // Ronaxan: no information in the target species; not teratogenic in rats and rabbits.
    rule: 'pregnancy-caution',
  },
  lactation: {
    says: 'none stated',
    source: 'spc-ronaxan',
    notEnforced: "Ronaxan's pregnancy and lactation section speaks of pregnancy only",
  },
  breeding: {
    says: 'none stated',
    source: 'spc-ronaxan',
    notEnforced: 'neither label read names breeding animals',
  },
  conditions: [
    {
      condition: 'kidney',
      says: 'Doxycare: do not use with renal insufficiency',
      source: 'spc-doxycare',
      rule: 'rx-doxycycline-kidney',
    },
    {
      condition: 'liver',
      says: 'Doxycare: do not use with hepatic insufficiency',
      source: 'spc-doxycare',
      rule: 'rx-doxycycline-liver',
    },
  ],
};

// Chloramphenicol: the Viceton dog label (21 CFR 520.390a), a Wedgewood veterinary monograph and
// the Ohio State antimicrobial guidelines. Also read and not a row: not for
// food-producing animals, not with penicillin or streptomycin (an interaction), not in very young
// animals (no age given).
const chloramphenicolDog: LedgerSpecies = {
  labels: [
    'label-viceton',
    'monograph-chloramphenicol-wedgewood',
    'osu-antimicrobial-chloramphenicol',
  ],
  minAge: noMinAge('label', 'label-viceton'),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'monograph-chloramphenicol-wedgewood',
    rule: 'rx-chloramphenicol-pregnancy',
  },
  lactation: {
    says: 'none stated',
    source: 'label-viceton',
    notEnforced: 'neither the label nor the references read say anything about nursing animals',
  },
  breeding: {
    says: 'do not use (no harm described)',
    source: 'label-viceton',
    rule: 'rx-chloramphenicol-breeding',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'not in liver failure',
      source: 'monograph-chloramphenicol-wedgewood',
      rule: 'rx-chloramphenicol-liver',
    },
    {
      condition: 'kidney',
      says: 'not in kidney failure',
      source: 'monograph-chloramphenicol-wedgewood',
      rule: 'rx-chloramphenicol-kidney-failure',
    },
    {
      condition: 'bleeding-disorder',
      says: 'not with pre-existing leukopenia or anaemia (bone marrow suppression)',
      source: 'osu-antimicrobial-chloramphenicol',
      rule: 'rx-chloramphenicol-blood',
    },
  ],
};

// Azithromycin: a human drug used off label, read from a VCA handout and a VetDepot guide. Also
// read and not a row: "cautiously with a history of vomiting" (a sign, no condition term).
const azithromycinSpecies: LedgerSpecies = {
  labels: ['handout-azithromycin-vca', 'guide-azithromycin-vetdepot'],
  offLabel:
    'a human drug (Zithromax) used off label; no veterinary label exists, so a veterinary drug handout and medication guide were read',
  minAge: noMinAge('references read', 'handout-azithromycin-vca'),
  pregnancy: {
    says: 'not established',
    source: 'guide-azithromycin-vetdepot',
    rule: 'rx-azithromycin-pregnancy',
  },
  lactation: {
    says: 'not established',
    source: 'guide-azithromycin-vetdepot',
    rule: 'rx-azithromycin-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'handout-azithromycin-vca',
    notEnforced: 'neither reference read says anything about breeding animals',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'not with liver failure (VCA); liver function should be normal before use (VetDepot)',
      source: 'handout-azithromycin-vca',
      rule: 'rx-azithromycin-liver-failure',
    },
    {
      condition: 'liver',
      says: 'liver damage possible in a liver predisposed to disease',
      source: 'guide-azithromycin-vetdepot',
      rule: 'rx-azithromycin-liver',
    },
  ],
};

export const ANTIMICROBIAL_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  // Ronaxan 20 mg and Doxycare are labelled for cats and dogs; "not with dysphagia or diseases
  // accompanied by vomiting" has no condition term (a sign, not a diagnosis owners record).
  doxycycline: { dog: doxycyclineSpecies, cat: doxycyclineSpecies },
  cefpodoxime: {
    dog: cefpodoximeDog,
    cat: offLabelFrom(
      cefpodoximeDog,
      'Simplicef is licensed for dogs; cats get cefpodoxime off label',
    ),
  },
  metronidazole: {
    dog: { pending: METRONIDAZOLE_PENDING },
    cat: { pending: METRONIDAZOLE_PENDING },
  },
  clavulanate: { dog: { pending: CLAVULANATE_PENDING }, cat: { pending: CLAVULANATE_PENDING } },
  cefovecin: { dog: { pending: CEFOVECIN_PENDING }, cat: { pending: CEFOVECIN_PENDING } },
  cephalexin: { dog: { pending: CEFALEXIN_PENDING }, cat: { pending: CEFALEXIN_PENDING } },
  enrofloxacin: {
    dog: {
      labels: ['spc-baytril-flavour', 'spc-enrofloxacin', 'spc-baytril'],
      minAge: {
        labels: [{ source: 'spc-baytril-flavour', ...DOG_GROWTH }],
        enforced: { row: 'fluoroquinolone-growing-dog' },
      },
      pregnancy: {
        says: 'may be used (label says safe)',
        source: 'spc-baytril-flavour',
        notEnforced: 'the dog tablets may be used safely in pregnant animals',
      },
      lactation: {
        says: 'may be used (label says safe)',
        source: 'spc-baytril-flavour',
        notEnforced: 'the dog tablets may be used safely in lactating animals',
      },
      breeding: {
        says: 'none stated',
        source: 'spc-baytril-flavour',
        notEnforced: 'the label names no breeding statement',
      },
      conditions: [
        {
          condition: 'epilepsy',
          says: 'do not use with seizure disorders (Floxabactin); the Baytril dog tablets name none',
          source: 'spc-enrofloxacin',
          rule: 'fluoroquinolone-seizures',
        },
        {
          condition: 'kidney',
          says: 'caution with severe kidney impairment: excretion delayed',
          source: 'spc-baytril-flavour',
          rule: 'lbl-enrofloxacin-kidney',
        },
        {
          condition: 'liver',
          says: 'caution with severe liver impairment',
          source: 'spc-baytril-flavour',
          rule: 'rx-enrofloxacin-liver',
        },
      ],
    },
    cat: {
      pending:
        'read: the Baytril 15 mg tablets and 25 mg/ml cat suspension (not under 8 weeks, enrofloxacin-kitten; no history of seizures, rx-enrofloxacin-epilepsy; caution in severe kidney or liver impairment), Floxabactin (not under 3 months, enrofloxacin-kitten-3-months; its "or 1 kg" is no row) and the US regulation 21 CFR 520.812 (safety in breeding or pregnant cats not established: pregnancy-caution, rx-enrofloxacin-breeding-cat); the EU pregnancy and lactation sections these labels refer to could not be reached',
    },
  },
  // Orbifloxacin and trimethoprim/sulfonamide: read in part, see the notes.
  orbifloxacin: { dog: { pending: ORBIFLOXACIN_PENDING }, cat: { pending: ORBIFLOXACIN_PENDING } },
  trimethoprim: { dog: { pending: TRIMETHOPRIM_PENDING }, cat: { pending: TRIMETHOPRIM_PENDING } },
  clindamycin: {
    dog: {
      labels: ['spc-clinacin', 'label-antirobe'],
      minAge: noMinAge('label', 'spc-clinacin'),
      pregnancy: {
        says: 'not established',
        source: 'spc-clinacin',
        rule: 'rx-clindamycin-pregnancy',
      },
      lactation: {
        says: 'not established',
        source: 'spc-clinacin',
        rule: 'rx-clindamycin-lactation',
      },
      breeding: {
        says: 'not established',
        source: 'spc-clinacin',
        rule: 'rx-clindamycin-breeding',
      },
      conditions: [
        {
          condition: 'kidney',
          says: 'caution with severe kidney impairment with severe metabolic disturbance',
          source: 'spc-clinacin',
          rule: 'rx-clindamycin-kidney',
        },
        {
          condition: 'liver',
          says: 'caution with severe liver impairment with severe metabolic disturbance',
          source: 'spc-clinacin',
          rule: 'rx-clindamycin-liver',
        },
      ],
    },
    // Ledger-d: the US clindamycin drops label for dogs and cats (ZydaClin) read through its
    // precautions. Also read and not a row: use with neuromuscular blocking agents (a drug
    // interaction), the species it must not be given to (rabbits, rodents, horses, ruminants).
    cat: {
      labels: ['label-zydaclin', 'spc-clindaseptin'],
      minAge: noMinAge('labels read', 'label-zydaclin', {
        source: 'spc-clindaseptin',
        says: 'no minimum age or weight in the sections read',
      }),
      pregnancy: {
        says: 'not established',
        source: 'label-zydaclin',
        rule: 'rx-clindamycin-pregnancy-cat',
      },
      lactation: {
        says: 'none stated',
        source: 'label-zydaclin',
        notEnforced:
          "the US drops label speaks of gestating queens and breeding males, not of nursing queens (the dog row rx-clindamycin-lactation cites a dog label); Clindaseptin's pregnancy and lactation section was not reached",
      },
      breeding: {
        says: 'not established',
        source: 'label-zydaclin',
        rule: 'rx-clindamycin-breeding-cat',
      },
      conditions: [
        {
          condition: 'kidney',
          says: 'very severe kidney disease with severe metabolic aberrations: dose with caution and monitor',
          source: 'label-zydaclin',
          rule: 'rx-clindamycin-kidney',
        },
        {
          condition: 'liver',
          says: 'very severe liver disease with severe metabolic aberrations: dose with caution and monitor',
          source: 'label-zydaclin',
          rule: 'rx-clindamycin-liver',
        },
      ],
    },
  },
  marbofloxacin: {
    dog: {
      labels: ['spc-marbocare', 'spc-marbocyl'],
      minAge: {
        labels: [{ source: 'spc-marbocare', ...DOG_GROWTH }],
        enforced: { row: 'fluoroquinolone-growing-dog' },
      },
      pregnancy: { says: 'not established', source: 'spc-marbocare', rule: 'pregnancy-caution' },
      lactation: {
        says: 'not established',
        source: 'spc-marbocare',
        rule: 'lbl-quinolone-lactation',
      },
      breeding: {
        says: 'none stated',
        source: 'spc-marbocare',
        notEnforced: 'the label names no breeding statement',
      },
      conditions: [
        {
          condition: 'epilepsy',
          says: 'cautious use in dogs and cats with epilepsy',
          source: 'spc-marbocare',
          rule: 'fluoroquinolone-seizures',
        },
      ],
    },
    cat: {
      labels: ['spc-marbocare', 'spc-marbocyl'],
      minAge: {
        labels: [
          { source: 'spc-marbocare', months: WEEKS(16), says: 'do not use in cats under 16 weeks' },
        ],
        enforced: { row: 'marbofloxacin-kitten' },
      },
      pregnancy: { says: 'not established', source: 'spc-marbocare', rule: 'pregnancy-caution' },
      lactation: {
        says: 'not established',
        source: 'spc-marbocare',
        rule: 'lbl-quinolone-lactation',
      },
      breeding: {
        says: 'none stated',
        source: 'spc-marbocare',
        notEnforced: 'the label names no breeding statement',
      },
      conditions: [
        {
          condition: 'epilepsy',
          says: 'cautious use in dogs and cats with epilepsy',
          source: 'spc-marbocare',
          rule: 'fluoroquinolone-seizures',
        },
      ],
    },
  },
  pradofloxacin: {
    dog: {
      labels: ['spc-veraflox'],
      minAge: {
        labels: [{ source: 'spc-veraflox', ...DOG_GROWTH }],
        enforced: { row: 'fluoroquinolone-growing-dog' },
      },
      pregnancy: {
        says: 'contraindicated (harm described)',
        source: 'spc-veraflox-cat',
        rule: 'lbl-pradofloxacin-pregnancy',
      },
      lactation: {
        says: 'contraindicated (harm described)',
        source: 'spc-veraflox-cat',
        rule: 'lbl-quinolone-lactation',
      },
      breeding: {
        says: 'none stated',
        source: 'spc-veraflox-cat',
        notEnforced: 'the label reports no effect on the fertility of breeding animals',
      },
      conditions: [
        {
          condition: 'epilepsy',
          says: 'do not use with CNS disorders such as epilepsy',
          source: 'spc-veraflox',
          rule: 'lbl-pradofloxacin-epilepsy',
        },
      ],
    },
    cat: {
      labels: ['spc-veraflox-cat', 'spc-veraflox'],
      minAge: {
        labels: [
          {
            source: 'spc-veraflox-cat',
            months: WEEKS(6),
            says: 'do not use in kittens under 6 weeks',
          },
        ],
        enforced: { row: 'pradofloxacin-kitten-6-weeks' },
      },
      pregnancy: {
        says: 'contraindicated (harm described)',
        source: 'spc-veraflox-cat',
        rule: 'lbl-pradofloxacin-pregnancy',
      },
      lactation: {
        says: 'contraindicated (harm described)',
        source: 'spc-veraflox-cat',
        rule: 'lbl-quinolone-lactation',
      },
      breeding: {
        says: 'none stated',
        source: 'spc-veraflox-cat',
        notEnforced: 'the label reports no effect on the fertility of breeding animals',
      },
      conditions: [
        {
          condition: 'epilepsy',
          says: 'do not use with CNS disorders such as epilepsy',
          source: 'spc-veraflox-cat',
          rule: 'lbl-pradofloxacin-epilepsy',
        },
      ],
    },
  },
  chloramphenicol: {
    dog: chloramphenicolDog,
    cat: offLabelFrom(
      chloramphenicolDog,
      'Viceton is labelled for dogs; cats get chloramphenicol off label',
    ),
  },
  azithromycin: { dog: azithromycinSpecies, cat: azithromycinSpecies },
};
