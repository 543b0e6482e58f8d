import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { usePets } from '../../../lib/queries/pet-queries';
import { PetMedications } from '../components/pet-medications';
import { PetSelection } from '../components/pet-selection';

/**
 * /medications (spec §2). The selected pet lives in the URL (`?pet=<id>`), so other pages can
 * link straight to a pet and the back button returns to the selection.
 */
export function MedicationsPage() {
  const pets = usePets();
  const [params, setParams] = useSearchParams();
  const petId = params.get('pet');
  const pet = petId ? pets.data?.find((p) => p._id === petId) : undefined;

  useEffect(() => {
    // Spec §8: pet-loading failures on this page are only logged.
    if (pets.error) console.error('Could not load pets', pets.error);
  }, [pets.error]);

  if (petId && pets.isPending) return <Spinner className="py-16" label="Loading…" />;
  if (pet) return <PetMedications key={pet._id} pet={pet} onBack={() => setParams({})} />;
  return (
    <PetSelection
      pets={pets.data}
      loading={pets.isPending}
      failed={pets.isError}
      onRetry={() => void pets.refetch()}
      onSelect={(id) => setParams({ pet: id })}
    />
  );
}
