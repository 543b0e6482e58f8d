import type { ProductRecord } from './product-record';

// Human pain relievers and fever reducers (acetaminophen/paracetamol, ibuprofen, naproxen, aspirin and their combinations). Source: the products’ Drug Facts or SmPC panels.

// prettier-ignore
export const HUMAN_PAIN: readonly ProductRecord[] = [
];
