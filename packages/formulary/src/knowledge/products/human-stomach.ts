import type { ProductRecord } from './product-record';

// Human stomach and bowel products (antacids, acid reducers, bismuth, loperamide, laxatives). Source: the products’ Drug Facts or SmPC panels.

// prettier-ignore
export const HUMAN_STOMACH: readonly ProductRecord[] = [
];
