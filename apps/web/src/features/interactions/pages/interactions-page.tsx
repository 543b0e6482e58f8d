import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function InteractionsPage() {
  return <PlaceholderPage title="Interaction Checker" />;
}
