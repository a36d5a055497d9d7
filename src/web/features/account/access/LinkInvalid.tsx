import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Notice } from '../../../ui/Notice';
import { ACCOUNT_FLOW_PATHS } from '../../../../contracts/account-flows';

/** rr §8 'invalid or expired reset link': says so and offers a new link. */
export function LinkInvalid({ kind }: { kind: 'confirm' | 'reset' }) {
  return (
    <>
      <Notice type="Error">
        <FormattedMessage id="access.error.linkInvalid" />
      </Notice>
      <p>
        <FormattedMessage id={kind === 'confirm' ? 'access.newConfirmLink' : 'access.newResetLink'} />
      </p>
      <Link to={ACCOUNT_FLOW_PATHS.forgotPassword} className="btn btn--primary">
        <FormattedMessage id="access.askNewLink" />
      </Link>
    </>
  );
}
