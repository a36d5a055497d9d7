import { FormattedMessage } from 'react-intl';
import { StorePreviewForm } from '../../../ui/portal/StorePreviewForm';
import { ClinicLayout } from '../ClinicLayout';
import { searchClinicClients, startClinicPreview } from './preview.api';

/**
 * /clinic/preview: a staff member opens the store as one of the clinic's clients (or a visitor of
 * its store) would see it, in a language, on a day (issue 26; docs/decisions/110-store-preview.md).
 */
export function Component() {
  return (
    <ClinicLayout section="preview" title={<FormattedMessage id="clinicPreview.title" />}>
      {() => <StorePreviewForm searchClients={searchClinicClients} start={startClinicPreview} />}
    </ClinicLayout>
  );
}
