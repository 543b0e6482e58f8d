// Lab tests PawRx knows by name, the units each is reported in, and the species' reference
// intervals (issue 30 item 3). Rules as data: a value is flagged against the range printed on its
// own report first; these intervals are used only when the report gave none.
//
// Every interval names its public source (decision 053). Laboratories differ, so an interval here
// is a textbook's, not the pet's laboratory's; a test without a cited interval for a species is
// flagged only against the range the owner typed.

export type LabSpecies = 'dog' | 'cat';

export interface LabSource {
  id: string;
  citation: string;
  url: string;
}

export const LAB_SOURCES = {
  engelking: {
    id: 'engelking',
    citation:
      'Engelking LR. Textbook of Veterinary Physiological Chemistry, Appendix: blood chemistry values of domestic animals (CRC Press)',
    url: 'https://www.taylorfrancis.com/chapters/mono/10.1201/b16175-78/appendix-table-blood-chemistry-values-domestic-animals-larry-engelking',
  },
  idexxSdma: {
    id: 'idexx-sdma',
    citation:
      'IDEXX Reference Laboratories, SDMA for puppies and kittens (adult interval 0–14 µg/dL)',
    url: 'https://www.idexx.co.uk/en-gb/veterinary/reference-laboratories/sdma/sdma-puppies-and-kittens/',
  },
  gribblesT4: {
    id: 'gribbles-t4',
    citation: 'Gribbles Veterinary, New total T4 reference intervals (2019)',
    url: 'https://www.gribblesvets.co.nz/new-total-t4-reference-intervals/',
  },
  merckHematology: {
    id: 'merck-hematology',
    citation:
      'Hematologic reference ranges (Merck Veterinary Manual table, as published on Scribd)',
    url: 'https://www.scribd.com/document/349012891/Hematologic-Reference-Ranges-a-pdf',
  },
} as const satisfies Record<string, LabSource>;

/** A unit a test may be reported in, and how to bring a value in it to the canonical unit. */
interface UnitForm {
  /** Spellings as a lab prints them, compared case- and space-insensitively. */
  spellings: readonly string[];
  /** Canonical value = value × toCanonical. */
  toCanonical: number;
}

export interface LabTest {
  id: string;
  label: string;
  /** Names a report uses for it, lower case. */
  aliases: readonly string[];
  /** The unit intervals are written in. */
  unit: string;
  units: readonly UnitForm[];
  intervals: Partial<
    Record<LabSpecies, { low: number; high: number; source: keyof typeof LAB_SOURCES }>
  >;
}

const same = (...spellings: string[]): UnitForm => ({ spellings, toCanonical: 1 });
const IU = same('u/l', 'iu/l', 'units/l');
const MG_DL = same('mg/dl');

// Conversion factors: creatinine 88.4 µmol/L per mg/dL, glucose 18.0 mg/dL per mmol/L, urea
// nitrogen 2.8 mg/dL per mmol/L of urea, total T4 12.87 nmol/L per µg/dL (standard SI factors).
export const LAB_TESTS: readonly LabTest[] = [
  {
    id: 'creatinine',
    label: 'Creatinine',
    aliases: ['creatinine', 'crea', 'creat', 'crt'],
    unit: 'mg/dL',
    units: [MG_DL, { spellings: ['µmol/l', 'umol/l', 'μmol/l'], toCanonical: 1 / 88.4 }],
    intervals: {
      dog: { low: 0.6, high: 2.0, source: 'engelking' },
      cat: { low: 0.9, high: 2.1, source: 'engelking' },
    },
  },
  {
    id: 'sdma',
    label: 'SDMA',
    aliases: ['sdma', 'symmetric dimethylarginine'],
    unit: 'µg/dL',
    units: [same('µg/dl', 'ug/dl', 'μg/dl', 'mcg/dl')],
    intervals: {
      dog: { low: 0, high: 14, source: 'idexxSdma' },
      cat: { low: 0, high: 14, source: 'idexxSdma' },
    },
  },
  {
    id: 'bun',
    label: 'BUN',
    aliases: ['bun', 'urea nitrogen', 'blood urea nitrogen', 'urea'],
    unit: 'mg/dL',
    units: [MG_DL, { spellings: ['mmol/l'], toCanonical: 2.8 }],
    intervals: {
      dog: { low: 8, high: 30, source: 'engelking' },
      cat: { low: 15, high: 33, source: 'engelking' },
    },
  },
  {
    id: 'alt',
    label: 'ALT',
    aliases: ['alt', 'alt (sgpt)', 'sgpt', 'alanine aminotransferase'],
    unit: 'U/L',
    units: [IU],
    intervals: {
      dog: { low: 14, high: 86, source: 'engelking' },
      cat: { low: 25, high: 145, source: 'engelking' },
    },
  },
  {
    id: 'alp',
    label: 'ALP',
    aliases: ['alp', 'alkp', 'alk phos', 'sap', 'alkaline phosphatase'],
    unit: 'U/L',
    units: [IU],
    intervals: {
      dog: { low: 12, high: 127, source: 'engelking' },
      cat: { low: 10, high: 79, source: 'engelking' },
    },
  },
  {
    id: 'ast',
    label: 'AST',
    aliases: ['ast', 'sgot', 'aspartate aminotransferase'],
    unit: 'U/L',
    units: [IU],
    intervals: {
      dog: { low: 9, high: 54, source: 'engelking' },
      cat: { low: 5, high: 42, source: 'engelking' },
    },
  },
  {
    id: 'ggt',
    label: 'GGT',
    aliases: ['ggt', 'gamma gt', 'gamma-glutamyl transferase'],
    unit: 'U/L',
    units: [IU],
    intervals: {
      dog: { low: 2, high: 10, source: 'engelking' },
      cat: { low: 0, high: 5, source: 'engelking' },
    },
  },
  {
    id: 'glucose',
    label: 'Glucose',
    aliases: ['glucose', 'glu', 'blood glucose'],
    unit: 'mg/dL',
    units: [MG_DL, { spellings: ['mmol/l'], toCanonical: 18.0 }],
    intervals: {
      dog: { low: 67, high: 135, source: 'engelking' },
      cat: { low: 70, high: 120, source: 'engelking' },
    },
  },
  {
    id: 'total-t4',
    label: 'Total T4',
    aliases: ['total t4', 't4', 'tt4', 'thyroxine', 'total thyroxine'],
    unit: 'nmol/L',
    units: [
      same('nmol/l'),
      { spellings: ['µg/dl', 'ug/dl', 'μg/dl', 'mcg/dl'], toCanonical: 12.87 },
    ],
    intervals: {
      dog: { low: 15, high: 63, source: 'gribblesT4' },
      cat: { low: 17, high: 43, source: 'gribblesT4' },
    },
  },
  {
    id: 'hct',
    label: 'HCT',
    aliases: ['hct', 'hematocrit', 'haematocrit', 'pcv'],
    unit: '%',
    units: [same('%'), { spellings: ['l/l'], toCanonical: 100 }],
    intervals: {
      dog: { low: 37, high: 54, source: 'engelking' },
      cat: { low: 30, high: 47, source: 'engelking' },
    },
  },
  {
    id: 'platelets',
    label: 'Platelets',
    aliases: ['platelets', 'plt', 'platelet count'],
    unit: '×10³/µL',
    units: [
      same('×10³/µl', 'x10³/µl', 'x10^3/ul', 'x10^3/µl', 'k/µl', 'k/ul', '10^3/ul', '×10^3/µl'),
      // 10⁹/L is the same number as 10³/µL.
      same('×10⁹/l', 'x10^9/l', 'x10⁹/l', '10^9/l', '10⁹/l'),
    ],
    intervals: {
      dog: { low: 211, high: 621, source: 'merckHematology' },
      cat: { low: 300, high: 800, source: 'merckHematology' },
    },
  },
  {
    id: 'potassium',
    label: 'Potassium',
    aliases: ['potassium', 'k', 'k+'],
    unit: 'mmol/L',
    units: [same('mmol/l', 'meq/l')],
    // No cited interval yet (decision 053): flagged against the report's own range only.
    intervals: {},
  },
  {
    id: 'calcium',
    label: 'Calcium',
    aliases: ['calcium', 'ca', 'total calcium'],
    unit: 'mg/dL',
    units: [MG_DL, { spellings: ['mmol/l'], toCanonical: 4.008 }],
    intervals: {
      dog: { low: 9.4, high: 11.8, source: 'engelking' },
      cat: { low: 8.8, high: 11.7, source: 'engelking' },
    },
  },
  {
    id: 'phosphorus',
    label: 'Phosphorus',
    aliases: ['phosphorus', 'phos', 'phosphate', 'p'],
    unit: 'mg/dL',
    units: [MG_DL, { spellings: ['mmol/l'], toCanonical: 3.097 }],
    intervals: {
      dog: { low: 2.6, high: 7.2, source: 'engelking' },
      cat: { low: 3.0, high: 6.3, source: 'engelking' },
    },
  },
  {
    id: 'cholesterol',
    label: 'Cholesterol',
    aliases: ['cholesterol', 'chol'],
    unit: 'mg/dL',
    units: [MG_DL],
    intervals: {
      dog: { low: 82, high: 355, source: 'engelking' },
      cat: { low: 38, high: 186, source: 'engelking' },
    },
  },
  {
    id: 'total-bilirubin',
    label: 'Total bilirubin',
    aliases: ['total bilirubin', 'bilirubin', 'tbil', 't bili'],
    unit: 'mg/dL',
    units: [MG_DL],
    intervals: {
      dog: { low: 0.1, high: 0.3, source: 'engelking' },
      cat: { low: 0.1, high: 0.3, source: 'engelking' },
    },
  },
  {
    id: 'chloride',
    label: 'Chloride',
    aliases: ['chloride', 'cl'],
    unit: 'mmol/L',
    units: [same('mmol/l', 'meq/l')],
    intervals: {
      dog: { low: 106, high: 116, source: 'engelking' },
      cat: { low: 110, high: 125, source: 'engelking' },
    },
  },
  {
    id: 'lipase',
    label: 'Lipase',
    aliases: ['lipase', 'lip'],
    unit: 'U/L',
    units: [IU],
    intervals: {
      dog: { low: 13, high: 200, source: 'engelking' },
      cat: { low: 0, high: 83, source: 'engelking' },
    },
  },
  {
    id: 'ck',
    label: 'CK',
    aliases: ['ck', 'cpk', 'creatine kinase'],
    unit: 'U/L',
    units: [IU],
    intervals: {
      dog: { low: 22, high: 422, source: 'engelking' },
      cat: { low: 59, high: 527, source: 'engelking' },
    },
  },
  {
    id: 'hemoglobin',
    label: 'Hemoglobin',
    aliases: ['hemoglobin', 'haemoglobin', 'hgb', 'hb'],
    unit: 'g/L',
    units: [same('g/l'), { spellings: ['g/dl'], toCanonical: 10 }],
    intervals: {
      dog: { low: 130, high: 190, source: 'engelking' },
      cat: { low: 90, high: 150, source: 'engelking' },
    },
  },
];

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const squashUnit = (unit: string) => unit.toLowerCase().replace(/\s+/g, '').replace('μ', 'µ');

const BY_ALIAS = new Map<string, LabTest>(
  LAB_TESTS.flatMap((t) => [t.id, t.label, ...t.aliases].map((a) => [squash(a), t] as const)),
);

/** The known test a name stands for ('Creatinine', 'CREA', 'alk phos'), or undefined. */
export const findLabTest = (name: string): LabTest | undefined => BY_ALIAS.get(squash(name));

/**
 * The factor bringing a value in `unit` to the test's canonical unit, or null when the unit is
 * not one the test is reported in (a mismatch is refused, never guessed).
 */
export function toCanonicalFactor(test: LabTest, unit: string): number | null {
  const wanted = squashUnit(unit);
  for (const form of test.units)
    if (form.spellings.some((s) => squashUnit(s) === wanted)) return form.toCanonical;
  return null;
}

/** The units a test accepts, for the message refusing another one. */
export const acceptedUnits = (test: LabTest): string =>
  [test.unit, ...test.units.flatMap((u) => u.spellings)]
    .filter((u, i, all) => all.findIndex((v) => squashUnit(v) === squashUnit(u)) === i)
    .slice(0, 4)
    .join(', ');

export const labSpecies = (species: string): LabSpecies | null =>
  species === 'dog' || species === 'cat' ? species : null;
