import { useState } from 'react';
import { VACCINATION_MESSAGES } from '@pawrx/contracts/messages';
import { can } from '@pawrx/contracts/pet-access';
import type { Pet } from '@pawrx/contracts/pets';
import type { Vaccination } from '@pawrx/contracts/vaccinations';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/api-errors';
import { formatDateOnly } from '../../../../lib/date-only';
import { toast } from '../../../../lib/toast';
import { useDeleteVaccination } from '../../api/vaccinations';
import { MDR1_LABELS } from '../../utils/edit-pet-form';
import { VaccinationList } from './vaccination-list';
import { VaccinationModal } from './vaccination-modal';
import { PetNotesPanel } from '../../../pet-notes/components/pet-notes-panel';

const card = 'rounded-2xl border border-slate-200 bg-white p-5';

function Chips({ items, empty, tone }: { items: string[]; empty: string; tone: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className={`rounded-full px-3 py-1 text-sm font-medium ${tone}`}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * Medical History: allergies, conditions, MDR1 status, the vaccination history (editable by the
 * roles that may) and the notes vets and owners sign.
 */
export function MedicalHistoryTab({ pet }: { pet: Pet }) {
  const canEdit = can(pet.role, 'write-vaccinations');
  const [editing, setEditing] = useState<Vaccination | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Vaccination | null>(null);
  const remove = useDeleteVaccination(pet._id);

  const onDelete = async (v: Vaccination) => {
    try {
      await remove.mutateAsync(v._id);
      toast.success(VACCINATION_MESSAGES.deleted);
    } catch (error) {
      toast.error(errorMessage(error, VACCINATION_MESSAGES.deleteError));
    }
    setDeleting(null);
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className={card} aria-labelledby="mh-allergies">
        <h3 id="mh-allergies" className="mb-3 font-semibold text-slate-900">
          Allergies
        </h3>
        <Chips items={pet.allergies} empty="No known allergies" tone="bg-red-50 text-red-800" />
        <h3 className="mt-5 mb-3 font-semibold text-slate-900">Chronic Conditions</h3>
        <Chips
          items={pet.conditions}
          empty="No chronic conditions"
          tone="bg-amber-50 text-amber-800"
        />
        <h3 className="mt-5 mb-1 font-semibold text-slate-900">MDR1 Status</h3>
        <p className="text-sm text-slate-700">{MDR1_LABELS[pet.mdr1Status]}</p>
      </section>
      <section className={card} aria-labelledby="mh-vaccinations">
        <div className="mb-2 flex items-center justify-between">
          <h3 id="mh-vaccinations" className="font-semibold text-slate-900">
            Vaccinations
          </h3>
          {canEdit && (
            <Button className="px-3 py-1.5 text-sm" onClick={() => setEditing('new')}>
              Add Vaccination
            </Button>
          )}
        </div>
        <VaccinationList
          vaccinations={pet.medicalHistory.vaccinations}
          onEdit={canEdit ? setEditing : undefined}
          onDelete={canEdit ? setDeleting : undefined}
        />
      </section>
      <PetNotesPanel petId={pet._id} canAdd={can(pet.role, 'add-notes')} />
      {deleting && (
        <Modal
          title="Delete Vaccination"
          size="sm"
          onClose={() => setDeleting(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                onClick={() => void onDelete(deleting)}
                busy={remove.isPending}
                busyLabel="Deleting…"
                className="bg-red-600 hover:bg-red-700"
              >
                Delete
              </Button>
            </>
          }
        >
          <p className="text-slate-700">
            Delete the {deleting.vaccine} vaccination given on {formatDateOnly(deleting.date)}?
          </p>
        </Modal>
      )}
      {editing && (
        <VaccinationModal
          petId={pet._id}
          vaccination={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
