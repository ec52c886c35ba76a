import { PlaceholderPage } from '../../../components/placeholder-page';

// Placeholder until part 2 of the web app (issue 6) builds this screen.
export default function ReportProblemPage() {
  return <PlaceholderPage title="Report a Problem" description="Send a standardized problem report to the airline by e-mail." />;
}
