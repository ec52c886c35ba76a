import { PlaceholderPage } from '../../../components/placeholder-page';

// Placeholder until part 2 of the web app (issue 6) builds this screen.
export default function PaymentMethodsPage() {
  return <PlaceholderPage title="Payment Methods" description="Your saved cards." />;
}
