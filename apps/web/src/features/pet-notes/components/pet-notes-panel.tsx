import { formatDateTime } from '@pawrx/contracts/date-format';
import { PET_ROLE_LABELS } from '@pawrx/contracts/pet-access';
import { useViewerZone } from '../../../lib/viewer-zone';
import { usePetNotes } from '../../../lib/queries/vet-queries';
import { AddNoteForm } from './add-note-form';

/** Notes on the record, newest first, each signed; the form only for roles that may add one. */
export function PetNotesPanel({ petId, canAdd }: { petId: string; canAdd: boolean }) {
  const notes = usePetNotes(petId);
  const zone = useViewerZone();
  return (
    <section
      aria-labelledby="notes-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 md:col-span-2"
    >
      <h3 id="notes-title" className="mb-3 font-semibold text-slate-900">
        Notes
      </h3>
      {notes.isError && <p className="text-sm text-red-700">Notes could not be loaded.</p>}
      {notes.data?.length === 0 && <p className="text-sm text-slate-500">No notes yet.</p>}
      {notes.data && notes.data.length > 0 && (
        <ul className="mb-4 space-y-3">
          {notes.data.map((n) => (
            <li key={n._id} className="rounded-lg bg-slate-50 p-3">
              <p className="text-xs text-slate-500">
                {n.author.name} ({PET_ROLE_LABELS[n.author.role].toLowerCase()}) ·{' '}
                {formatDateTime(n.createdAt, zone)}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{n.text}</p>
            </li>
          ))}
        </ul>
      )}
      {canAdd && <AddNoteForm petId={petId} />}
    </section>
  );
}
