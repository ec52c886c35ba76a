// The chosen company's published contacts in the report form's side card (airline-contacts-card.tsx), each
// with its source and check date, and what a phone or form is for when it serves one market only.
import type { Airline } from '@contracts';
import { ContactLine, contactNote } from '../../../components/contact-links';

export default function AirlineContactLines({ airline }: { airline: Airline }) {
  return (
    <>
      <ContactLine
        kind="phone"
        value={airline.phone}
        note={contactNote('phone', airline)}
        truncate={false}
        source={airline.sources.phone}
        checkedAt={airline.checkedAt}
        company={airline.name}
      />
      <ContactLine
        kind="email"
        value={airline.email}
        truncate={false}
        source={airline.sources.email}
        checkedAt={airline.checkedAt}
        company={airline.name}
      />
      <ContactLine kind="website" value={airline.website} truncate={false} />
      {airline.complaintFormUrl.trim() && (
        <ContactLine
          kind="form"
          value={airline.complaintFormUrl}
          note={contactNote('form', airline)}
          truncate={false}
          source={airline.sources.complaintFormUrl}
          checkedAt={airline.checkedAt}
          company={airline.name}
        />
      )}
    </>
  );
}
