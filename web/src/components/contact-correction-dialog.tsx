// "Report a wrong contact" (contact-correction-form.tsx), loaded when the dialog first opens
// (lazy-dialog.tsx): its form, Formik and the dialog stay out of the first load of the pages that offer it.
import { lazyDialog } from './lazy-dialog';
import type { ContactCorrectionProps } from './contact-correction-form';

export const ContactCorrectionDialog = lazyDialog<ContactCorrectionProps>(
  () => import('./contact-correction-form'),
  (props) => props.company !== null,
);
