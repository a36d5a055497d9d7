import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { PAGE_ROUTES } from '../../../../../contracts/routes';
import { Button } from '../../../../ui/Button';
import { Notice } from '../../../../ui/Notice';
import { PageTitle } from '../../../../ui/PageTitle';
import type { ListQueryProblem } from '../list-query';
import { isBadRequest, isNotFound } from './use-product-list';

function Problem({ title, children, action }: { title: ReactNode; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="list-problem">
      <PageTitle>{title}</PageTitle>
      <Notice type="Warning">{children}</Notice>
      <div className="button-row">
        {action}
        <Link to={PAGE_ROUTES.products} className="btn btn--secondary">
          <FormattedMessage id="catalogue.problem.allProducts" />
        </Link>
      </div>
    </section>
  );
}

/** Bad input in the address gets a clear message rather than a blank page (issue 3). */
export function AddressProblem({ problem }: { problem: ListQueryProblem | { kind: 'unknownCategory'; name: string } }) {
  if (problem.kind === 'unknownCategory') {
    return (
      <Problem title={<FormattedMessage id="catalogue.problem.unknownCategoryTitle" />}>
        <p>
          <FormattedMessage id="catalogue.problem.unknownCategory" values={{ name: problem.name }} />
        </p>
      </Problem>
    );
  }
  if (problem.kind === 'badNumber') {
    const id = problem.key === 'pg' ? 'catalogue.problem.badPage' : problem.key === 'promoId' ? 'catalogue.problem.badPromotion' : 'catalogue.problem.badNumber';
    return (
      <Problem title={<FormattedMessage id="catalogue.problem.badAddressTitle" />}>
        <p>
          <FormattedMessage id={id} values={{ key: problem.key, value: problem.value }} />
        </p>
      </Problem>
    );
  }
  return (
    <Problem title={<FormattedMessage id="catalogue.problem.badAddressTitle" />}>
      <p>
        <FormattedMessage id="catalogue.problem.badFilter" />
      </p>
    </Problem>
  );
}

/** A failed list or promotion call (the toast says it too, cat §8); the page says what to do next. */
export function LoadProblem({ error, isPromotion, onRetry }: { error: Error; isPromotion: boolean; onRetry: () => void }) {
  if (isNotFound(error) && isPromotion) {
    return (
      <Problem title={<FormattedMessage id="catalogue.problem.promotionGoneTitle" />}>
        <p>
          <FormattedMessage id="catalogue.problem.promotionGone" />
        </p>
      </Problem>
    );
  }
  if (isBadRequest(error)) {
    return (
      <Problem title={<FormattedMessage id="catalogue.problem.badAddressTitle" />}>
        <p>
          <FormattedMessage id="catalogue.problem.badFilter" />
        </p>
      </Problem>
    );
  }
  return (
    <Problem
      title={<FormattedMessage id="catalogue.problem.loadFailedTitle" />}
      action={
        <Button onClick={onRetry}>
          <FormattedMessage id="catalogue.problem.retry" />
        </Button>
      }
    >
      <p>
        <FormattedMessage id="catalogue.problem.loadFailed" />
      </p>
    </Problem>
  );
}
