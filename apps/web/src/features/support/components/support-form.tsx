import { useForm, useWatch } from 'react-hook-form';
import { SUPPORT_CATEGORIES, SUPPORT_CATEGORY_LABELS } from '@pawrx/contracts/enums';
import type { SupportRequestBody } from '@pawrx/contracts/support';
import { SUPPORT_LIMITS } from '@pawrx/contracts/support';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { supportResolver, type SupportFormValues } from '../utils/support-form';
import { submitHandler } from '../../../lib/submit-handler';

const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({
  value,
  label: SUPPORT_CATEGORY_LABELS[value],
}));

type SupportFormProps = {
  defaultValues: SupportFormValues;
  sending: boolean;
  /** Resolves true when the message went out (the page then shows Message Sent!). */
  onSend: (body: SupportRequestBody) => Promise<boolean>;
};

/** The contact form (spec §2, §5); every field and the button are disabled while sending. */
export function SupportForm({ defaultValues, sending, onSend }: SupportFormProps) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SupportFormValues, unknown, SupportRequestBody>({
    defaultValues,
    resolver: supportResolver,
  });
  const messageLength = useWatch({ control, name: 'message' }).length;

  return (
    <form
      onSubmit={submitHandler(handleSubmit(onSend))}
      noValidate
      aria-busy={sending}
      aria-label="Contact support"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <fieldset disabled={sending} className="space-y-5">
        <legend className="sr-only">Your message</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="name"
            required
            maxLength={SUPPORT_LIMITS.name}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            hint="We reply to this address."
            {...register('email')}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Category"
            options={CATEGORY_OPTIONS}
            required
            error={errors.category?.message}
            {...register('category')}
          />
          <TextField
            label="Subject"
            required
            maxLength={SUPPORT_LIMITS.subject}
            placeholder="A short summary"
            error={errors.subject?.message}
            {...register('subject')}
          />
        </div>
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 has-[:checked]:border-red-300 has-[:checked]:bg-red-50">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-red-600"
            {...register('urgent')}
          />
          <span>
            <span className="block text-sm font-semibold text-slate-900">Mark as urgent</span>
            <span className="block text-sm text-slate-600">
              For problems that stop you from giving or recording a medication.
            </span>
          </span>
        </label>
        <div>
          <TextareaField
            label="Message"
            rows={7}
            required
            maxLength={SUPPORT_LIMITS.message}
            placeholder="How can we help?"
            error={errors.message?.message}
            {...register('message')}
          />
          <p className="mt-1.5 text-right text-xs text-slate-500" aria-live="polite">
            {messageLength} / {SUPPORT_LIMITS.message}
          </p>
        </div>
        <Button
          type="submit"
          busy={sending}
          busyLabel="Sending Message..."
          className="w-full sm:w-auto"
        >
          Send Message
        </Button>
      </fieldset>
    </form>
  );
}
