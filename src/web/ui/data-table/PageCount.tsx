import { FormattedMessage } from 'react-intl';

/**
 * "Orders 51–100 of 230": which rows of a paged list this page shows, announced as it changes.
 * `messageId` is the list's own plural message taking count, first and last; nothing when empty.
 */
export function PageCount({ messageId, list, shown }: { messageId: string; list: { page: number; pageSize: number; totalCount: number }; shown: number }) {
  if (list.totalCount === 0) return null;
  const first = (list.page - 1) * list.pageSize + 1;
  return (
    <p className="muted" role="status">
      <FormattedMessage id={messageId} values={{ count: list.totalCount, first, last: first + shown - 1 }} />
    </p>
  );
}
