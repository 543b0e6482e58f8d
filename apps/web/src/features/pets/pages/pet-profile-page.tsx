import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function PetProfilePage() {
  const { petId } = useParams();
  return (
    <PlaceholderPage title="Pet Profile">
      <p>Profile of pet {petId}.</p>
    </PlaceholderPage>
  );
}
