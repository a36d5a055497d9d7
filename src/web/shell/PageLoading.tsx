import { useIntl } from 'react-intl';
import { Spinner } from '../ui/Spinner';

/** Shown in the page area while the first page chunk loads. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="page-loading">
      <Spinner size="lg" label={intl.formatMessage({ id: 'shell.loading' })} />
    </div>
  );
}
