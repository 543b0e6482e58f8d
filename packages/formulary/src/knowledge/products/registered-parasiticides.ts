// The reference list that parasiticide coverage is counted against: flea, tick and heartworm
// products (wormers that prevent no heartworm, such as Panacur, Drontal and Profender, are records
// too but not part of this list) registered for dogs or cats in the US (FDA CVM approvals: heartworm preventives and
// isoxazolines, from the FDA isoxazoline fact sheet and the American Heartworm Society's list of
// preventives; EPA-registered spot-ons and collars) and the main UK/EU ones (VMD and EMA
// authorisations as listed in the NOAH compendium). Each must resolve to a product record with
// its label species, minimum age and minimum weight.

export interface RegisteredProduct {
  name: string;
  market: 'US' | 'UK' | 'EU';
}

const us = (...names: string[]): RegisteredProduct[] =>
  names.map((name) => ({ name, market: 'US' }));
const uk = (...names: string[]): RegisteredProduct[] =>
  names.map((name) => ({ name, market: 'UK' }));

export const REGISTERED_PARASITICIDES: readonly RegisteredProduct[] = [
  // FDA: isoxazolines and their combinations
  ...us(
    'NexGard',
    'NexGard PLUS',
    'NexGard COMBO',
    'Simparica',
    'Simparica Trio',
    'Bravecto Chews',
  ),
  ...us(
    'Bravecto Topical Solution for Dogs',
    'Bravecto Topical Solution for Cats',
    'Bravecto Plus',
  ),
  ...us('Bravecto Quantum', 'Credelio', 'Credelio CAT', 'Credelio Quattro', 'Revolution Plus'),
  // FDA: heartworm preventives
  ...us('Heartgard', 'Heartgard Plus', 'Heartgard for Cats', 'Tri-Heart Plus', 'Iverhart Plus'),
  ...us('Iverhart Max', 'Interceptor', 'Interceptor Plus', 'Sentinel', 'Sentinel Spectrum'),
  ...us('Trifexis', 'ProHeart 6', 'ProHeart 12', 'Revolution', 'Advantage Multi for Dogs'),
  ...us('Advantage Multi for Cats', 'Centragard'),
  // FDA: flea adulticides and dewormers given by mouth
  ...us('Comfortis', 'Capstar', 'Cheristin'),
  // EPA: spot-ons, sprays and collars
  ...us('Frontline Plus for Dogs', 'Frontline Plus for Cats', 'Frontline Gold for Dogs'),
  ...us('Frontline Gold for Cats', 'Frontline Shield', 'K9 Advantix II', 'Advantage II for Dogs'),
  ...us('Advantage II for Cats', 'Seresto for Dogs', 'Seresto for Cats', 'Vectra 3D'),
  ...us('Vectra for Cats', 'Parastar Plus', 'Certifect', 'Scalibor', 'Preventic'),
  // UK and EU
  ...uk('Stronghold', 'Stronghold Plus', 'Advocate for Dogs', 'Advocate for Cats', 'Advantix'),
  ...uk('Broadline', 'NexGard Spectra', 'Credelio Plus', 'Frontline Spot On Dog'),
  ...uk('Frontline Spot On Cat', 'Frontline Combo Dog', 'Frontline Combo Cat', 'Frontline Tri-Act'),
  ...uk('Effipro', 'Milbemax for Dogs', 'Milbemax for Cats', 'Milpro', 'Vectra Felis'),
];
