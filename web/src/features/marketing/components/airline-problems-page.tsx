import { PlaceholderPage } from '../../../components/placeholder-page';

export default function Page() {
  return <PlaceholderPage title="airline-problems-page" description="" />;
}
