import { FormattedMessage } from 'react-intl';
import { Notice } from '../../../ui/Notice';
import { ClinicLayout } from '../ClinicLayout';
import { clinicPoliciesApi } from './policies.api';
import { PoliciesEditor } from './PoliciesEditor';

/** /clinic/policies: the clinic admin's policies, where each comes from; a master clinic's for its children too (issue 25). */
export function Component() {
  return (
    <ClinicLayout section="policies" title={<FormattedMessage id="clinicPolicies.heading" />}>
      {(me) => (me.roles.includes('clinic_admin') ? <PoliciesEditor api={clinicPoliciesApi} /> : (
        <Notice type="Error"><FormattedMessage id="clinic.adminOnly" /></Notice>
      ))}
    </ClinicLayout>
  );
}
