import type { ProductRecord } from './product-record';

// Other human products pets are given or get into: urinary, nicotine, vitamins and minerals, topical creams, sugar-free chewables. Source: the products’ Drug Facts or SmPC panels.
// Nicotine is the 'nicotine' entry (tobacco, cigarettes and vape liquid are its aliases). Nicotine patches are listed without an amount: the label gives the dose delivered
// over 24 hours, not what a chewed patch holds. Xylitol is listed only where the label names it.
// Vitamin D is in mg (50,000 IU is 1.25 mg).

// prettier-ignore
export const HUMAN_OTHER: readonly ProductRecord[] = [
  // Urinary pain relief
  { id: 'azo-urinary-pain-relief', name: 'AZO Urinary Pain Relief', aliases: ['AZO Tablets', 'AZO Urinary Pain Relief Tablets'], markets: ['US'], audience: 'human-otc', unit: 'tablet', route: 'oral', actives: [{ drug: 'phenazopyridine', mg: 95 }], source: 'openfda-otc-label', ref: 'NDC 49973-301' },
  { id: 'azo-urinary-pain-relief-max', name: 'AZO Urinary Pain Relief Maximum Strength', aliases: ['AZO Maximum Strength', 'AZO Max'], markets: ['US'], audience: 'human-otc', unit: 'tablet', route: 'oral', actives: [{ drug: 'phenazopyridine', mg: 99.5 }], source: 'openfda-otc-label', ref: 'NDC 49973-247' },
  { id: 'uristat', name: 'Uristat', aliases: ['Uristat Urinary Pain Relief'], markets: ['US'], audience: 'human-otc', unit: 'tablet', route: 'oral', actives: [{ drug: 'phenazopyridine', mg: 95 }], source: 'openfda-otc-label' },
  { id: 'cystex-max', name: 'Cystex Max UTI Pain Relief', aliases: ['Cystex Max'], markets: ['US'], audience: 'human-otc', unit: 'tablet', route: 'oral', actives: [{ drug: 'phenazopyridine', mg: 99.5 }], source: 'openfda-otc-label', ref: 'NDC 69693-514' },
  { id: 'cystex', name: 'Cystex Urinary Pain Relief', aliases: ['Cystex', 'Cystex Tablets'], markets: ['US'], audience: 'human-otc', unit: 'tablet', route: 'oral', actives: [{ drug: 'methenamine', mg: 162 }, { drug: 'sodium salicylate', mg: 162.5 }], source: 'openfda-otc-label' },
  { id: 'azo-cranberry', name: 'AZO Cranberry', aliases: ['AZO Cranberry Urinary Tract Health'], markets: ['US'], audience: 'human-otc', unit: 'tablet', route: 'oral', actives: [{ drug: 'cranberry extract' }], source: 'supplement-facts-label' },
  // Nicotine replacement
  { id: 'nicorette-gum-4', name: 'Nicorette Gum 4 mg', aliases: ['Nicorette 4 mg', 'Nicorette 4mg', 'Nicorette Gum 4mg', 'Nicorette Original 4 mg', 'Nicorette Mint 4 mg'], markets: ['US', 'UK', 'CA', 'AU'], audience: 'human-otc', unit: 'gum', route: 'oral', actives: [{ drug: 'nicotine', mg: 4 }], source: 'openfda-otc-label', ref: 'NDC 0135-0158' },
  { id: 'nicorette-gum-2', name: 'Nicorette Gum 2 mg', aliases: ['Nicorette 2 mg', 'Nicorette 2mg', 'Nicorette Gum 2mg', 'Nicorette Original 2 mg'], markets: ['US', 'UK', 'CA', 'AU'], audience: 'human-otc', unit: 'gum', route: 'oral', actives: [{ drug: 'nicotine', mg: 2 }], source: 'openfda-otc-label' },
  { id: 'nicorette-fruit-chill', name: 'Nicorette Fruit Chill Gum', aliases: ['Nicorette Fruit Chill', 'Nicorette Fruit Chill 4 mg'], markets: ['US'], audience: 'human-otc', unit: 'gum', route: 'oral', actives: [{ drug: 'nicotine', mg: 4 }], inactives: [{ drug: 'xylitol' }], source: 'openfda-otc-label', ref: 'DailyMed set 2a823fa0 (xylitol listed among inactive ingredients)' },
  { id: 'nicorette-lozenge-4', name: 'Nicorette Lozenge 4 mg', aliases: ['Nicorette Lozenge 4mg', 'Nicorette Lozenges 4 mg'], markets: ['US', 'UK', 'CA'], audience: 'human-otc', unit: 'lozenge', route: 'oral', actives: [{ drug: 'nicotine', mg: 4 }], source: 'openfda-otc-label' },
  { id: 'nicorette-lozenge-2', name: 'Nicorette Lozenge 2 mg', aliases: ['Nicorette Lozenge 2mg', 'Nicorette Lozenges 2 mg'], markets: ['US', 'UK', 'CA'], audience: 'human-otc', unit: 'lozenge', route: 'oral', actives: [{ drug: 'nicotine', mg: 2 }], source: 'openfda-otc-label' },
  { id: 'nicoderm-cq-step-1', name: 'NicoDerm CQ Step 1', aliases: ['NicoDerm CQ 21 mg', 'Nicoderm 21 mg', 'NicoDerm CQ Patch 21 mg'], markets: ['US'], audience: 'human-otc', unit: 'patch', route: 'transdermal', actives: [{ drug: 'nicotine' }], source: 'openfda-otc-label' },
  { id: 'nicoderm-cq-step-2', name: 'NicoDerm CQ Step 2', aliases: ['NicoDerm CQ 14 mg', 'Nicoderm 14 mg', 'NicoDerm CQ Patch 14 mg'], markets: ['US'], audience: 'human-otc', unit: 'patch', route: 'transdermal', actives: [{ drug: 'nicotine' }], source: 'openfda-otc-label' },
  { id: 'nicoderm-cq-step-3', name: 'NicoDerm CQ Step 3', aliases: ['NicoDerm CQ 7 mg', 'Nicoderm 7 mg', 'NicoDerm CQ Patch 7 mg'], markets: ['US'], audience: 'human-otc', unit: 'patch', route: 'transdermal', actives: [{ drug: 'nicotine' }], source: 'openfda-otc-label' },
  // Vitamins with vitamin D or iron
  { id: 'vitamin-d3-50000', name: 'Vitamin D3 50000 IU', aliases: ['Vitamin D 50000 IU', 'D3 50000 IU', 'Vitamin D 50000', 'Vitamin D3 50000', 'Vitamin D3 50 000 IU'], markets: ['US', 'UK', 'CA', 'AU'], audience: 'human-otc', unit: 'capsule', route: 'oral', actives: [{ drug: 'vitamin d3', mg: 1.25 }], source: 'supplement-facts-label' },
  { id: 'vitamin-d3-5000', name: 'Vitamin D3 5000 IU', aliases: ['Vitamin D 5000 IU', 'D3 5000 IU', 'Vitamin D3 5000'], markets: ['US', 'UK', 'CA', 'AU'], audience: 'human-otc', unit: 'softgel', route: 'oral', actives: [{ drug: 'vitamin d3', mg: 0.125 }], source: 'supplement-facts-label' },
  { id: 'drisdol-50000', name: 'Drisdol 50000 IU', aliases: ['Drisdol', 'Ergocalciferol 50000 IU', 'Vitamin D2 50000 IU', 'Ergocalciferol 1.25 mg'], markets: ['US'], audience: 'human-rx', unit: 'capsule', route: 'oral', actives: [{ drug: 'vitamin d3', mg: 1.25 }], source: 'openfda-rx-label', ref: 'ergocalciferol capsules NDC 50090-5844 (1.25 mg)' },
  { id: 'prenatal-plus', name: 'Prenatal Plus', aliases: ['Prenatal Plus Vitamins', 'Prenatal Plus Tablets'], markets: ['US'], audience: 'human-rx', unit: 'tablet', route: 'oral', actives: [{ drug: 'iron supplement', mg: 27 }, { drug: 'vitamin d3', mg: 0.01 }], source: 'openfda-rx-label', ref: 'NDC 70518-4258' },
  // Prescription creams pets lick
  { id: 'efudex-cream', name: 'Efudex 5% Cream', aliases: ['Efudex Cream', 'Fluorouracil 5% Cream', '5-FU Cream', 'Fluorouracil Cream'], markets: ['US', 'UK', 'CA'], audience: 'human-rx', unit: 'mL', route: 'topical', actives: [{ drug: 'fluorouracil', mg: 50 }], source: 'openfda-rx-label' },
];
