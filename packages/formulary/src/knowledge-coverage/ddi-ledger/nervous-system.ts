import { BEHAVIOUR_MORE_DDI } from './behaviour-more';
import type { DdiInteraction, DdiRecord } from './types';

// Interaction ledger, section 'nervous-system' of DDI_SECTIONS (sections.ts): one record per class.

/**
 * The Mirataz SPC's contraindicated partners, read once for both of mirtazapine's classes: nassa
 * here and appetite-stimulant in gut.ts.
 */
export const MIRATAZ_CONTRAINDICATED_WITH: readonly DdiInteraction[] = [
  {
    with: 'maoi',
    says: 'not in cats treated with an MAOI or within 14 days of one (serotonin syndrome)',
    source: 'spc-mirataz-noah',
    enforcedBy: 'maoi-serotonergic',
  },
  {
    with: 'tramadol',
    says: 'not in cats treated with tramadol (serotonin syndrome)',
    source: 'spc-mirataz-noah',
    enforcedBy: 'mirtazapine-tramadol-cyproheptadine',
  },
  {
    with: 'cyproheptadine',
    says: 'not in cats treated with cyproheptadine',
    source: 'spc-mirataz-noah',
    enforcedBy: 'mirtazapine-tramadol-cyproheptadine',
  },
];

const PHARMACOKINETIC =
  'pharmacokinetic (blood levels change), the vet adjusts the dose; no owner action';

const BEHAVIOUR_DDI: readonly DdiRecord[] = [
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
        enforcedBy: 'tca-cimetidine',
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
  {
    class: 'sari',
    drugs: ['trazodone'],
    sources: ['cliniciansbrief-trazodone-concurrent'],
    interactions: [
      {
        with: 'ketoconazole',
        says: 'caution with ketoconazole and other CYP3A inhibitors, which raise trazodone levels',
        source: 'cliniciansbrief-trazodone-concurrent',
        enforcedBy: 'cyp3a-sedative-opioid',
      },
      {
        with: 'acepromazine',
        says: 'caution with acepromazine around surgery (hypotension); lower acepromazine doses',
        source: 'cliniciansbrief-trazodone-concurrent',
        notEnforced: 'in-clinic only: the caution is for anaesthetic premedication',
      },
      {
        with: 'anaesthetic',
        says: 'propofol and isoflurane safe with it',
        source: 'cliniciansbrief-trazodone-concurrent',
        notEnforced: 'named as safe together',
      },
    ],
    unread:
      'a journal question-and-answer on perioperative drugs, not a label: other partners not covered',
  },
  {
    class: 'cognitive-support',
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
    unread:
      "selegiline's MAOI record holds the same reading; the Anipryl precautions were not reached",
  },
  {
    class: 'serotonergic-opioid',
    drugs: ['tramadol'],
    sources: ['spc-tralieve-noah'],
    interactions: [
      {
        with: 'tca',
        says: 'not in conjunction with tricyclic antidepressants',
        source: 'spc-tralieve-noah',
        enforcedBy: 'tca-tramadol',
      },
      {
        with: 'maoi',
        says: 'not in conjunction with monoamine oxidase inhibitors',
        source: 'spc-tralieve-noah',
        enforcedBy: 'maoi-serotonergic',
      },
      {
        with: 'ssri',
        says: 'not in conjunction with serotonin reuptake inhibitors',
        source: 'spc-tralieve-noah',
        enforcedBy: 'ssri-serotonergic-opioid',
      },
    ],
    unread: 'its contraindications were read; the SPC interaction section itself was not reached',
  },
  {
    class: 'nassa',
    drugs: ['mirtazapine'],
    sources: ['spc-mirataz-noah'],
    interactions: MIRATAZ_CONTRAINDICATED_WITH,
  },
  {
    class: 'sympathomimetic',
    drugs: ['phenylpropanolamine'],
    sources: ['label-proin-us', 'spc-propalin-noah'],
    interactions: [
      {
        with: 'sympathomimetic',
        says: 'caution with other sympathomimetic drugs: increased toxicity may result',
        source: 'label-proin-us',
        enforcedBy: 'sympathomimetic-pair',
      },
      {
        with: 'tca',
        says: 'caution with tricyclic antidepressants',
        source: 'label-proin-us',
        enforcedBy: 'tca-sympathomimetic',
      },
      {
        with: 'maoi',
        says: 'not with non-selective MAOIs; caution with type B MAO inhibitors',
        source: 'spc-propalin-noah',
        enforcedBy: 'maoi-sympathomimetic',
      },
      {
        with: 'anticholinergic',
        says: 'care with anticholinergic drugs',
        source: 'spc-propalin-noah',
        notEnforced:
          'in-clinic only: the catalogue anticholinergics (atropine, glycopyrrolate) are given by the vet',
      },
      {
        with: 'anaesthetic',
        says: 'caution with halogenated gaseous anaesthetics (arrhythmias)',
        source: 'label-proin-us',
        notEnforced: 'in-clinic only: anaesthesia is given by the vet',
      },
      {
        with: 'aspirin',
        says: 'decreased platelet aggregation with aspirin in a laboratory study on human blood',
        source: 'label-proin-us',
        notEnforced: 'an in-vitro finding on human blood; no harm in dogs described',
      },
    ],
  },
];

const SEIZURE_AND_SEDATION_DDI: readonly DdiRecord[] = [
  {
    class: 'beta2-agonist',
    drugs: ['clenbuterol'],
    sources: ['spc-ventipulmin-syrup-noah', 'pil-ventipulmin-granulat'],
    interactions: [
      {
        with: 'oxytocin',
        says: 'antagonises prostaglandin F2-alpha and oxytocin',
        source: 'spc-ventipulmin-syrup-noah',
        enforcedBy: 'clenbuterol-uterotonics',
      },
      {
        with: 'beta-blocker-nonselective',
        says: 'antagonised by beta-adrenergic blocking agents',
        source: 'spc-ventipulmin-syrup-noah',
        enforcedBy: 'nonselective-beta-agonist',
      },
      {
        with: 'methylxanthine',
        says: 'stronger effects and side effects with methylxanthines',
        source: 'pil-ventipulmin-granulat',
        enforcedBy: 'theophylline-beta2-agonist',
      },
      {
        with: 'cardiac-glycoside',
        says: 'arrhythmias more likely with digitalis glycosides',
        source: 'pil-ventipulmin-granulat',
        enforcedBy: 'beta2-agonist-digoxin',
      },
      {
        with: 'corticosteroid',
        says: 'stronger effects and side effects with glucocorticoids',
        source: 'pil-ventipulmin-granulat',
        notEnforced: 'routine: vets combine them in airway disease on purpose',
      },
      {
        with: 'anticholinergic',
        says: 'stronger effects with anticholinergics',
        source: 'pil-ventipulmin-granulat',
        notEnforced: 'in-clinic only: the catalogue anticholinergics are given by the vet',
      },
      {
        with: 'anaesthetic',
        says: 'ventricular arrhythmias more likely with halogenated anaesthetics',
        source: 'pil-ventipulmin-granulat',
        notEnforced: 'in-clinic only: anaesthesia is given by the vet',
      },
    ],
    unread: 'clenbuterol (horses) was read; the albuterol and terbutaline references were not',
  },
  {
    class: 'anaesthetic',
    drugs: ['ketamine'],
    sources: ['pil-ketamin-richter'],
    interactions: [
      {
        with: 'central nervous system depressants (tranquillisers, opiates, barbiturates, diazepam)',
        says: 'tranquillisers potentiate and opiates, barbiturates or diazepam prolong ketamine anaesthesia',
        source: 'pil-ketamin-richter',
        notEnforced: 'in-clinic only: anaesthetics are given by the vet',
      },
      {
        with: 'halothane and thiopental',
        says: 'arrhythmias more likely with thiopental or halothane',
        source: 'pil-ketamin-richter',
        notEnforced: 'in-clinic only: anaesthetic combinations are the vet’s',
      },
    ],
    unread: 'ketamine only: the propofol, alfaxalone and isoflurane labels were not read',
  },
  {
    class: 'benzodiazepine',
    drugs: ['diazepam'],
    sources: ['spc-diazepam-vet-noah'],
    interactions: [
      {
        with: 'opioid',
        says: 'may potentiate narcotics and other CNS depressants',
        source: 'spc-diazepam-vet-noah',
        enforcedBy: 'benzodiazepine-opioid',
      },
      {
        with: 'barbiturate',
        says: 'may potentiate barbiturates',
        source: 'spc-diazepam-vet-noah',
        notEnforced: 'routine: rescue diazepam is given with phenobarbital on purpose',
      },
      {
        with: 'antidepressants and tranquillisers',
        says: 'may potentiate antidepressants and tranquillisers',
        source: 'spc-diazepam-vet-noah',
        notEnforced:
          'sedation only, no harm named; vets combine them in behaviour and seizure care',
      },
      {
        with: 'digoxin',
        says: 'may increase the action of digoxin',
        source: 'spc-diazepam-vet-noah',
        enforcedBy: 'diazepam-digoxin',
      },
      {
        with: 'ketoconazole',
        says: 'cimetidine, erythromycin, azoles and propranolol may slow its metabolism',
        source: 'spc-diazepam-vet-noah',
        enforcedBy: 'diazepam-metabolism-inhibitors',
      },
      {
        with: 'cimetidine',
        says: 'cimetidine may slow its metabolism',
        source: 'spc-diazepam-vet-noah',
        enforcedBy: 'diazepam-metabolism-inhibitors',
      },
      {
        with: 'dexamethasone',
        says: 'dexamethasone may decrease its action',
        source: 'spc-diazepam-vet-noah',
        notEnforced: 'pharmacokinetic (less effect), the vet adjusts the dose; no owner action',
      },
    ],
  },
  {
    class: 'methylxanthine',
    drugs: ['theophylline'],
    sources: ['spc-theophylline-dogs-noah'],
    interactions: [
      {
        with: 'beta2-agonist',
        says: 'concurrent beta-sympathomimetics contraindicated: exaggerated side effects',
        source: 'spc-theophylline-dogs-noah',
        enforcedBy: 'theophylline-beta2-agonist',
      },
      {
        with: 'enrofloxacin',
        says: 'fluoroquinolones such as enrofloxacin raise theophylline levels',
        source: 'spc-theophylline-dogs-noah',
        enforcedBy: 'fluoroquinolone-theophylline',
      },
      {
        with: 'erythromycin',
        says: 'macrolides such as erythromycin raise theophylline levels',
        source: 'spc-theophylline-dogs-noah',
        enforcedBy: 'macrolide-theophylline',
      },
      {
        with: 'phenobarbital',
        says: 'phenobarbitone and phenytoin lower theophylline levels',
        source: 'spc-theophylline-dogs-noah',
        enforcedBy: 'theophylline-phenobarbital',
      },
      {
        with: 'ketamine',
        says: 'may lower the convulsive threshold with ketamine; care with halothane',
        source: 'spc-theophylline-dogs-noah',
        notEnforced: 'in-clinic only: anaesthetics are given by the vet',
      },
    ],
  },
  {
    class: 'antiepileptic',
    drugs: ['levetiracetam'],
    sources: ['wedgewood-levetiracetam', 'cliniciansbrief-common-interactions'],
    interactions: [
      {
        with: 'phenobarbital',
        says: 'phenobarbital increases levetiracetam clearance in dogs',
        source: 'cliniciansbrief-common-interactions',
        notEnforced:
          'routine: levetiracetam is an add-on to phenobarbital and the vet doses for the faster clearance',
      },
    ],
  },
  {
    class: 'barbiturate',
    drugs: ['phenobarbital'],
    sources: ['cliniciansbrief-common-interactions'],
    interactions: [
      {
        with: 'chloramphenicol',
        says: 'chloramphenicol inhibits phenobarbital clearance',
        source: 'cliniciansbrief-common-interactions',
        enforcedBy: 'chloramphenicol-phenobarbital',
      },
      {
        with: 'levetiracetam',
        says: 'phenobarbital increases levetiracetam clearance in dogs',
        source: 'cliniciansbrief-common-interactions',
        notEnforced: 'routine add-on therapy; the vet adjusts the levetiracetam dose',
      },
      {
        with: 'drugs metabolised by the liver',
        says: 'phenobarbital speeds the metabolism of many drugs',
        source: 'cliniciansbrief-common-interactions',
        notEnforced:
          'a general pharmacokinetic note; the named pairs (azoles, ciclosporin, doxycycline, theophylline) have their own rows',
      },
    ],
    unread:
      'a review of common interactions, not the Epiphen or Soliphen label (section 4.8 not reached)',
  },
  {
    class: 'antihistamine-sedating',
    drugs: ['diphenhydramine'],
    sources: ['vetdepot-diphenhydramine'],
    interactions: [
      {
        with: 'anticholinergic',
        says: 'anticholinergic drugs may interact with it',
        source: 'vetdepot-diphenhydramine',
        notEnforced:
          'in-clinic only: the catalogue anticholinergics (atropine, glycopyrrolate) are given by the vet',
      },
      {
        with: 'central nervous system depressants',
        says: 'CNS depressant drugs may interact with it',
        source: 'vetdepot-diphenhydramine',
        notEnforced: 'no partner named or harm described; a sedation note for the prescribing vet',
      },
    ],
  },
  {
    class: 'phenothiazine',
    drugs: ['acepromazine'],
    sources: ['handout-acepromazine-texaswest', 'spc-acp-stallion'],
    interactions: [
      {
        with: 'organophosphate',
        says: 'not for pets exposed to organophosphate insecticides, flea collars included, within a month; the ACP Injection SPC (horses) lists the pair among its contraindications (enhanced activity and toxicity)',
        source: 'handout-acepromazine-texaswest',
        enforcedBy: 'acepromazine-organophosphate',
      },
      {
        with: 'procaine',
        says: 'the ACP Injection SPC (horses): do not use with procaine hydrochloride (enhanced activity and potential toxicity)',
        source: 'spc-acp-stallion',
        enforcedBy: 'acepromazine-procaine',
      },
      {
        with: 'other depressants (sedatives, opioids)',
        says: 'not for pets already on other depressants',
        source: 'handout-acepromazine-texaswest',
        notEnforced:
          'a handout line with no drug named; vets give acepromazine with an opioid on purpose for sedation',
      },
    ],
    unread: 'a clinic handout, not the label: the ACP SPC interaction section was not reached',
  },
  {
    class: 'alpha2-antagonist',
    drugs: ['atipamezole'],
    sources: ['spc-antisedan-noah'],
    interactions: [
      {
        with: 'ketamine',
        says: 'in cats not within 30-40 minutes of ketamine; not after a butorphanol-medetomidine-ketamine combination in dogs',
        source: 'spc-antisedan-noah',
        notEnforced: 'in-clinic only: atipamezole is injected by the vet to reverse sedation',
      },
      {
        with: 'other drugs acting on the central nervous system',
        says: 'no harmful interactions in trials, but other CNS drugs not recommended with it',
        source: 'spc-antisedan-noah',
        notEnforced: 'in-clinic only: the vet gives it at the end of a sedation',
      },
    ],
  },
  {
    class: 'bromide',
    drugs: ['potassium bromide'],
    sources: ['monograph-bromides-plumbs-copy', 'spc-libromide-noah'],
    interactions: [
      {
        with: 'dietary salt (chloride)',
        says: 'low-salt diets raise and added salt lowers bromide levels; do not change the diet during therapy',
        source: 'spc-libromide-noah',
        notEnforced: 'a diet, not a medicine: the label tells owners to keep the diet unchanged',
      },
      {
        with: 'loop-diuretic',
        says: 'diuretics may speed bromide excretion and change the dose needed',
        source: 'monograph-bromides-plumbs-copy',
        enforcedBy: 'bromide-loop-diuretic',
      },
      {
        with: 'thiazide-diuretic',
        says: 'diuretics may speed bromide excretion and change the dose needed',
        source: 'monograph-bromides-plumbs-copy',
        enforcedBy: 'bromide-thiazide-diuretic',
      },
      {
        with: 'barbiturate',
        says: 'other sedating drugs may add to its sedation',
        source: 'monograph-bromides-plumbs-copy',
        notEnforced:
          'routine: bromide is licensed as an add-on to phenobarbital and the vet doses both for sedation',
      },
    ],
    unread: 'section 4.8 of the Libromide SPC itself was not reached; the monograph copy was read',
  },
  {
    class: 'alpha2-agonist',
    drugs: ['dexmedetomidine'],
    sources: ['spc-sileo-noah'],
    interactions: [
      {
        with: 'central nervous system depressants',
        says: 'other CNS depressants are expected to potentiate its effects; the dose should be adjusted',
        source: 'spc-sileo-noah',
        notEnforced:
          'a dose adjustment by the prescribing vet; no partner named and sedatives are prescribed with it on purpose',
      },
    ],
  },
  {
    class: 'muscle-relaxant',
    drugs: ['methocarbamol'],
    sources: ['label-robaxin', 'wedgewood-methocarbamol'],
    interactions: [
      {
        with: 'corticosteroid',
        says: 'the label allows it alongside adrenal corticosteroids; the monograph calls the pair safe',
        source: 'label-robaxin',
        notEnforced: 'named as compatible: there is nothing to warn of',
      },
      {
        with: 'nsaid',
        says: 'safe to give with NSAIDs and other medicines for muscle spasm',
        source: 'wedgewood-methocarbamol',
        notEnforced: 'named as compatible: there is nothing to warn of',
      },
      {
        with: 'CNS depressants (barbiturates)',
        says: 'deepens barbiturate sleep in mice; itself a CNS depressant with some sedation',
        source: 'label-robaxin',
        notEnforced:
          'extra sleepiness only: no harm graded and no pet partner named, so the vet weighs the sedation',
      },
    ],
    unread:
      'the VCA handout stops before its interaction answer; dantrolene, baclofen, cyclobenzaprine and tizanidine labels were not read',
  },
];

export const NERVOUS_SYSTEM_DDI: readonly DdiRecord[] = [
  ...BEHAVIOUR_DDI,
  ...BEHAVIOUR_MORE_DDI,
  ...SEIZURE_AND_SEDATION_DDI,
  {
    class: 'expectorant',
    pending:
      'acetylcysteine: the VCA handout, Wedgewood owner and professional monographs, the Plumb handbook page and the Monvet sheet were searched; none reached an interaction section (Monvet defers to the vet)',
  },
];
