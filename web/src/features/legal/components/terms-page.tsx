import { PlaceholderPage } from '../../../components/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="terms-page" description="" />;
}
