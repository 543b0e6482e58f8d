import type { PairRule } from './interaction-rules';

// Pairs read for the oncology, immune and endocrine chapter of the interaction ledger (k-onc pass,
// issue 22). Decision 056: a pair a reference names as raising one drug's effect is Low.

export const ONC_ENDO_PAIR_RULES: readonly PairRule[] = [
  {
    // Trepanier (Cornell Feline Health Topics): other sulfas and salicylates displace glipizide
    // from protein binding and may increase its blood-sugar-lowering effect.
    id: 'glipizide-protein-displacers',
    a: { drugs: ['glipizide'] },
    b: { classes: ['sulfonamide', 'salicylate'] },
    risk: 'Low',
    description:
      'Sulfa antibiotics and salicylates (aspirin, bismuth subsalicylate) can push glipizide off blood proteins and strengthen its effect, so blood sugar may fall too low.',
    recommendation:
      'Ask your vet before combining; watch for weakness, wobbling or twitching and check blood glucose.',
    source: 'trepanier-feline-drugs-1992',
  },
  {
    // Rockridge azathioprine monograph: its effects can be potentiated by other
    // immunosuppressants. Read as the cytotoxic and antimetabolite class only: the same monograph
    // calls azathioprine with a corticosteroid the usual combination, so prednisone is not named.
    id: 'azathioprine-immunosuppressant',
    a: { drugs: ['azathioprine'] },
    b: { classes: ['immunosuppressant'], except: ['azathioprine'] },
    risk: 'Low',
    description:
      'Azathioprine with another bone-marrow-suppressing immunosuppressant (mycophenolate, leflunomide, chlorambucil, cyclophosphamide) adds to the risk of low blood counts and infection.',
    recommendation:
      'Check with your vet that both are intended; blood counts are usually checked more often.',
    source: 'compounding-azathioprine-rockridge',
  },
  {
    // Same monograph: drugs sharing its pathways, such as certain ACE inhibitors, can potentiate
    // it (in people the pair is linked to anaemia and low white cell counts).
    id: 'azathioprine-ace-inhibitor',
    a: { drugs: ['azathioprine'] },
    b: { classes: ['ace-inhibitor'] },
    risk: 'Low',
    description:
      'An ACE inhibitor (enalapril, benazepril) can strengthen azathioprine’s effect on the bone marrow.',
    recommendation: 'Your vet may check blood counts more often while both are given.',
    source: 'compounding-azathioprine-rockridge',
  },
  {
    // Complete Animal Eye Care mycophenolate guide: aspirin may raise free mycophenolic acid.
    id: 'mycophenolate-aspirin',
    a: { drugs: ['mycophenolate'] },
    b: { drugs: ['aspirin'] },
    risk: 'Low',
    description: 'Aspirin may raise the active level of mycophenolate in the blood.',
    recommendation:
      'Tell your vet; watch for vomiting, diarrhoea or signs of infection while both are given.',
    source: 'guide-mycophenolate-cae',
  },
  {
    // Same guide: acyclovir and a mycophenolate metabolite both rise when they are given together.
    id: 'mycophenolate-acyclovir',
    a: { drugs: ['mycophenolate'] },
    b: { drugs: ['acyclovir'] },
    risk: 'Low',
    description: 'Mycophenolate and acyclovir raise each other’s levels when given together.',
    recommendation: 'Ask your vet before combining; doses may need adjusting.',
    source: 'guide-mycophenolate-cae',
  },
];
