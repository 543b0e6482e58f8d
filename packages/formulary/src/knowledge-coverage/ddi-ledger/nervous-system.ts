import type { DdiRecord } from './types';

// Interaction ledger, section 'nervous-system' of DDI_SECTIONS (sections.ts): one record per class.

const PHARMACOKINETIC =
  'pharmacokinetic (blood levels change), the vet adjusts the dose; no owner action';

export const NERVOUS_SYSTEM_DDI: readonly DdiRecord[] = [
  {
    class: 'ssri',
    drugs: ['fluoxetine'],
    sources: ['label-reconcile-us'],
    interactions: [
      {
        with: 'phenothiazine',
        says: 'not with drugs that lower the seizure threshold, such as acepromazine or chlorpromazine',
        source: 'label-reconcile-us',
        enforcedBy: 'fluoxetine-phenothiazine',
      },
      {
        with: 'maoi',
        says: 'not with a monoamine oxidase inhibitor (selegiline, amitraz) or within 14 days of stopping one',
        source: 'label-reconcile-us',
        enforcedBy: 'maoi-serotonergic',
      },
    ],
    unread: 'the Reconcile precautions paragraph after its contraindications was not reached',
  },
  {
    class: 'tca',
    drugs: ['clomipramine'],
    sources: ['label-clomicalm-us-interactions', 'clomicalm-pharmacy-contraindications'],
    interactions: [
      {
        with: 'phenobarbital',
        says: 'phenobarbital raises clomipramine blood levels; barbiturates lower those of related tricyclics',
        source: 'label-clomicalm-us-interactions',
        notEnforced: PHARMACOKINETIC,
      },
      {
        with: 'cimetidine',
        says: 'liver enzyme inhibitors such as cimetidine raise tricyclic levels',
        source: 'label-clomicalm-us-interactions',
        notEnforced: PHARMACOKINETIC,
      },
      {
        with: 'phenytoin',
        says: 'liver enzyme inducers such as phenytoin lower tricyclic levels',
        source: 'label-clomicalm-us-interactions',
        notEnforced: PHARMACOKINETIC,
      },
      {
        with: 'fluoxetine',
        says: 'enzyme inhibitors such as fluoxetine raise tricyclic levels',
        source: 'label-clomicalm-us-interactions',
        enforcedBy: 'ssri-tca',
      },
      {
        with: 'sympathomimetic',
        says: 'caution with sympathomimetic drugs',
        source: 'label-clomicalm-us-interactions',
        enforcedBy: 'tca-sympathomimetic',
      },
      {
        with: 'anticholinergic',
        says: 'caution with anticholinergic drugs',
        source: 'label-clomicalm-us-interactions',
        notEnforced:
          'in-clinic only: the catalogue anticholinergics (atropine, glycopyrrolate) are given by the vet',
      },
      {
        with: 'maoi',
        says: 'contraindicated with monoamine oxidase inhibitors such as selegiline or amitraz',
        source: 'clomicalm-pharmacy-contraindications',
        enforcedBy: 'maoi-serotonergic',
      },
    ],
    unread:
      "the end of the label's interaction paragraph (after the sympathomimetic caution) was not reached",
  },
  {
    class: 'maoi',
    drugs: ['selegiline'],
    sources: ['label-anipryl-smartpak'],
    interactions: [
      {
        with: 'meperidine',
        says: 'contraindicated with meperidine (in humans)',
        source: 'label-anipryl-smartpak',
        enforcedBy: 'maoi-serotonergic',
      },
      {
        with: 'opioid',
        says: 'the meperidine contraindication is often extended to other opioids',
        source: 'label-anipryl-smartpak',
        enforcedBy: 'maoi-opioid',
      },
    ],
    unread: "the Anipryl label's precautions and drug-interaction paragraphs were not reached",
  },
];
