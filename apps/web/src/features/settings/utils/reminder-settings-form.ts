import type { z } from 'zod';
import { profileUpdateBodySchema } from '@pawrx/contracts/auth';
import { REMINDER_SETTINGS_MESSAGES } from '@pawrx/contracts/dose-schedule';
import { REMINDER_CHANNEL_LABELS } from '@pawrx/contracts/push';
import { timeZoneLabel } from '../../../lib/time-zones';

// The Reminders & Calendar settings form: the account fields of the profile body it edits, all
// required here (the API takes each on its own).

export const reminderSettingsSchema = profileUpdateBodySchema
  .pick({ timezone: true, remindersEnabled: true, reminderChannel: true })
  .required();
export type ReminderSettingsValues = z.infer<typeof reminderSettingsSchema>;

/** What a save changed, in words: 'Time zone set to Europe/London. Reminders turned off'. */
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
  if (after.reminderChannel !== before.reminderChannel)
    changes.push(REMINDER_SETTINGS_MESSAGES.channelSet(CHANNEL_WORDS[after.reminderChannel]));
  return changes.join('. ');
}

/** "Reminders go by push and email". */
const CHANNEL_WORDS = { both: 'push and email', push: 'push', email: 'email' } as const;

/** The choices of "Send reminders by", in the order shown. */
export const reminderChannelOptions = (['both', 'push', 'email'] as const).map((value) => ({
  value,
  label: REMINDER_CHANNEL_LABELS[value],
}));
