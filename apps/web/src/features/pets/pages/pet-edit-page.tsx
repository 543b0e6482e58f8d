import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function PetEditPage() {
  const { petId } = useParams();
  return (
    <PlaceholderPage title="Edit Pet Profile">
      <p>Editing pet {petId}.</p>
    </PlaceholderPage>
  );
}
