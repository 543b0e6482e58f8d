import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export function ContactSupportPage() {
  return <PlaceholderPage title="Contact Support" />;
}
