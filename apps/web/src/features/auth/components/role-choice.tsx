import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Role } from '@pawrx/contracts/enums';

const ROLE_OPTIONS: { value: Role; label: string; description: string }[] = [
  { value: 'user', label: 'Pet Owner', description: 'Track my own pets’ care' },
  { value: 'vet', label: 'Veterinarian', description: 'I work in a veterinary practice' },
];

type RoleChoiceProps = { field: UseFormRegisterReturn<'role'>; disabled?: boolean };

/** The account kind (spec §2 /register): Pet Owner (role user) or Veterinarian (role vet). */
export function RoleChoice({ field, disabled }: RoleChoiceProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">I am a…</legend>
      <div className="grid grid-cols-2 gap-3">
        {ROLE_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="relative flex cursor-pointer flex-col rounded-xl border border-slate-300 bg-white p-3 shadow-sm transition hover:border-brand-400 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:ring-2 has-focus-visible:ring-brand-300"
          >
            <input type="radio" value={option.value} className="sr-only" {...field} />
            <span className="font-semibold text-slate-900">{option.label}</span>
            <span className="mt-0.5 text-xs text-slate-500">{option.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
