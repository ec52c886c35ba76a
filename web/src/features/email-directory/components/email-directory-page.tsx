import { PlaceholderPage } from '../../../components/placeholder-page';

// Placeholder until part 2 of the web app (issue 6) builds this screen.
export default function EmailDirectoryPage() {
  return <PlaceholderPage title="E-mail Directory" description="E-mail contacts of commercial airlines, charter companies and helicopter companies." />;
}
