import { APPOINTMENT_TYPE_LABELS } from '@pawrx/contracts/appointments';
import { appointmentTypeSchema, reactionSeveritySchema } from '@pawrx/contracts/enums';
import {
  compareTimelineEvents,
  type TimelineEvent,
  type TimelineEventType,
  type TimelineQuery,
} from '@pawrx/contracts/timeline';
import type { TimelineRows } from './timeline.repository';

// The one place stored rows become timeline events: pure, so every rule (which date a course
// starts on, what counts as a stop, which appointments show) is tested as a table.

const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
const joined = (...parts: (string | null | undefined)[]) =>
  parts.filter((p): p is string => !!p && p.trim() !== '').join(' · ');
const FINAL = new Set(['completed', 'discontinued']);

type Fields = Pick<TimelineEvent, 'date' | 'sourceId' | 'subject' | 'title' | 'detail'> &
  Partial<Pick<TimelineEvent, 'severity' | 'weightKg'>>;
const event = (type: TimelineEventType, key: string, fields: Fields): TimelineEvent => ({
  id: `${type}:${key}`,
  type,
  severity: null,
  weightKg: null,
  ...fields,
});

function medicationEvents(rows: TimelineRows): TimelineEvent[] {
  const byId = new Map(rows.medications.map((m) => [m.id, m]));
  const events: TimelineEvent[] = [];
  for (const m of rows.medications) {
    const dose = joined(m.dosage, m.frequency);
    // A course without a start date started when it was recorded.
    const start = m.startDate ?? utcDay(m.createdAt);
    events.push(
      event('medication-started', m.id, {
        date: start,
        sourceId: m.id,
        subject: m.name,
        title: `${m.name} started`,
        detail: dose,
      }),
    );
    if (FINAL.has(m.status)) {
      const completed = m.status === 'completed';
      events.push(
        event('medication-stopped', m.id, {
          date: m.endDate ?? utcDay(m.updatedAt),
          sourceId: m.id,
          subject: m.name,
          title: `${m.name} ${completed ? 'completed' : 'stopped'}`,
          detail: completed ? 'Course completed' : 'Discontinued',
        }),
      );
    }
  }
  for (const change of rows.statusChanges) {
    const m = byId.get(change.medicationId);
    if (!m) continue;
    // A stop is dated by the course's end date above; pauses and resumes only by their move.
    const type: TimelineEventType | null =
      change.toStatus === 'paused'
        ? 'medication-paused'
        : change.toStatus === 'active' && change.fromStatus === 'paused'
          ? 'medication-resumed'
          : null;
    if (!type) continue;
    events.push(
      event(type, change.id, {
        date: change.date,
        sourceId: m.id,
        subject: m.name,
        title: `${m.name} ${type === 'medication-paused' ? 'paused' : 'resumed'}`,
        detail: type === 'medication-resumed' ? joined(m.dosage, m.frequency) : '',
      }),
    );
  }
  return events;
}

function recordEvents(rows: TimelineRows): TimelineEvent[] {
  const reactions = rows.reactions.map((r) =>
    event('reaction', r.id, {
      date: r.date,
      sourceId: r.id,
      subject: r.medication,
      title: `Reaction to ${r.medication}`,
      detail: r.symptoms.join(', '),
      severity: reactionSeveritySchema.safeParse(r.severity).data ?? null,
    }),
  );
  const vaccinations = rows.vaccinations.map((v) =>
    event('vaccination', v.id, {
      date: v.date,
      sourceId: v.id,
      subject: v.vaccine,
      title: `${v.vaccine} vaccination`,
      detail: v.veterinarian,
    }),
  );
  // A cancelled visit did not happen: it stays off the timeline, as off the calendar.
  const appointments = rows.appointments
    .filter((a) => a.status !== 'cancelled')
    .map((a) => {
      const type = appointmentTypeSchema.safeParse(a.type);
      const label = type.success ? APPOINTMENT_TYPE_LABELS[type.data] : a.type;
      const title = a.title.trim() || label;
      return event('appointment', a.id, {
        date: a.date,
        sourceId: a.id,
        subject: title,
        title,
        detail: joined(a.time, a.clinic, a.status === 'completed' ? 'Completed' : 'Scheduled'),
      });
    });
  const weights = rows.weights.map((w) =>
    event('weight', w.id, {
      date: w.date,
      sourceId: w.id,
      subject: 'Weight',
      title: `Weighed ${Number(w.weightKg.toFixed(2))} kg`,
      detail: w.note,
      weightKg: w.weightKg,
    }),
  );
  return [...reactions, ...vaccinations, ...appointments, ...weights];
}

/** Every event of the pet between `from` and `to` (inclusive, each optional), in date order. */
export function buildTimeline(
  rows: TimelineRows,
  range: Partial<TimelineQuery> = {},
): TimelineEvent[] {
  return [...medicationEvents(rows), ...recordEvents(rows)]
    .filter((e) => (!range.from || e.date >= range.from) && (!range.to || e.date <= range.to))
    .sort(compareTimelineEvents);
}
