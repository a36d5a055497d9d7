import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchPick, StorePreviewForm, type PreviewChoice } from '../../../ui/portal/StorePreviewForm';
import { PlatformLayout } from '../PlatformLayout';
import { searchClinicClients, searchClinics, startPlatformPreview } from './preview.api';

function PlatformPreview() {
  const intl = useIntl();
  const [clinic, setClinic] = useState<PreviewChoice | null>(null);
  return (
    <StorePreviewForm
      before={(
        <SearchPick
          legend={<FormattedMessage id="platformPreview.clinic" />} searchLabel={intl.formatMessage({ id: 'platformPreview.clinicSearch' })} search={searchClinics} chosen={clinic?.id ?? null}
          onChoose={setClinic} name="preview-clinic"
        />
      )}
      clientSearchDisabled={clinic === null}
      clientScope={clinic?.id ?? null}
      missingBefore={clinic ? null : intl.formatMessage({ id: 'ui.preview.chooseClinic' })}
      searchClients={(q) => (clinic ? searchClinicClients(clinic.id, q) : Promise.resolve([]))}
      start={(choices) => startPlatformPreview({ clinicId: clinic!.id, ...choices })}
    />
  );
}

/**
 * /platform/preview: a site administrator opens the store as any clinic's client (or a visitor of
 * a chosen clinic's store) would see it, in a language, on a day (issue 26).
 */
export function Component() {
  return (
    <PlatformLayout section="preview" title={<FormattedMessage id="platformPreview.title" />}>
      {() => <PlatformPreview />}
    </PlatformLayout>
  );
}
