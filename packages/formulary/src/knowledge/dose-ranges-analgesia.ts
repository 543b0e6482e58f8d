import { r, type DoseRange } from './dose-range-row';

// Pain relief for dogs and cats beyond dose-ranges.ts: veterinary NSAIDs, joint injections,
// anti-NGF antibodies, opioids and local anaesthetics. Maxima are the upper end of the usual
// published dose (label tablet and vial charts included); one-off injections carry maxSingle.

const D = ['dog'] as const;
const C = ['cat'] as const;

// prettier-ignore
export const ANALGESIA_DOSE_RANGES: readonly DoseRange[] = [
  // Veterinary NSAIDs and joint products
  r('mavacoxib', D, 2, 0.143, '2 mg/kg, again 14 days later, then once a month (at most 7 doses)', { maxSingle: 2, source: 'label-trocoxil' }),
  r('cimicoxib', D, 4, 4, '2 mg/kg once daily; the tablet chart gives up to about 4 mg/kg', { source: 'spc-cimalgex' }),
  r('polysulfated glycosaminoglycan', D, 4.4, 1.26, '4.4 mg/kg by injection twice weekly for up to 4 weeks', { source: 'label-adequan' }),
  r('pentosan polysulfate', D, 3, 0.43, '3 mg/kg by injection once weekly for 4 weeks', { source: 'label-cartrophen' }),
  // Anti-nerve growth factor antibodies (monthly injections)
  r('bedinvetmab', D, 1, 0.036, '0.5–1 mg/kg by injection once a month', { source: 'label-librela' }),
  r('frunevetmab', C, 2.8, 0.1, '1–2.8 mg/kg by injection once a month', { source: 'label-solensia' }),
  // Opioids
  r('hydromorphone', D, 0.2, 1.2, '0.05–0.2 mg/kg by injection every 2–6 hours', { source: 'merck-opioids-table' }),
  r('hydromorphone', C, 0.1, 0.6, '0.02–0.1 mg/kg by injection every 2–6 hours', { source: 'merck-opioids-table' }),
  r('methadone', D, 1, 6, '0.1–0.5 mg/kg by injection every 4–6 hours (UK licence 0.5–1 mg/kg)', { source: 'zeropain-opioids' }),
  r('methadone', C, 0.6, 3.6, '0.1–0.5 mg/kg by injection every 4–6 hours (UK licence 0.3–0.6 mg/kg)', { source: 'zeropain-opioids' }),
  r('morphine', D, 1, 6, '0.2–1 mg/kg by injection every 2–6 hours (0.05–0.4 mg/kg intravenously)', { source: 'merck-opioids-table' }),
  r('fentanyl', D, 0.01, undefined, '2–10 micrograms/kg intravenously, then an infusion; patches 12.5–100 micrograms an hour by weight', { source: 'merck-opioids-table' }),
  // Local anaesthetics
  r('lidocaine', D, 8, undefined, '2 mg/kg slowly intravenously, repeated to at most 8 mg/kg; nerve blocks up to about 4 mg/kg', { maxSingle: 8, source: 'nelson-couto-antiarrhythmics' }),
  r('lidocaine', C, 4, undefined, '0.25–1 mg/kg slowly intravenously, at most 4 mg/kg in total (cats are sensitive); nerve blocks up to 2 mg/kg', { maxSingle: 4, source: 'nelson-couto-antiarrhythmics' }),
  r('bupivacaine', D, 5.3, undefined, 'plain bupivacaine up to 2 mg/kg for blocks; liposomal bupivacaine (Nocita) 5.3 mg/kg infiltrated once at surgery', { maxSingle: 5.3, source: 'label-nocita' }),
  r('bupivacaine', C, 10.6, undefined, 'plain bupivacaine up to 1–2 mg/kg; liposomal bupivacaine (Nocita) 5.3 mg/kg per forelimb, 10.6 mg/kg in total', { maxSingle: 10.6, source: 'label-nocita' }),
];
