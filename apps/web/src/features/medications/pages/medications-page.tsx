import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function MedicationsPage() {
  return <PlaceholderPage title="Medications" />;
}
