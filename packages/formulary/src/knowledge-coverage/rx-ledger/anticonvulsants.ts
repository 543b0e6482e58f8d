import type { LedgerRecord, LedgerSpecies } from './types';
import { noMinAge } from './types';

// Seizure drugs with a veterinary label (decision 042). The UK SPCs below were read to their
// precautions, but their section 4.7 (pregnancy, lactation, fertility) comes late in the text and
// could not be reached with the search tool, so each drug stays a gap (coverage.test.ts lists
// it) while what was read is enforced. Zonisamide (a human drug) is read from a veterinary
// compounding pharmacy's page and a Plumb's-format monograph; levetiracetam is recorded pending.

const IMEPITOIN_PENDING =
  'Pexion EU SPC (dogs) read to its special warnings: not in dogs with severely impaired liver function, severe kidney or severe heart disease (lbl-imepitoin-liver, -kidney, -heart); not the primary treatment of cluster seizures or status epilepticus (a choice of drug, no condition term); noise-phobia efficacy not tested under 12 months (efficacy only, no row); its section 4.7 (pregnancy, lactation, breeding) and any minimum weight could not be reached';

const PHENOBARBITAL_PENDING =
  "Epiphen, Epityl and Phenoleptil SPCs (dogs) read to their precautions: not for use in pregnant animals (one SPC, no harm described: lbl-phenobarbital-pregnancy, Medium); not with serious liver impairment (barbiturate-liver), serious kidney or heart disease (lbl-phenobarbital-kidney, lbl-phenobarbital-heart); caution with hypovolaemia, anaemia and respiratory dysfunction (no condition rows yet); not under 6 kg (Epityl 60 mg), 10 kg (Phenoleptil 100 mg) or 2.5 kg (Phenoleptil 25 mg): tablet-size limits, no row, as for Vetoryl; the SPCs' lactation and breeding statements (section 4.7) could not be reached";

const BROMIDE_PENDING =
  "Libromide SPC (dogs) read to its precautions: not in dogs with severe kidney insufficiency (lbl-bromide-kidney); reduce the dose in kidney insufficiency; do not stop abruptly; keep dietary chloride steady; dogs under 11 kg cannot be dosed accurately with the 325 mg tablet (a tablet-size limit, no row); potentially severe side effects in cats; K-BroVet (US, unapproved) read to its contraindications (hypersensitivity only) and KBroVet-CA1 (US, conditionally approved) to its warnings (hypersensitivity only; not for use in cats); the SPC section 4.7 and K-BroVet's reproduction and young-dog sections could not be reached; a veterinary client handout (Texas West) lists pregnant and nursing pets among those that should not take it (rx-bromide-pregnancy, rx-bromide-lactation, Medium) and warns of an asthma-like lung condition in some cats; rx9 (2026-11-29): a Compendium (July 1999) pharmacology profile of potassium bromide says safety in pregnancy and lactation has not been established and to use caution with renal insufficiency, naming no breeding statement; the K-BroVet Oral label copy on drugs-library.com lists a 'Reproduction/Pregnancy/Lactation' and a 'Young Dogs' section in its contents, so a reproduction statement exists and is the one to read (the page answers only to its dosage); the NOAH Libromide page answers only to its adverse reactions, and the VetDepot page only to its precautions' opening";

const LEVETIRACETAM_PENDING =
  "a human drug (Keppra) used off label; read: a feline practice's drug page (no condition against it, tolerance with long use), the Wedgewood compounding monograph's opening (may be used with decreased liver function; renally excreted) and the opening of the VCA, Mar Vista and Veterinary Partner handouts; none of the texts reached says anything of pregnant, nursing or breeding animals, and the handouts' risk-factor sections could not be reached (the search answers with page openings); rx9 (2026-11-29) tried again: the VCA, PetMD, Veterinary Partner, Mar Vista, Wedgewood, The Cat Doctor, vetsheet.com and askavet pages and the openFDA human Keppra labels all answer with their openings only (background, dosing, side effects), never a risk-factor, pregnancy or nursing section; no Texas West handout for it was found";

const ZONISAMIDE_OFF_LABEL =
  "a human drug (Zonegran) used off label in dogs and cats; no veterinary label exists, so a veterinary compounding pharmacy page and a Plumb's-format monograph were read";

// Zonisamide (ledger-d). Also read and not a row: sulfonamide hypersensitivity (an allergy, which
// the allergy rules handle). The liver row is the retrospective study's (acute hepatopathy in the
// first weeks), not a reference's caution; rx-zonisamide-kidney still cites the Plumb's reading
// from no public text (no kidney caution was found in a reference read).
const zonisamideSpecies: LedgerSpecies = {
  labels: ['compounding-zonisamide-diamondback', 'monograph-zonisamide-plumbs-copy'],
  offLabel: ZONISAMIDE_OFF_LABEL,
  minAge: noMinAge(
    'references read',
    'compounding-zonisamide-diamondback',
    'monograph-zonisamide-plumbs-copy',
  ),
  pregnancy: {
    says: 'contraindicated (harm described)',
    source: 'compounding-zonisamide-diamondback',
    rule: 'rx-zonisamide-pregnancy',
  },
  lactation: {
    says: 'do not use (no harm described)',
    source: 'compounding-zonisamide-diamondback',
    rule: 'rx-zonisamide-lactation',
  },
  breeding: {
    says: 'none stated',
    source: 'compounding-zonisamide-diamondback',
    notEnforced:
      "the pharmacy page's considerations name only sulfa allergy and pregnant or nursing dogs; the monograph's reproductive section was not reached",
  },
  conditions: [
    {
      condition: 'liver',
      says: 'rare acute, potentially life-threatening hepatopathy in the first weeks of treatment',
      source: 'zonisamide-hepatopathy-dogs',
      rule: 'rx-zonisamide-liver',
    },
  ],
};

export const ANTICONVULSANT_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  imepitoin: { dog: { pending: IMEPITOIN_PENDING }, cat: { pending: IMEPITOIN_PENDING } },
  phenobarbital: {
    dog: { pending: PHENOBARBITAL_PENDING },
    cat: { pending: PHENOBARBITAL_PENDING },
  },
  'potassium bromide': {
    dog: { pending: BROMIDE_PENDING },
    // The US label (KBroVet-CA1) is for dogs only and says not for use in cats; the species row
    // bromide-cat (High) warns of the lung disease cats develop on it.
    cat: {
      notGiven:
        'KBroVet-CA1, the US potassium bromide label, is for dogs only and says it is not for use in cats; Libromide warns of potentially severe side effects in cats',
      source: 'label-kbrovet-ca1',
    },
  },
  zonisamide: { dog: zonisamideSpecies, cat: zonisamideSpecies },
  levetiracetam: {
    dog: { pending: LEVETIRACETAM_PENDING },
    cat: { pending: LEVETIRACETAM_PENDING },
  },
};
