import { PlaceholderPage } from '../../../components/placeholder-page';

// Placeholder until part 2 of the web app (issue 6) builds this screen.
export default function AdminPage() {
  return <PlaceholderPage title="Admin Dashboard" description="Subscribers, reports and revenue." />;
}
