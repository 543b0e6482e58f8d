import type { PairRule } from './interaction-rules';

// Pairs found missing while reading the interaction and concurrent-use sections of the pain,
// nervous-system and antimicrobial labels for the interaction ledger (issue 22, decision 056,
// knowledge-coverage/ddi-ledger, first half). Each row says what its label says; pairs a label
// names only as a pharmacokinetic note or for in-clinic use are recorded in the ledger as not
// enforced instead of becoming rules.

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
];
