import type { DeletionPet } from '@pawrx/contracts/account';
import { DELETE_PET } from '../utils/account-data-rules';

type Props = { pet: DeletionPet; value: string; onChange: (to: string) => void };

/** One co-owned pet in the deletion dialog: hand it over to a co-owner, or delete it. */
export function HandOverChoice({ pet, value, onChange }: Props) {
  const name = `hand-over-${pet.petId}`;
  const option = (to: string, label: string) => (
    <label key={to} className="flex items-center gap-2 py-1 text-sm text-slate-800">
      <input
        type="radio"
        name={name}
        value={to}
        checked={value === to}
        onChange={() => onChange(to)}
        className="size-4 accent-brand-600"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-medium text-slate-900">{pet.name}</legend>
      {pet.coOwners.map((c) => option(c.userId, `Hand over to ${c.name}`))}
      {option(DELETE_PET, `Delete ${pet.name} and all its records`)}
    </fieldset>
  );
}
