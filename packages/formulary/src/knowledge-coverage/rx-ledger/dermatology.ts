import type { LedgerRecord, LedgerSpecies } from './types';
import { offLabelFrom, noMinAge } from './types';

// Itch and immune drugs with a veterinary label: what each label read says, section by section
// (decision 042). Azathioprine is read from a veterinary client drug handout and chlorambucil
// from a veterinary compounding monograph, mycophenolate from a veterinary medication guide;
// ilunocitinib and ciclosporin (the dog SPC's section 4.7) are recorded pending with what was
// read (coverage.test.ts lists them).

const oclacitinibDog: LedgerSpecies = {
  labels: ['spc-apoquel', 'label-apoquel'],
  minAge: {
    labels: [
      { source: 'spc-apoquel', months: 12, kg: 3, says: 'do not use under 12 months or 3 kg (EU)' },
      { source: 'label-apoquel', months: 12, says: 'not for dogs under 12 months (US)' },
    ],
    enforced: { row: 'oclacitinib-12-months' },
  },
  pregnancy: { says: 'not established', source: 'label-apoquel', rule: 'pregnancy-caution' },
  lactation: { says: 'not established', source: 'label-apoquel', rule: 'lbl-jak-lactation' },
  breeding: { says: 'not established', source: 'label-apoquel', rule: 'lbl-jak-breeding' },
  conditions: [
    {
      condition: 'serious-infection',
      says: 'not for use in dogs with serious infections',
      source: 'spc-apoquel',
      rule: 'jak-serious-infection',
    },
    {
      condition: 'demodicosis',
      says: 'may increase susceptibility to infection including demodicosis',
      source: 'spc-apoquel',
      rule: 'immunosuppressant-demodicosis',
    },
    {
      condition: 'neoplasia',
      says: 'do not use with progressive malignant neoplasia; may exacerbate neoplastic conditions',
      source: 'spc-apoquel',
      rule: 'jak-neoplasia',
    },
    {
      condition: 'cushings',
      says: 'do not use with immune suppression such as hyperadrenocorticism',
      source: 'spc-apoquel',
      rule: 'lbl-jak-cushings',
    },
  ],
};

const ILUNOCITINIB_PENDING =
  'Zenrelia UK SPCs read to their precautions: not with immune suppression (hyperadrenocorticism: lbl-jak-cushings), progressive malignant neoplasia (jak-neoplasia) or demodicosis (immunosuppressant-demodicosis); not recommended under 12 months (ilunocitinib-12-months); not evaluated with liver or kidney disease (rx-ilunocitinib-liver, rx-ilunocitinib-kidney); its pregnancy, lactation and breeding section could not be reached (the JAK class rows pregnancy-caution, lbl-jak-lactation and lbl-jak-breeding fire meanwhile); rx9 (2026-11-29) tried the NOAH Compendium Zenrelia page, the Norwegian package leaflet (Felleskatalogen), the US SPL and the 1800PetMeds page: each answers only up to its special precautions, before the pregnancy, lactation and fertility paragraph';

const AZATHIOPRINE_OFF_LABEL =
  'a human drug (Imuran) used off label; no veterinary label exists, so a veterinary client drug handout was read';

// Azathioprine (Texas West Veterinary Hospital handout). Also read and not a row: pre-existing
// bone marrow suppression (no condition term) and "extreme caution in cats" (more susceptible to
// bone marrow suppression and bleeding: a species caution, recorded here for the cat).
const azathioprineSpecies: LedgerSpecies = {
  labels: ['handout-azathioprine-texaswest', 'compounding-azathioprine-rockridge'],
  offLabel: AZATHIOPRINE_OFF_LABEL,
  minAge: noMinAge('reference read', 'handout-azathioprine-texaswest'),
  pregnancy: {
    says: 'contraindicated (harm described)',
    source: 'compounding-azathioprine-rockridge',
    rule: 'lbl-azathioprine-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'compounding-azathioprine-rockridge',
    rule: 'rx-azathioprine-lactation',
  },
  breeding: {
    says: 'do not use (no harm described)',
    source: 'handout-azathioprine-texaswest',
    rule: 'rx-azathioprine-breeding',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'use with caution with liver disease',
      source: 'handout-azathioprine-texaswest',
      rule: 'hepatotoxic-liver',
    },
  ],
};

// Chlorambucil (Rockridge Pharmacy veterinary compounding monograph). Also read and not a row:
// severe bone marrow disease (no condition term).
const chlorambucilSpecies: LedgerSpecies = {
  labels: ['compounding-chlorambucil-rockridge'],
  offLabel:
    'a human drug (Leukeran) used off label; no veterinary label exists, so a veterinary compounding monograph was read',
  minAge: noMinAge('reference read', 'compounding-chlorambucil-rockridge'),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'compounding-chlorambucil-rockridge',
    rule: 'pregnancy-contraindicated',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'compounding-chlorambucil-rockridge',
    rule: 'lbl-antineoplastic-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'compounding-chlorambucil-rockridge',
    notEnforced:
      'the monograph read says nothing about breeding animals (the antineoplastic class row still applies)',
  },
  conditions: [
    {
      condition: 'liver',
      says: 'not recommended with severe liver disease',
      source: 'compounding-chlorambucil-rockridge',
      rule: 'rx-chlorambucil-liver-severe',
    },
  ],
};

const CICLOSPORIN_PENDING =
  'ciclosporin SPCs for dogs and cats (NOAH Compendium) read to their contraindications: not under 6 months or 2 kg (cyclosporine-dog-6-months, cyclosporine-cat-6-months), not with a history of malignant disorders (cyclosporine-neoplasia), not in cats with FeLV or FIV (lbl-cyclosporine-fiv); the earlier diabetes, kidney and nursing-bitch rows (lbl-cyclosporine-diabetes, lbl-cyclosporine-kidney, rx-cyclosporine-lactation) stay; the pregnancy and breeding statements of section 4.7 could not be reached (the search answers with the SPC openings). Ledger-d: two veterinary pharmacy copies of the US label cautions were read: not recommended in pregnant or nursing dogs (rx-cyclosporine-pregnancy-dog), and breeding cats and pregnant or nursing queens should not take it (rx-cyclosporine-pregnancy-cat, -lactation-cat, -breeding-cat); the dog breeding statement is still unread; rx9 (2026-11-29) tried the US Atopica pharmacy pages (1800PetMeds, Total Pet Supply, PetMeds news) and the EU SPC wording: each answers with its opening (indications, dosing, handling), never a breeding statement';

// Mycophenolate (ledger-d): a human drug; the veterinary medication guide's contraindications
// section was read in full. Also read and not a row: the slow IV infusion (a clinic matter) and
// the human boxed warning on lymphoma (no condition term). VCA adds that there is little research
// in cats, so extra caution is warranted (a species note, no condition).
const mycophenolateSpecies: LedgerSpecies = {
  labels: ['vetguide-mycophenolate-caec'],
  offLabel:
    'a human drug (CellCept) used off label; no veterinary label exists, so a veterinary medication guide was read',
  minAge: noMinAge('reference read', 'vetguide-mycophenolate-caec'),
  pregnancy: {
    says: 'do not use (no harm described)',
    source: 'vetguide-mycophenolate-caec',
    // Stricter than the guide: the human label's boxed warning (birth defects, pregnancy loss).
    rule: 'lbl-immunosuppressant-pregnancy',
  },
  lactation: {
    says: 'none stated',
    source: 'vetguide-mycophenolate-caec',
    notEnforced: 'the veterinary guide read says nothing about nursing animals',
  },
  breeding: {
    says: 'none stated',
    source: 'vetguide-mycophenolate-caec',
    notEnforced: 'the veterinary guide read says nothing about breeding animals',
  },
  conditions: [
    {
      condition: 'kidney',
      says: 'severe renal dysfunction may require a dose adjustment',
      source: 'vetguide-mycophenolate-caec',
      notEnforced:
        'a dose adjustment for severe disease, not a caution against the drug (no row, as for levetiracetam)',
    },
  ],
};

export const DERMATOLOGY_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  ilunocitinib: {
    dog: { pending: ILUNOCITINIB_PENDING },
    cat: {
      pending: `Zenrelia is licensed for dogs; the dog label is read in part: ${ILUNOCITINIB_PENDING}`,
    },
  },
  oclacitinib: {
    dog: oclacitinibDog,
    cat: offLabelFrom(
      oclacitinibDog,
      'Apoquel is licensed for dogs; cats get oclacitinib off label',
      {
        conditions: oclacitinibDog.conditions.map((c) =>
          c.condition === 'cushings'
            ? {
                condition: 'cushings',
                says: c.says,
                source: c.source,
                notEnforced:
                  "the dog label's hyperadrenocorticism contraindication is held to dogs",
              }
            : c,
        ),
      },
    ),
  },
  azathioprine: { dog: azathioprineSpecies, cat: azathioprineSpecies },
  chlorambucil: { dog: chlorambucilSpecies, cat: chlorambucilSpecies },
  cyclosporine: { dog: { pending: CICLOSPORIN_PENDING }, cat: { pending: CICLOSPORIN_PENDING } },
  mycophenolate: { dog: mycophenolateSpecies, cat: mycophenolateSpecies },
};
