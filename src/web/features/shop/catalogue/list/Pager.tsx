import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronIcon } from '../icons';
import { pagerItems } from '../list-query';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/**
 * cat §2, §5: shown only above one page; previous and next are disabled at the ends. The current
 * page carries aria-current.
 */
export function Pager({ page, pageCount, onPage }: PagerProps) {
  const intl = useIntl();
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={intl.formatMessage({ id: 'catalogue.pager.label' })}>
      <ul className="pager__list">
        <li>
          <button type="button" className="pager__step" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronIcon direction="left" />
            <span className="pager__step-text">
              <FormattedMessage id="catalogue.pager.previous" />
            </span>
          </button>
        </li>
        {pagerItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pager__page"
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'catalogue.pager.page' }, { page: item })}
                onClick={() => item !== page && onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="pager__step" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
            <span className="pager__step-text">
              <FormattedMessage id="catalogue.pager.next" />
            </span>
            <ChevronIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
