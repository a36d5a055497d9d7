import { useId, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { PAGE_ROUTES } from '../../contracts/routes';
import { SearchIcon } from '../ui/icons';
import { VisuallyHidden } from '../ui/VisuallyHidden';

/** Searches the catalogue: /products?q=… (the product list reads q; the box shows it on catalogue pages). */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  // Only the catalogue's q is a search: other pages (the portals' lists) use q for their own filters.
  const onCatalogue = location.pathname === PAGE_ROUTES.products || location.pathname.startsWith(`${PAGE_ROUTES.products}/`);
  const current = onCatalogue ? (new URLSearchParams(location.search).get('q') ?? '') : '';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `${PAGE_ROUTES.products}?q=${encodeURIComponent(q)}` : PAGE_ROUTES.products);
  }

  return (
    // The action serves a search sent before the page's code has arrived: the server renders it.
    <form role="search" className="search-box" action={PAGE_ROUTES.products} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {intl.formatMessage({ id: 'shell.search.label' })}
      </label>
      {/* Keyed on the URL's q so it follows back/forward and links, while typing stays uncontrolled. */}
      <input
        key={current}
        id={inputId}
        name="q"
        type="search"
        defaultValue={current}
        placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
        autoComplete="off"
        enterKeyHint="search"
        className="search-box__input"
      />
      <button type="submit" className="search-box__submit">
        <SearchIcon />
        <VisuallyHidden>{intl.formatMessage({ id: 'shell.search.submit' })}</VisuallyHidden>
      </button>
    </form>
  );
}
