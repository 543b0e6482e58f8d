import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function VetModePage() {
  return (
    <PlaceholderPage title="Veterinarian Mode">
      <p>Veterinarian mode is under construction.</p>
    </PlaceholderPage>
  );
}
