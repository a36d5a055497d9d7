import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { SearchFilter } from '../../../../../contracts/catalogue-filter';
import { TIMING_MS } from '../../../../../domain/constants';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import type { ListData } from '../api/catalogue.api';
import { searchHref } from '../list-query';
import { CategoryNav, type SelectedCategories } from './CategoryNav';
import { FacetGroups } from './FacetGroups';
import { keepScroll } from '../../../../shell/scroll-restoration';

interface FilterDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  data: ListData | undefined;
  filter: SearchFilter;
  selected: SelectedCategories;
}

/**
 * Phones (cat §2): the sidebar in a modal dialog, with a search box. Choices apply at once (the
 * results behind update); the footer button closes the dialog and says how many products match.
 * Lazy: React Aria's dialog is downloaded only when a shopper opens it.
 */
export default function FilterDialog({ isOpen, onOpenChange, data, filter, selected }: FilterDialogProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const searchId = useId();
  const [text, setText] = useState(filter.q ?? '');

  // rr §9: the search applies 250 ms after the shopper stops typing.
  useEffect(() => {
    if (text.trim() === (filter.q ?? '')) return;
    const timer = setTimeout(() => navigate(searchHref(location, text), { replace: true, state: keepScroll() }), TIMING_MS.searchDebounce);
    return () => clearTimeout(timer);
  }, [text, filter.q, location, navigate]);

  const count = data?.count ?? 0;
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      className="filter-dialog"
      title={<FormattedMessage id="catalogue.filters.title" />}
      actions={(close) => (
        <Button className="btn--block" onClick={close}>
          <FormattedMessage id="catalogue.filters.show" values={{ count }} />
        </Button>
      )}
    >
      <form
        role="search"
        className="filter-dialog__search"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(searchHref(location, text), { state: keepScroll() });
        }}
      >
        <label htmlFor={searchId} className="filter-dialog__search-label">
          <FormattedMessage id="catalogue.filters.search" />
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={intl.formatMessage({ id: 'catalogue.filters.searchPlaceholder' })}
          enterKeyHint="search"
          autoComplete="off"
        />
      </form>
      <CategoryNav data={data} selected={selected} />
      <FacetGroups facets={data?.propFacets ?? []} />
    </Modal>
  );
}
