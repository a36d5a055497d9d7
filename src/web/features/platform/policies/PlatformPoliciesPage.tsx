import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { platformClinicPath } from '../../../../contracts/platform-clinics';
import { Notice } from '../../../ui/Notice';
import { useFeatureSlot } from '../../../feature-slots';
import { PlatformLayout } from '../PlatformLayout';
import { PLATFORM_QUERY_ROOT } from '../platform-me';

/**
 * /platform/clinics/:clinicId/policies (issue 25): any clinic's policies as its admin sees them,
 * where each value comes from (own, inherited, overridden), and the same form: the clinic admin's
 * page's editor (the `clinicPoliciesEditor` slot), on the platform's calls (audited in the clinic's log as the site administrator).
 */
function ClinicPolicies({ clinicId }: { clinicId: number }) {
  const editor = useFeatureSlot('clinicPoliciesEditor');
  return (
    <>
      <p><Link to={platformClinicPath(clinicId)}><FormattedMessage id="platformPolicies.back" /></Link></p>
      {editor?.({ apiBase: `/api/platform/clinics/${clinicId}/policies`, queryKey: [PLATFORM_QUERY_ROOT, 'clinic', clinicId, 'policies'], reader: 'platform' })}
    </>
  );
}

export function Component() {
  const param = Number(useParams().clinicId);
  const id = Number.isInteger(param) && param > 0 ? param : null;
  return (
    <PlatformLayout section="clinics" title={<FormattedMessage id="platformPolicies.heading" />}>
      {() => (id === null
        ? <Notice type="Error"><FormattedMessage id="platformClinics.clinic.notFound" /></Notice>
        : <ClinicPolicies key={id} clinicId={id} />)}
    </PlatformLayout>
  );
}
