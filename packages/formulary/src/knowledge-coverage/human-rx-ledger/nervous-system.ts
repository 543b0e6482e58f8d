import type { HumanRxIngestion, IngestionEntry } from './types';

// ADHD medicines, antidepressants, sleep aids, muscle relaxants, opioids, benzodiazepines,
// antipsychotics and lithium: what the poison-control references say one ingestion does to a dog
// or a cat, and the row holding it.

const pending = (why: string): IngestionEntry => ({ pending: why });
const NOT_READ =
  'no veterinary toxicology page with a figure or an any-amount statement was read yet';

const SSRI_CATS =
  'Pugh et al. 2013 (33 cats, Pet Poison Helpline): the abstract gives no dose; no cat figure read';

export const NERVOUS_SYSTEM_INGESTIONS: readonly HumanRxIngestion[] = [
  {
    name: 'amphetamine',
    drug: 'amphetamine',
    group: 'ADHD stimulants',
    typed: ['Adderall', 'Adderall XR 30 mg', 'dextroamphetamine', 'Dexedrine', 'amphetamine'],
    dog: {
      mildMgKg: 1,
      seriousMgKg: 10,
      says: 'signs from about 1 mg/kg, tremors and seizures near 10 mg/kg, oral LD50 23.3 mg/kg',
      source: 'amphetamine-dogs',
      enforcedBy: [{ toxicRow: 1 }, { speciesRule: 'decongestants' }],
    },
    cat: {
      anyAmount: true,
      says: 'amphetamines cause life-threatening stimulatory signs in dogs and cats',
      source: 'vcna-adhd-review',
      enforcedBy: [{ speciesRule: 'decongestants' }],
    },
  },
  {
    // Read as amphetamine: the engine counts the capsule's mg as amphetamine (a 70 mg capsule
    // releases about 21 mg), which overstates the mg/kg; any amount is reported either way.
    name: 'lisdexamfetamine',
    drug: 'amphetamine',
    group: 'ADHD stimulants',
    typed: ['Vyvanse', 'Vyvanse 70 mg', 'lisdexamfetamine'],
    dog: {
      anyAmount: true,
      says: 'amphetamine ADHD medicines: contact your veterinarian immediately',
      source: 'lortsmith-adhd',
      enforcedBy: [{ speciesRule: 'decongestants' }],
    },
    cat: {
      anyAmount: true,
      says: 'amphetamines cause life-threatening stimulatory signs in dogs and cats',
      source: 'vcna-adhd-review',
      enforcedBy: [{ speciesRule: 'decongestants' }],
    },
  },
  {
    name: 'methylphenidate',
    drug: 'methylphenidate',
    group: 'ADHD stimulants',
    typed: ['Ritalin', 'Concerta', 'Concerta 36 mg', 'Ritalin LA', 'methylphenidate ER'],
    dog: {
      seriousMgKg: 10,
      says: 'dogs have died after 10–31 mg/kg of extended-release tablets',
      source: 'javma-methylphenidate',
      enforcedBy: [{ toxicRow: 10 }, { speciesRule: 'decongestants' }],
    },
    cat: {
      anyAmount: true,
      says: 'amphetamines and similar stimulants cause life-threatening stimulatory signs',
      source: 'vcna-adhd-review',
      enforcedBy: [{ speciesRule: 'decongestants' }],
    },
  },
  {
    name: 'atomoxetine',
    drug: 'atomoxetine',
    group: 'ADHD non-stimulant',
    typed: ['Strattera', 'Strattera 40 mg', 'atomoxetine'],
    dog: {
      mildMgKg: 1,
      seriousMgKg: 2,
      says: 'mild signs at 1 or 2 mg/kg; hyperactivity, agitation and racing heart above 2 mg/kg; tremors at 22 mg/kg',
      source: 'aspca-atomoxetine',
      enforcedBy: [{ toxicRow: 2 }, { notUsedRow: 'Medium' }],
    },
    cat: {
      mildMgKg: 1,
      says: 'mild signs (lethargy, drooling, vomiting) at 1 or 2 mg/kg; cats at 22 and 66 mg/kg recovered with treatment',
      source: 'aspca-atomoxetine',
      enforcedBy: [{ notUsedRow: 'Medium' }],
    },
  },
  {
    name: 'fluoxetine',
    drug: 'fluoxetine',
    group: 'antidepressants (SSRI)',
    typed: ['Prozac', 'Prozac 20 mg', 'fluoxetine'],
    dog: {
      seriousMgKg: 8,
      says: 'the most severe signs (tremors, high temperature) at 8–10 mg/kg; seizures above 25 mg/kg',
      source: 'cb-ssri-toxicity',
      enforcedBy: [{ doseMaximum: 2 }],
    },
    cat: pending(SSRI_CATS),
  },
  {
    name: 'sertraline',
    drug: 'sertraline',
    group: 'antidepressants (SSRI)',
    typed: ['Zoloft', 'Zoloft 100 mg', 'sertraline'],
    dog: {
      mildMgKg: 1,
      seriousMgKg: 8,
      says: 'minor signs at 1–3 mg/kg, the most severe at 8–10 mg/kg, seizures above 25 mg/kg',
      source: 'cb-ssri-toxicity',
      enforcedBy: [{ doseMaximum: 3 }],
    },
    cat: pending(SSRI_CATS),
  },
  {
    // Seizures are possible above 3 mg/kg; the dose row reports High only from 4 mg/kg (twice the
    // 2 mg/kg maximum), Medium between: a toxicMgKg of 3 would need the row's source changed.
    name: 'paroxetine',
    drug: 'paroxetine',
    group: 'antidepressants (SSRI)',
    typed: ['Paxil', 'Paxil 20 mg', 'paroxetine'],
    dog: {
      mildMgKg: 1,
      seriousMgKg: 3,
      says: 'minor signs at 1–3 mg/kg, seizures possible above 3 mg/kg',
      source: 'cb-ssri-toxicity',
      enforcedBy: [{ doseMaximum: 2 }],
    },
    cat: pending(SSRI_CATS),
  },
  ...(['citalopram', 'escitalopram'] as const).map((drug): HumanRxIngestion => ({
    name: drug,
    drug,
    group: 'antidepressants (SSRI)',
    typed:
      drug === 'citalopram' ? ['Celexa', 'Celexa 20 mg', drug] : ['Lexapro', 'Lexapro 10 mg', drug],
    dog: {
      anyAmount: true,
      says: 'a top accidental poisoning of dogs; immediate veterinary attention is necessary',
      source: 'pph-antidepressants',
      enforcedBy: [{ speciesRule: 'human-psychoactive' }],
    },
    cat: {
      anyAmount: true,
      says: 'poisonous to cats and dogs; immediate veterinary attention is necessary',
      source: 'pph-antidepressants',
      enforcedBy: [{ speciesRule: 'human-psychoactive' }],
    },
  })),
  {
    name: 'venlafaxine',
    drug: 'venlafaxine',
    group: 'antidepressants (SNRI)',
    typed: ['Effexor', 'Effexor XR 75 mg', 'venlafaxine ER'],
    dog: {
      anyAmount: true,
      says: 'SNRIs are treated like SSRIs; immediate veterinary attention is necessary',
      source: 'pph-antidepressants',
      enforcedBy: [{ speciesRule: 'human-psychoactive' }],
    },
    cat: {
      anyAmount: true,
      says: 'SNRIs are treated like SSRIs; immediate veterinary attention is necessary',
      source: 'pph-antidepressants',
      enforcedBy: [{ speciesRule: 'human-psychoactive' }],
    },
  },
  {
    name: 'duloxetine',
    drug: 'duloxetine',
    group: 'antidepressants (SNRI)',
    typed: ['Cymbalta', 'Cymbalta 60 mg', 'duloxetine'],
    dog: {
      seriousMgKg: 20,
      says: 'dogs that ate 20 mg/kg or more were more likely to show signs (lethargy, dilated pupils, vomiting, trembling)',
      source: 'javma-duloxetine',
      enforcedBy: [{ toxicRow: 20 }, { speciesRule: 'human-psychoactive' }],
    },
    cat: {
      anyAmount: true,
      says: 'SNRIs are treated like SSRIs; immediate veterinary attention is necessary',
      source: 'pph-antidepressants',
      enforcedBy: [{ speciesRule: 'human-psychoactive' }],
    },
  },
  {
    name: 'bupropion',
    drug: 'bupropion',
    group: 'antidepressants (other)',
    typed: ['Wellbutrin', 'Wellbutrin XL 150 mg', 'Zyban'],
    dog: pending(
      'the Pet Poison Helpline antidepressants page does not name bupropion; only owner pages gave figures',
    ),
    cat: pending('no cat reference read'),
  },
  {
    name: 'mirtazapine',
    drug: 'mirtazapine',
    group: 'antidepressants (other)',
    typed: ['Remeron', 'mirtazapine 15 mg'],
    dog: pending(NOT_READ),
    cat: pending(NOT_READ),
  },
  ...(['amitriptyline', 'clomipramine'] as const).map((drug): HumanRxIngestion => ({
    name: drug,
    drug,
    group: 'antidepressants (tricyclic)',
    typed: [drug],
    dog: pending(NOT_READ),
    cat: pending(NOT_READ),
  })),
  ...(['zolpidem', 'eszopiclone'] as const).map((drug): HumanRxIngestion => ({
    name: drug,
    drug,
    group: 'sleep aids',
    typed:
      drug === 'zolpidem'
        ? ['Ambien', 'Ambien CR 12.5 mg', drug]
        : ['Lunesta', 'Lunesta 3 mg', drug],
    dog: {
      anyAmount: true,
      says: 'severe sedation or agitation, tremors, high temperature; call a vet or the helpline immediately',
      source: 'pph-sleep-aids',
      enforcedBy: [{ speciesRule: 'human-psychoactive' }],
    },
    cat: {
      anyAmount: true,
      says: 'poisonous to cats and dogs; call a vet or the helpline immediately',
      source: 'pph-sleep-aids',
      enforcedBy: [{ speciesRule: 'human-psychoactive' }],
    },
  })),
  {
    name: 'baclofen',
    drug: 'baclofen',
    group: 'muscle relaxants',
    typed: ['baclofen', 'baclofen 10 mg', 'Lioresal'],
    dog: {
      mildMgKg: 1.3,
      says: 'signs from 1.3 mg/kg; dogs have died at 8–16 mg/kg',
      source: 'acvp-poison-control',
      enforcedBy: [{ toxicRow: 1.3 }, { speciesRule: 'baclofen-isoniazid' }],
    },
    cat: pending('the poison control list gives the dog figure only'),
  },
  ...(['cyclobenzaprine', 'tizanidine'] as const).map((drug): HumanRxIngestion => ({
    name: drug,
    drug,
    group: 'muscle relaxants',
    typed: [drug],
    dog: pending(NOT_READ),
    cat: pending(NOT_READ),
  })),
  {
    name: 'carisoprodol',
    drug: 'carisoprodol',
    group: 'muscle relaxants',
    typed: [],
    dog: pending(`${NOT_READ}; the name (Soma) is not recognised yet`),
    cat: pending(`${NOT_READ}; the name is not recognised yet`),
  },
  ...(['oxycodone', 'hydrocodone', 'morphine', 'fentanyl'] as const).map(
    (drug): HumanRxIngestion => ({
      name: drug,
      drug,
      group: 'opioids',
      typed: [drug],
      dog: pending(NOT_READ),
      cat: pending(NOT_READ),
    }),
  ),
  ...(['alprazolam', 'diazepam', 'lorazepam', 'clonazepam'] as const).map(
    (drug): HumanRxIngestion => ({
      name: drug,
      drug,
      group: 'benzodiazepines',
      typed: [drug],
      dog: pending(NOT_READ),
      cat: pending(NOT_READ),
    }),
  ),
  {
    name: 'olanzapine',
    drug: 'olanzapine',
    group: 'antipsychotics',
    typed: [],
    dog: pending(`${NOT_READ}; the name (Zyprexa) is not recognised yet`),
    cat: pending(`${NOT_READ}; the name is not recognised yet`),
  },
  ...(['quetiapine', 'lithium'] as const).map((drug): HumanRxIngestion => ({
    name: drug,
    drug,
    group: drug === 'lithium' ? 'mood stabiliser' : 'antipsychotics',
    typed: [drug],
    dog: pending(NOT_READ),
    cat: pending(NOT_READ),
  })),
];
