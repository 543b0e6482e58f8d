import type { z } from 'zod';
import { profileUpdateBodySchema } from '@pawrx/contracts/auth';
import { REMINDER_SETTINGS_MESSAGES } from '@pawrx/contracts/dose-schedule';
import { timeZoneLabel } from '../../../lib/time-zones';

// The Reminders & Calendar settings form: the two account fields of the profile body it edits,
// both required here (the API takes each on its own).

export const reminderSettingsSchema = profileUpdateBodySchema
  .pick({ timezone: true, remindersEnabled: true })
  .required();
export type ReminderSettingsValues = z.infer<typeof reminderSettingsSchema>;

/** What a save changed, in words: 'Time zone set to Europe/London. Reminder emails turned off'. */
export function settingsSavedMessage(
  before: ReminderSettingsValues,
  after: ReminderSettingsValues,
): string {
  const changes: string[] = [];
  if (after.timezone !== before.timezone)
    changes.push(REMINDER_SETTINGS_MESSAGES.zoneSet(timeZoneLabel(after.timezone)));
  if (after.remindersEnabled !== before.remindersEnabled)
    changes.push(
      after.remindersEnabled
        ? REMINDER_SETTINGS_MESSAGES.remindersOn
        : REMINDER_SETTINGS_MESSAGES.remindersOff,
    );
  return changes.join('. ');
}
