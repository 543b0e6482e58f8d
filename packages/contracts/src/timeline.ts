import { z } from 'zod';
import { isDateOnly } from './dates';
import { envelope } from './envelope';
import { reactionSeveritySchema } from './enums';

// A pet's health timeline (issue 15): medications started, paused, resumed and stopped, adverse
// reactions, vaccinations, appointments and weighings, in date order, so an owner can see that the
// itching began a week after the new drug.

export const TIMELINE_EVENT_TYPES = [
  'medication-started',
  'medication-paused',
  'medication-resumed',
  'medication-stopped',
  'reaction',
  'vaccination',
  'appointment',
  'weight',
] as const;
export const timelineEventTypeSchema = z.enum(TIMELINE_EVENT_TYPES);
export type TimelineEventType = z.infer<typeof timelineEventTypeSchema>;

export const TIMELINE_MESSAGES = {
  listed: 'Health timeline',
  fromInvalid: '"from" must be a real day written YYYY-MM-DD',
  toInvalid: '"to" must be a real day written YYYY-MM-DD',
  toBeforeFrom: '"to" cannot be before "from"',
} as const;

/** An optional bound: absent or '' for none, else a real day. */
const bound = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isDateOnly(v), message)
    .transform((v) => v || undefined);

export const timelineParamsSchema = z.object({ petId: z.string().max(100) });

/** GET /api/pets/:petId/timeline?from=&to= (both optional, inclusive). */
export const timelineQuerySchema = z
  .object({
    from: bound(TIMELINE_MESSAGES.fromInvalid),
    to: bound(TIMELINE_MESSAGES.toInvalid),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: TIMELINE_MESSAGES.toBeforeFrom });
  });
export type TimelineQuery = z.output<typeof timelineQuerySchema>;

export const timelineEventSchema = z.object({
  /** Unique within the answer: `<type>:<sourceId>`. */
  id: z.string(),
  type: timelineEventTypeSchema,
  date: z.string(),
  /** The medication, reaction, vaccination, appointment or weighing the event comes from. */
  sourceId: z.string(),
  /** What the event is about: the medication, the reaction's medication, the vaccine, the visit. */
  subject: z.string(),
  /** 'Carprofen started', 'Reaction to Carprofen', 'Rabies vaccination', 'Weighed 12.5 kg'. */
  title: z.string(),
  /** One line of detail: the dose, the symptoms, the clinic, the note. */
  detail: z.string(),
  /** Reactions only. */
  severity: reactionSeveritySchema.nullable(),
  /** Weighings only. */
  weightKg: z.number().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const timelineEnvelopeSchema = envelope(z.array(timelineEventSchema));

/** Of one day, a start is listed before a pause, a pause before a resume, a resume before a stop. */
const TYPE_ORDER: Readonly<Record<TimelineEventType, number>> = Object.fromEntries(
  TIMELINE_EVENT_TYPES.map((type, index) => [type, index]),
) as Record<TimelineEventType, number>;

/**
 * Date order, then the type order above. Events of one day and type keep the order they are
 * given in (the sort is stable), which the API makes the order they were recorded in: two
 * weighings of one day list in the order they were taken.
 */
export function compareTimelineEvents(a: TimelineEvent, b: TimelineEvent): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return TYPE_ORDER[a.type] - TYPE_ORDER[b.type];
}

export interface MedicationPeriod {
  medicationId: string;
  name: string;
  start: string;
  /** Null while the medication is still given. */
  end: string | null;
  /** Stretches the medication was paused; an open pause has `end` null. */
  pauses: { start: string; end: string | null }[];
}

/**
 * The bars drawn under the weight chart: one per medication, from its start to its stop (or
 * open), with its pauses. Pure, from the timeline's events.
 */
export function medicationPeriods(events: readonly TimelineEvent[]): MedicationPeriod[] {
  const periods = new Map<string, MedicationPeriod>();
  for (const event of [...events].sort(compareTimelineEvents)) {
    if (!event.type.startsWith('medication-')) continue;
    let period = periods.get(event.sourceId);
    if (!period) {
      period = {
        medicationId: event.sourceId,
        name: event.subject,
        start: event.date,
        end: null,
        pauses: [],
      };
      periods.set(event.sourceId, period);
    }
    const open = period.pauses.at(-1);
    if (event.type === 'medication-paused' && (!open || open.end !== null))
      period.pauses.push({ start: event.date, end: null });
    if (event.type === 'medication-resumed' && open && open.end === null) open.end = event.date;
    if (event.type === 'medication-stopped') {
      period.end = event.date;
      if (open && open.end === null) open.end = event.date;
    }
  }
  return [...periods.values()].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
