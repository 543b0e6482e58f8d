import type { ProductRecord } from './product-record';

// Equine products: anthelmintic pastes and gels, NSAIDs, antimicrobials, sedatives, ulcer and other medicines. Source: each product’s label (FDA CVM, NOAH/VMD).

// prettier-ignore
export const EQUINE_PRODUCTS: readonly ProductRecord[] = [
];
