import { formatDate } from '@pawrx/contracts/date-format';
import type { PushPayload } from '@pawrx/contracts/push';

// The words of each reminder as a push notification: a title and one short line, since a phone
// shows two lines. The pet, the medication and the amount come first.

export function doseReminderPush(
  input: { petName: string; medicationName: string; dosage: string; when: string },
  url: string,
  actions: { given: string; skipped: string },
): PushPayload {
  const amount = input.dosage ? `${input.dosage}, ` : '';
  return {
    kind: 'dose',
    title: `${input.petName}: ${input.medicationName}`,
    body: `${amount}due ${input.when}`,
    tag: `dose:${input.petName}:${input.medicationName}:${input.when}`,
    url,
    pet: input.petName,
    subject: input.medicationName,
    actions,
  };
}

export function refillReminderPush(
  input: { petName: string; medicationName: string; runsOutOn: string },
  url: string,
): PushPayload {
  return {
    kind: 'refill',
    title: `Refill soon: ${input.petName}'s ${input.medicationName}`,
    body: `Runs out on ${formatDate(input.runsOutOn)}. Ask your vet or pharmacy for a refill.`,
    tag: `refill:${input.petName}:${input.medicationName}`,
    url,
    pet: input.petName,
    subject: input.medicationName,
  };
}

export function vaccinationReminderPush(
  input: { petName: string; vaccine: string; dueOn: string; dueToday: boolean },
  url: string,
): PushPayload {
  return {
    kind: 'vaccination',
    title: input.dueToday
      ? `Vaccination due today: ${input.petName}'s ${input.vaccine}`
      : `Vaccination due soon: ${input.petName}'s ${input.vaccine}`,
    body: `Due ${formatDate(input.dueOn)}. Book it with your vet if you have not already.`,
    tag: `vaccination:${input.petName}:${input.vaccine}`,
    url,
    pet: input.petName,
    subject: input.vaccine,
  };
}
