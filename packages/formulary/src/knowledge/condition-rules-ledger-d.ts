import type { ConditionRule } from './condition-rules';

// Label rows added by the ledger-d pass of the label ledger (issue 22, decision 042): what the
// references of the seizure, antimicrobial and immune drugs of that list say and no row said yet.
// Spread into LABEL_CONDITION_RULES. Same convention: "do not use" with harm described is High;
// "do not use" without harm, or a caution with harm, is Medium; "not established" is Low.

const ASK_VET =
  'Tell your vet about this condition before it is given; they may choose another drug.';

export const LEDGER_D_CONDITION_RULES: readonly ConditionRule[] = [
  {
    // Was Medium, citing a Plumb's reading from no public text; the references read name the
    // harm (birth defects, a known teratogen in dogs) and say to avoid it: High by the convention.
    id: 'rx-zonisamide-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['zonisamide'] },
    risk: 'High',
    description:
      'Zonisamide is a known cause of birth defects in dogs; veterinary references say to avoid it in pregnant animals.',
    recommendation:
      'Do not give zonisamide to a pregnant animal unless your vet decides it is needed; ask about another seizure drug.',
    source: 'compounding-zonisamide-diamondback',
  },
  {
    id: 'rx-zonisamide-lactation',
    condition: 'lactation',
    match: { drugs: ['zonisamide'] },
    risk: 'Medium',
    description:
      'A veterinary pharmacy reference says zonisamide should be avoided in nursing dogs.',
    recommendation: ASK_VET,
    source: 'compounding-zonisamide-diamondback',
  },
  {
    // The dog row (rx-clindamycin-pregnancy) cites a dog label; the US drops label speaks of
    // queens too.
    id: 'rx-clindamycin-pregnancy-cat',
    condition: 'pregnancy',
    match: { drugs: ['clindamycin'] },
    species: ['cat'],
    risk: 'Low',
    description:
      'The US clindamycin oral drops label for dogs and cats says its safety in pregnant queens has not been established.',
    recommendation: ASK_VET,
    source: 'label-zydaclin',
  },
  {
    id: 'rx-clindamycin-breeding-cat',
    condition: 'breeding',
    match: { drugs: ['clindamycin'] },
    species: ['cat'],
    sex: 'male',
    risk: 'Low',
    description:
      'The US clindamycin oral drops label for dogs and cats says its safety in breeding male cats has not been established.',
    recommendation: ASK_VET,
    source: 'label-zydaclin',
  },
  // Ciclosporin: the SPCs' section 4.7 was not reached; two veterinary pharmacies' copies of the
  // US label's cautions were (decision 042). No pregnancy row fired for ciclosporin before.
  {
    id: 'rx-cyclosporine-pregnancy-dog',
    condition: 'pregnancy',
    match: { drugs: ['cyclosporine'] },
    species: ['dog'],
    risk: 'Medium',
    description:
      'A veterinary pharmacy guide to Atopica (ciclosporin) says it is not recommended in pregnant or nursing dogs.',
    recommendation: ASK_VET,
    source: 'pharmacy-atopica-petcarerx',
  },
  {
    id: 'rx-cyclosporine-pregnancy-cat',
    condition: 'pregnancy',
    match: { drugs: ['cyclosporine'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'Veterinary pharmacy information for Atopica for Cats (ciclosporin) lists pregnant queens among the cats that should not take it.',
    recommendation: ASK_VET,
    source: 'pharmacy-atopica-cats-petrescuerx',
  },
  {
    id: 'rx-cyclosporine-lactation-cat',
    condition: 'lactation',
    match: { drugs: ['cyclosporine'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'Veterinary pharmacy information for Atopica for Cats (ciclosporin) lists nursing queens among the cats that should not take it.',
    recommendation: ASK_VET,
    source: 'pharmacy-atopica-cats-petrescuerx',
  },
  {
    id: 'rx-cyclosporine-breeding-cat',
    condition: 'breeding',
    match: { drugs: ['cyclosporine'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'Veterinary pharmacy information for Atopica for Cats (ciclosporin) lists breeding cats among the cats that should not take it.',
    recommendation: ASK_VET,
    source: 'pharmacy-atopica-cats-petrescuerx',
  },
  {
    // The Orbax SPC's section 4.7 and precautions past its contraindications were not reached; a
    // veterinary medication guide's contraindications list this caution (as Baytril's label does
    // for enrofloxacin, rx-enrofloxacin-liver).
    id: 'rx-orbifloxacin-liver',
    condition: 'liver',
    match: { drugs: ['orbifloxacin'] },
    risk: 'Low',
    description:
      'A veterinary medication guide says to give orbifloxacin with caution to animals with liver impairment.',
    recommendation:
      'Mention the liver disease so your vet can adjust the dose or monitor blood tests.',
    source: 'vetguide-orbifloxacin-caec',
  },
  // Cefalexin in cats (the cat tablets' section 4.7 is still unread): the Swiss Therios cat SPC
  // contraindicates severe renal dysfunction (the dog row rx-cephalexin-kidney-severe cites a dog
  // label), and a German Rilexine SPC for dogs and cats asks for a strict indication in pregnant
  // animals (the dog's pregnancy row cites Therios for dogs).
  {
    id: 'rx-cephalexin-kidney-severe-cat',
    onlySevere: true,
    condition: 'kidney',
    match: { drugs: ['cephalexin'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'The Therios cefalexin tablets for cats say not to use them in cats with severe kidney dysfunction; cefalexin leaves the body through the kidneys.',
    recommendation: ASK_VET,
    source: 'spc-therios-cat-ch',
  },
  {
    id: 'rx-cephalexin-pregnancy-cat',
    condition: 'pregnancy',
    match: { drugs: ['cephalexin'] },
    species: ['cat'],
    risk: 'Medium',
    description:
      'A cefalexin tablet label for dogs and cats says it should be used in pregnant cats only when clearly needed.',
    recommendation: ASK_VET,
    source: 'spc-rilexine-75-de',
  },
  // Wedgewood's famciclovir monograph (k-amx pass): use with caution and at a reduced dose with
  // poor kidney function (penciclovir leaves through the kidneys). A caution: Low.
  {
    id: 'rx-famciclovir-kidney',
    condition: 'kidney',
    match: { drugs: ['famciclovir'] },
    risk: 'Low',
    description:
      'A veterinary famciclovir monograph says to use it with caution, at a reduced dose, in animals with poor kidney function.',
    recommendation:
      'Make sure the vet prescribing famciclovir knows about the kidney disease; the dose may need lowering.',
    source: 'wedgewood-famciclovir-monograph',
  },
  // A veterinary client summary of rifampin (k-amx pass): use with caution in pregnant or
  // lactating pets (its liver caution is lbl-rifampin-liver). A caution with no harm named: Low.
  {
    id: 'rx-rifampin-pregnancy',
    condition: 'pregnancy',
    match: { drugs: ['rifampin'] },
    risk: 'Low',
    description:
      'A veterinary client handout on rifampin says to use it with caution in pregnant animals.',
    recommendation: ASK_VET,
    source: 'valleyvet-rifampin-summary',
  },
  {
    id: 'rx-rifampin-lactation',
    condition: 'lactation',
    match: { drugs: ['rifampin'] },
    risk: 'Low',
    description:
      'A veterinary client handout on rifampin says to use it with caution in nursing animals.',
    recommendation: ASK_VET,
    source: 'valleyvet-rifampin-summary',
  },
];
