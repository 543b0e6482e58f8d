import type { LedgerRecord } from './types';

// Corticosteroids with a veterinary label (decision 042). Prednisolone's UK SPCs and US insert are
// read except the SPCs' lactation section, so it stays a gap while what was read is enforced;
// prednisone, methylprednisolone, dexamethasone, triamcinolone and budesonide are still to read
// (coverage.test.ts lists them).

const PREDNISOLONE_PENDING =
  'UK SPCs read (Prednicortone, Prednidale, Prednicare; dogs and cats) and the US Prednis-Tab insert: do not use in pregnancy, harm described (early parturition, abortion, fetal death, cleft palate: lbl-prednisolone-pregnancy, High), with kidney insufficiency (lbl-prednisolone-kidney), diabetes (steroid-diabetes), hyperadrenocorticism (steroid-cushings), heart failure (steroid-chf), corneal ulcer (lbl-prednisolone-corneal-ulcer), gut ulceration (steroid-ulcer), glaucoma (lbl-prednisolone-glaucoma) or uncontrolled viral or fungal infection (immunosuppressant-infection); caution with epilepsy (lbl-prednisolone-epilepsy) and hypertension (lbl-prednisolone-hypertension); osteoporosis, burns, steroid myopathy and live vaccines have no condition term; no minimum age in the sections read; the SPC lactation section (4.7 / 3.7) could not be reached';

export const CORTICOSTEROID_LEDGER: Readonly<Record<string, LedgerRecord>> = {
  prednisolone: { dog: { pending: PREDNISOLONE_PENDING }, cat: { pending: PREDNISOLONE_PENDING } },
};
