import type { AgeLimit } from './age-limits';

// Label minimum ages and weights of named products read in the issue 22 products pass (EMA central
// authorisations the register line counts). Spread into AGE_LIMITS; same units (months, kg).

export const PRODUCT_AGE_LIMITS: readonly AgeLimit[] = [
  {
    id: 'fortekor-plus-4-months',
    species: ['dog'],
    // Only the fixed combination: pimobendan or benazepril alone carry their own labels.
    match: { products: ['pimobendan/benazepril'] },
    label: 'Fortekor Plus (pimobendan with benazepril)',
    // SPC special precautions: efficacy and safety not established under 4 months or 2.5 kg.
    minMonths: 4,
    minKg: 2.5,
    risk: 'Medium',
    why: 'the label says its safety and efficacy have not been established in dogs under 4 months of age or under 2.5 kg',
    source: 'spc-fortekor-plus',
  },
  {
    id: 'osaterone-3-kg',
    species: ['dog'],
    match: { only: ['osaterone'] },
    label: 'Ypozane (osaterone)',
    // The SPC's dosing table starts at 3 kg with "no data are available for dogs less than 3 kg";
    // it gives no minimum age (it treats prostate enlargement in adult male dogs).
    minKg: 3,
    risk: 'Medium',
    why: 'the label gives no data for dogs under 3 kg',
    source: 'spc-ypozane-dosing',
  },
  {
    id: 'fipronil-ferret-6-months',
    species: ['ferret'],
    // Frontline Combo's cat and ferret SPC lists ferrets under 6 months among its
    // contraindications (the Belgian Frontline Spot On cat leaflet says the same).
    match: { classes: ['phenylpyrazole'] },
    label: 'Fipronil spot-ons labelled for ferrets (Frontline Combo)',
    minMonths: 6,
    risk: 'High',
    why: 'the label says not to use it on ferrets under 6 months old',
    source: 'spc-frontline-combo-ferret',
  },
  {
    id: 'hydrocortisone-aceponate-7-months',
    species: ['dog'],
    // Only the aceponate diester spray (Cortavance, and Cortaderm, the EMA generic of the same
    // 0.584 mg/ml spray): plain hydrocortisone creams carry no such label line.
    match: { only: ['hydrocortisone aceponate'] },
    label: 'Cortavance and Cortaderm (hydrocortisone aceponate spray)',
    // Cortavance SPC, special precautions: glucocorticoids slow growth, so use in dogs under 7
    // months should follow a benefit-risk assessment with regular checks. No weight is given.
    minMonths: 7,
    risk: 'Low',
    why: 'the label says steroids slow growth, so use in dogs under 7 months of age only after the vet weighs benefit and risk, with regular checks',
    source: 'spc-cortavance',
  },
];
