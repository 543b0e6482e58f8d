import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@pawrx/contracts/auth';
import { AUTH_MESSAGES } from '@pawrx/contracts/messages';
import { ActionButton } from '../../../components/ui/action-button';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { errorMessage } from '../../../lib/api-errors';
import { useSaveAccountSettings } from '../../../lib/queries/account-queries';
import { browserTimeZone, timeZoneLabel, timeZoneOptions } from '../../../lib/time-zones';
import { toast } from '../../../lib/toast';
import {
  reminderChannelOptions,
  reminderSettingsSchema,
  settingsSavedMessage,
  type ReminderSettingsValues,
} from '../utils/reminder-settings-form';
import { submitHandler } from '../../../lib/submit-handler';

type ReminderSettingsProps = {
  user: Pick<User, 'timezone' | 'remindersEnabled' | 'reminderChannel'>;
};

/**
 * The account's time zone (dose times are read in it), reminders on or off, and whether they go
 * by push notification, email or both (decision 055).
 */
export function ReminderSettings({ user }: ReminderSettingsProps) {
  const save = useSaveAccountSettings();
  const saved: ReminderSettingsValues = {
    timezone: user.timezone,
    remindersEnabled: user.remindersEnabled,
    reminderChannel: user.reminderChannel,
  };
  const { register, handleSubmit, control, reset, setValue, formState } =
    useForm<ReminderSettingsValues>({
      resolver: zodResolver(reminderSettingsSchema),
      defaultValues: saved,
    });
  const timezone = useWatch({ control, name: 'timezone' });
  const options = useMemo(() => timeZoneOptions(user.timezone), [user.timezone]);
  const deviceZone = browserTimeZone();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(settingsSavedMessage(saved, values));
      reset(values);
    } catch (error) {
      toast.error(errorMessage(error, AUTH_MESSAGES.profileUpdateFailed));
    }
  });

  return (
    <form
      onSubmit={submitHandler(onSubmit)}
      noValidate
      className="space-y-3"
      aria-label="Reminder settings"
    >
      <SelectField
        label="Time zone"
        hint="Dose times and reminders follow this zone."
        options={options}
        error={formState.errors.timezone?.message}
        {...register('timezone')}
      />
      {deviceZone && deviceZone !== timezone && (
        <ActionButton
          onClick={() => setValue('timezone', deviceZone, { shouldDirty: true })}
          className="text-left"
        >
          Use this device&apos;s zone ({timeZoneLabel(deviceZone)})
        </ActionButton>
      )}
      <CheckboxField
        label="Send me reminders"
        hint="Doses, refills and vaccinations. Each medication can also be turned off on its own."
        {...register('remindersEnabled')}
      />
      <SelectField
        label="Send reminders by"
        hint="Push notifications go to the devices turned on under “Notifications on this device”."
        options={reminderChannelOptions}
        error={formState.errors.reminderChannel?.message}
        {...register('reminderChannel')}
      />
      <Button type="submit" busy={save.isPending} busyLabel="Saving…" disabled={!formState.isDirty}>
        Save settings
      </Button>
    </form>
  );
}
