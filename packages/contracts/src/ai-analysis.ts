import { z } from 'zod';
import { envelope } from './envelope';
import { riskLevelSchema, RISK_LEVELS, type RiskLevel } from './enums';
import { medicationToCheckSchema } from './interactions';

// AI analysis (spec §3 "AI analysis result", §4 "AI analysis", §7 ai-analysis row, §8).

export const AI_QUERY_MAX_LENGTH = 2000;

export const aiAnalysisBodySchema = z.object({
  petId: z.string().min(1, 'Please select a pet'),
  medications: z.array(medicationToCheckSchema).min(1).max(50),
  /** The owner's question; travels to a model only as data, never as instructions. */
  query: z.string().trim().max(AI_QUERY_MAX_LENGTH).optional().default(''),
});
export type AiAnalysisBody = z.input<typeof aiAnalysisBodySchema>;
export type AiAnalysisRequest = z.output<typeof aiAnalysisBodySchema>;

/** Which engine answered: the offline analysis, or an OpenAI-compatible model by name. */
export const BUILT_IN_ENGINE = 'built-in';
export const openAiEngineName = (model: string): string => `openai-compatible:${model}`;

export const aiAnalysisResultSchema = z.object({
  analysis: z.string(),
  riskLevel: riskLevelSchema,
  recommendations: z.array(z.string()),
  alternatives: z.array(z.string()),
  warnings: z.array(z.string()),
  sources: z.array(z.string()),
  engine: z.string(),
});
export type AiAnalysisResult = z.infer<typeof aiAnalysisResultSchema>;

export const aiAnalysisResponseSchema = envelope(aiAnalysisResultSchema);

// ── List normalisation (spec §3): one pure function for the server and the page.

const QUOTES = new Set(['"', "'", '`', '“', '”', '‘', '’', '«', '»', '„']);
const BULLET = /^(?:[-*•]\s+)/u;

/**
 * Strips surrounding quotes (straight, smart, backticks), escaped quotes (\" and \'), a leading
 * list bullet, trims and drops empty entries. Keeps '<', '>' and every number: clinical text such
 * as '<5 kg: half a tablet; >2.0 mg/dL creatinine' survives unchanged. Non-strings are dropped.
 */
export function normaliseList(items: unknown): string[] {
  const list = Array.isArray(items) ? items : typeof items === 'string' ? [items] : [];
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    let text = item.replace(/\\(["'])/gu, '$1').trim();
    let changed = true;
    while (changed && text.length > 0) {
      changed = false;
      const stripped = text.replace(BULLET, '');
      if (stripped !== text) {
        text = stripped.trim();
        changed = true;
      }
      const first = text[0]!;
      const last = text[text.length - 1]!;
      if (QUOTES.has(first) && QUOTES.has(last) && text.length >= 2) {
        text = text.slice(1, -1).trim();
        changed = true;
      } else if (
        QUOTES.has(first) &&
        !text
          .slice(1)
          .split('')
          .some((c) => QUOTES.has(c))
      ) {
        text = text.slice(1).trim();
        changed = true;
      } else if (
        QUOTES.has(last) &&
        !text
          .slice(0, -1)
          .split('')
          .some((c) => QUOTES.has(c))
      ) {
        text = text.slice(0, -1).trim();
        changed = true;
      }
    }
    if (text.length > 0) out.push(text);
  }
  return out;
}

// ── What an OpenAI-compatible model must answer, as one JSON object.

/** 'high', 'HIGH risk' → 'High'; anything unreadable fails validation. */
const modelRiskSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const word = value
    .trim()
    .toLowerCase()
    .replace(/\s*risk$/u, '');
  return RISK_LEVELS.find((level) => level.toLowerCase() === word) ?? value;
}, riskLevelSchema);

const modelListSchema = z.preprocess(
  (value) => (value === undefined || value === null ? [] : value),
  z.union([z.array(z.unknown()), z.string()]).transform(normaliseList),
);

export const aiModelAnswerSchema = z.object({
  analysis: z.string().trim().min(1),
  riskLevel: modelRiskSchema,
  recommendations: modelListSchema,
  alternatives: modelListSchema,
  warnings: modelListSchema,
  sources: modelListSchema,
});
export type AiModelAnswer = z.output<typeof aiModelAnswerSchema>;

/** The JSON shape the model is asked for, written out for its instructions. */
export const AI_MODEL_ANSWER_SHAPE = {
  analysis: 'string: plain-language paragraphs separated by blank lines',
  riskLevel: `one of ${RISK_LEVELS.join(', ')}`,
  recommendations: ['string'],
  alternatives: ['string'],
  warnings: ['string'],
  sources: ['string: a reference name from knownReferences or from a finding source'],
} as const;

// ── Known references: the source check on the server and the link lookup on the page.

export interface VeterinaryReference {
  name: string;
  url: string;
  /** Lower-case fragments that identify the reference inside a free-text source name. */
  match: readonly string[];
}

export const VETERINARY_REFERENCES: readonly VeterinaryReference[] = [
  {
    name: "Plumb's Veterinary Drug Handbook",
    url: 'https://plumbs.com/',
    match: ['plumb'],
  },
  {
    name: 'Merck Veterinary Manual',
    url: 'https://www.merckvetmanual.com/',
    match: ['merck veterinary manual', 'merck vet manual', 'msd veterinary manual'],
  },
  {
    name: 'WSU Veterinary Clinical Pharmacology Laboratory (MDR1)',
    url: 'https://vcpl.vetmed.wsu.edu/',
    match: ['wsu', 'washington state university', 'vcpl', 'clinical pharmacology lab'],
  },
  {
    name: 'ASPCA Animal Poison Control Center',
    url: 'https://www.aspca.org/pet-care/animal-poison-control',
    match: ['aspca', 'apcc', 'animal poison control'],
  },
  {
    name: 'FDA Center for Veterinary Medicine',
    url: 'https://www.fda.gov/animal-veterinary',
    match: ['fda', 'center for veterinary medicine'],
  },
  {
    name: 'Pet Poison Helpline',
    url: 'https://www.petpoisonhelpline.com/',
    match: ['pet poison helpline'],
  },
  {
    name: 'DailyMed (product labels)',
    url: 'https://dailymed.nlm.nih.gov/dailymed/',
    match: ['dailymed', 'package insert', 'product label', 'prescribing information'],
  },
  {
    name: 'EMA veterinary medicines (product information)',
    url: 'https://www.ema.europa.eu/en/medicines/veterinary',
    match: ['european medicines agency', 'ema ', 'summary of product characteristics'],
  },
  {
    name: 'NOAH Compendium',
    url: 'https://www.noahcompendium.co.uk/',
    match: ['noah compendium'],
  },
  {
    name: 'BSAVA Small Animal Formulary',
    url: 'https://www.bsavalibrary.com/',
    match: ['bsava'],
  },
  {
    name: 'American Heartworm Society',
    url: 'https://www.heartwormsociety.org/',
    match: ['heartworm society'],
  },
  {
    name: 'International Renal Interest Society (IRIS)',
    url: 'http://www.iris-kidney.com/',
    match: ['iris kidney', 'international renal interest society', 'iris-kidney'],
  },
  {
    name: 'WSAVA Global Guidelines',
    url: 'https://wsava.org/global-guidelines/',
    match: ['wsava'],
  },
  {
    name: 'AAHA Guidelines',
    url: 'https://www.aaha.org/resources/',
    match: ['aaha', 'american animal hospital association'],
  },
];

/** The known reference a free-text source names, if any (case-insensitive fragment match). */
export function findReference(source: string): VeterinaryReference | undefined {
  const text = ` ${source.toLowerCase()} `;
  return VETERINARY_REFERENCES.find((ref) => ref.match.some((fragment) => text.includes(fragment)));
}

/** 'Publisher — Title': how a finding's source is written in an analysis. */
export const sourceLabel = (source: { publisher: string; title: string }): string =>
  `${source.publisher} — ${source.title}`;

/**
 * Highest risk among the engine's findings ('Low' when there are none). A medication toxic for
 * the species counts as at least High, as it makes the §4 verdict dangerous.
 */
export function findingsRisk(result: {
  toxicMedications: ReadonlyArray<{ severity: RiskLevel }>;
  drugInteractions: ReadonlyArray<{ riskLevel: RiskLevel }>;
}): RiskLevel {
  let rank = 0;
  const high = RISK_LEVELS.indexOf('High');
  for (const t of result.toxicMedications)
    rank = Math.max(rank, high, RISK_LEVELS.indexOf(t.severity));
  for (const i of result.drugInteractions) rank = Math.max(rank, RISK_LEVELS.indexOf(i.riskLevel));
  return RISK_LEVELS[rank]!;
}
