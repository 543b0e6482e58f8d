import { AlertIcon } from '../../../components/ui/icons';

const REMINDERS = [
  "Always follow your veterinarian's dosage instructions exactly.",
  'Never give human medications to your pet without your veterinarian’s approval.',
  'Store medications as the label says, out of reach of pets and children.',
  'Report any adverse reaction to your veterinarian right away.',
  'Keep medications in their original containers with the label intact.',
];

/** The safety reminders box of spec §2 (/medications, no pet selected). */
export function SafetyReminders() {
  return (
    <section
      aria-labelledby="safety-reminders-title"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-5"
    >
      <h2
        id="safety-reminders-title"
        className="mb-3 flex items-center gap-2 text-lg font-bold text-amber-900"
      >
        <AlertIcon className="size-5" />
        Medication Safety Reminders
      </h2>
      <ul className="list-disc space-y-1.5 pl-5 text-sm text-amber-900">
        {REMINDERS.map((reminder) => (
          <li key={reminder}>{reminder}</li>
        ))}
      </ul>
    </section>
  );
}
