import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';

/** cat §8: 'Loading chunk failed', with the failure's type and address, and a way to try again. */
export function ChunkErrorPage({ type, address }: { type: string; address: string }) {
  return (
    <section className="status-page">
      <PageTitle>
        <FormattedMessage id="errors.chunk.heading" />
      </PageTitle>
      <p className="status-page__text">
        <FormattedMessage id="errors.chunk.text" />
      </p>
      <dl className="status-page__facts">
        <dt>
          <FormattedMessage id="errors.chunk.type" />
        </dt>
        <dd>{type}</dd>
        <dt>
          <FormattedMessage id="errors.chunk.address" />
        </dt>
        <dd>
          <code>{address}</code>
        </dd>
      </dl>
      <Button onClick={() => window.location.reload()}>
        <FormattedMessage id="errors.chunk.reload" />
      </Button>
    </section>
  );
}
