import {
  aiModelAnswerSchema,
  findReference,
  findingsRisk,
  openAiEngineName,
  sourceLabel,
  type AiModelAnswer,
} from '@pawrx/contracts/ai-analysis';
import { maxRisk } from '@pawrx/contracts/enums';
import { screenAlternatives } from './alternative-screen';
import {
  ProviderError,
  type CheckMedicationsFn,
  type AnalysisInput,
  type AnalysisProvider,
  type AnalysisResult,
} from './analysis-provider';
import { chatMessages } from './openai-prompt';

// Any OpenAI-compatible chat endpoint (hosted APIs, Ollama, vLLM, llama.cpp servers): POST
// {AI_BASE_URL}/chat/completions. The answer is validated with the contracts' schema, its risk is
// raised to the engine's, unknown sources are dropped, alternatives the engine flags for this pet
// are dropped and high-risk engine findings the model left out are added back as warnings.

export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs: number;
}

const DEFAULT_MODEL = 'default';

function extractJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/u.exec(content);
  const text = (fenced ? fenced[1]! : content).trim();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError('the model answer is not valid JSON', true);
  }
}

async function complete(settings: OpenAiSettings, input: AnalysisInput): Promise<AiModelAnswer> {
  const url = `${settings.baseUrl.replace(/\/+$/u, '')}/chat/completions`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model ?? DEFAULT_MODEL,
        messages: chatMessages(input),
        response_format: { type: 'json_object' },
        temperature: 0.2,
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const timeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ProviderError(
      timeout ? 'the model timed out' : 'the model could not be reached',
      true,
    );
  }
  if (!response.ok)
    throw new ProviderError(
      `the model answered HTTP ${response.status}`,
      response.status >= 500 || response.status === 429,
    );
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ProviderError('the model response is not JSON', true);
  }
  const content = (body as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string')
    throw new ProviderError('the model response has no message content', true);
  const parsed = aiModelAnswerSchema.safeParse(extractJson(content));
  if (!parsed.success) throw new ProviderError('the model answer does not match the schema', true);
  return parsed.data;
}

/** Keeps only sources naming a known reference or one of the findings' sources. */
function checkSources(sources: readonly string[], input: AnalysisInput): string[] {
  const findingSources = [
    ...input.findings.toxicMedications.map((t) => t.source),
    ...input.findings.drugInteractions.map((i) => i.source),
  ];
  const kept: string[] = [];
  for (const source of sources) {
    const lower = source.toLowerCase();
    const finding = findingSources.find(
      (s) =>
        lower.includes(s.title.toLowerCase()) ||
        (lower.length >= 8 && s.title.toLowerCase().includes(lower)),
    );
    const known = finding ? sourceLabel(finding) : findReference(source) ? source : null;
    if (known && !kept.includes(known)) kept.push(known);
  }
  return kept;
}

/** The engine's serious findings the model did not mention, as warnings. */
function missingWarnings(answer: AiModelAnswer, input: AnalysisInput): string[] {
  const text = [answer.analysis, ...answer.warnings].join(' ').toLowerCase();
  const out: string[] = [];
  for (const t of input.findings.toxicMedications)
    if (!text.includes(t.medication.toLowerCase()))
      out.push(`Do not give ${t.medication}: ${t.reason}`);
  for (const i of input.findings.drugInteractions) {
    if (i.riskLevel !== 'High' && i.riskLevel !== 'Critical') continue;
    if (!text.includes(i.medication1.toLowerCase()) || !text.includes(i.medication2.toLowerCase()))
      out.push(`${i.riskLevel} risk: ${i.medication1} with ${i.medication2}. ${i.recommendation}`);
  }
  for (const name of input.findings.unrecognized)
    if (!text.includes(name.toLowerCase()))
      out.push(`${name} was not recognised, so it was not checked.`);
  return out;
}

function groundAnswer(
  answer: AiModelAnswer,
  input: AnalysisInput,
  engine: string,
  check: CheckMedicationsFn,
): AnalysisResult {
  return {
    analysis: answer.analysis,
    riskLevel: maxRisk(answer.riskLevel, findingsRisk(input.findings)),
    recommendations: answer.recommendations,
    alternatives: screenAlternatives(answer.alternatives, input, check),
    warnings: [...answer.warnings, ...missingWarnings(answer, input)],
    sources: checkSources(answer.sources, input),
    engine,
  };
}

export function createOpenAiProvider(
  settings: OpenAiSettings,
  check: CheckMedicationsFn,
): AnalysisProvider {
  const engine = openAiEngineName(settings.model ?? DEFAULT_MODEL);
  return {
    async analyse(input) {
      return groundAnswer(await complete(settings, input), input, engine, check);
    },
  };
}
