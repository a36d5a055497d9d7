import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PAGE_ROUTES } from '../../../contracts/routes';
import { CONTACT_US_HREF } from '../links';
import { PageTitle } from '../../ui/PageTitle';

export interface ErrorPageProps {
  status?: number;
  message?: string;
  statusText?: string;
  data?: unknown;
}

function hasData(data: unknown): boolean {
  if (data === undefined || data === null || data === '') return false;
  return typeof data !== 'object' || Object.keys(data).length > 0;
}

/**
 * The error page (ErrorPage.tsx loads it), rr §2: the status in brackets; on 500 a contact-us
 * message; the optional message and data; a way back.
 */
export function ErrorContent({ status, message, statusText, data }: ErrorPageProps) {
  return (
    <section className="status-page">
      <PageTitle>
        {status ? <FormattedMessage id="errors.error.headingWithStatus" values={{ status }} /> : <FormattedMessage id="errors.error.heading" />}
      </PageTitle>
      {status === 500 && (
        <p className="status-page__text">
          <FormattedMessage
            id="errors.error.serverProblem"
            values={{ link: (chunks) => <a href={CONTACT_US_HREF}>{chunks}</a> }}
          />
        </p>
      )}
      {message && <p className="status-page__message">{message}</p>}
      {statusText && statusText !== message && <p className="status-page__detail">{statusText}</p>}
      {hasData(data) && (
        <details className="status-page__data">
          <summary>
            <FormattedMessage id="errors.error.details" />
          </summary>
          <pre>{typeof data === 'string' ? data : JSON.stringify(data, null, 2)}</pre>
        </details>
      )}
      <Link to={PAGE_ROUTES.products} className="btn btn--primary">
        <FormattedMessage id="errors.backToProducts" />
      </Link>
    </section>
  );
}
