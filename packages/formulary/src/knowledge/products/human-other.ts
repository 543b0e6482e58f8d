import type { ProductRecord } from './product-record';

// Other human products pets are given or get into: urinary, nicotine, vitamins and minerals, topical creams, sugar-free chewables. Source: the products’ Drug Facts or SmPC panels.

// prettier-ignore
export const HUMAN_OTHER: readonly ProductRecord[] = [
];
