import { useSearchParams } from 'react-router';
import { usePets } from '../../../lib/queries/pet-queries';
import { useCurrentMedications } from '../api/get-current-medications';
import { AiResults } from '../components/ai-results';
import { CheckResults } from '../components/check-results';
import { MedicationStep } from '../components/medication-step';
import { PetStep } from '../components/pet-step';
import { ResultsAnnouncer } from '../components/results-announcer';
import { useInteractionChecker } from '../hooks/use-interaction-checker';

/** /interactions (spec §2): pick a pet, enter a new medication, Quick Check or AI Analysis. */
export function InteractionsPage() {
  const [params, setParams] = useSearchParams();
  const petId = params.get('pet') ?? '';
  const pets = usePets();
  const pet = pets.data?.find((p) => p._id === petId);
  const current = useCurrentMedications(pet ? petId : '');
  const checker = useInteractionChecker(pet, current.data);

  const choosePet = (id: string) => {
    setParams(id ? { pet: id } : {}, { replace: true });
    checker.resetForPet();
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Interaction Checker</h1>
        <p className="text-slate-600">
          Check a new medication against the ones your pet already takes. Quick Check applies
          PawRx&apos;s safety rules; AI Analysis adds a personalised explanation for your pet.
        </p>
      </header>
      <PetStep
        pets={pets.data}
        petsLoading={pets.isPending}
        petId={pet ? petId : ''}
        onPetChange={choosePet}
        current={current.data}
        currentLoading={current.isPending && Boolean(pet)}
        currentFailed={current.isError}
      />
      <MedicationStep
        medication={checker.medication}
        onChange={checker.update}
        species={pet?.species}
        petName={pet?.name}
        running={checker.running}
        waiting={Boolean(pet) && current.isPending}
        validation={checker.validation}
        onQuickCheck={() => void checker.runQuick()}
        onAiAnalysis={() => void checker.runAi()}
      />
      <ResultsAnnouncer
        running={checker.running}
        quick={checker.quick}
        quickName={checker.quickName}
        ai={checker.ai}
      />
      <div aria-busy={checker.running !== null} className="space-y-6">
        {checker.quick && <CheckResults result={checker.quick} newName={checker.quickName} />}
        {checker.ai && <AiResults result={checker.ai} />}
      </div>
    </div>
  );
}
