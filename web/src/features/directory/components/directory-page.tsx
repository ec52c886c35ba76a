import { PlaceholderPage } from '../../../components/placeholder-page';

// Placeholder until part 2 of the web app (issue 6) builds this screen.
export default function DirectoryPage() {
  return <PlaceholderPage title="Comprehensive Worldwide Airline Directory" description="Customer-service phone numbers, e-mail addresses and websites of airlines, charter and helicopter companies." />;
}
