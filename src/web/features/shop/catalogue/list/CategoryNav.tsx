import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { CategoryFacet } from '../../../../../contracts/catalogue';
import { DEFAULT_OFFERED_L1_IDS } from '../../../../../domain/constants';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { cx } from '../../../../ui/cx';
import type { ListData } from '../api/catalogue.api';
import { categoryShape, CategoryShapeIcon } from '../icons';
import { allPetsHref, categoryHref, type CategoryChoice } from '../list-query';
import { httpsUrl } from '../product-view';
import { keepScroll } from '../../../../shell/scroll-restoration';

export interface SelectedCategories {
  l1: number | null;
  l2: number | null;
  l3: number | null;
}

/** The built-in pictogram, else the icon over https (cat §2); an icon that fails to load is dropped. */
function CategoryIcon({ iconUrl }: { iconUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  const shape = categoryShape(iconUrl);
  if (shape) return <CategoryShapeIcon shape={shape} className="category-nav__icon" />;
  if (!iconUrl || failed) return <span className="category-nav__icon" aria-hidden="true" />;
  return (
    <img className="category-nav__icon" src={httpsUrl(iconUrl)} alt="" width={20} height={20} loading="lazy" onError={() => setFailed(true)} />
  );
}

/** With nothing selected and no facets (nothing matched), Dogs and Cats are still offered (cat §2). */
function defaultTopLevel(names: Record<number, string>): CategoryFacet[] {
  return DEFAULT_OFFERED_L1_IDS.map((id, index) => ({
    id,
    facetValue: names[id] ?? String(id),
    facetValueFr: names[id] ?? String(id),
    count: -1,
    sortOrder: index,
    parentId: null,
    iconUrl: id === DEFAULT_OFFERED_L1_IDS[0] ? 'dog.svg' : 'cat.svg',
  }));
}

interface CategoryNavProps {
  data: ListData | undefined;
  selected: SelectedCategories;
  /** Called after a choice (the filter dialog keeps itself open, the sidebar does nothing). */
  onChoose?: () => void;
}

/**
 * Category navigation with counts (cat §2): top levels by sortOrder with icon and count, the
 * selected one opened on its second and third levels. 'All pets' clears the category.
 */
export function CategoryNav({ data, selected, onChoose }: CategoryNavProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const location = useLocation();
  const headingId = useId();
  const facets = data?.categFacets;
  const name = (facet: CategoryFacet) => (language === 'fr' ? facet.facetValueFr : facet.facetValue);
  const topLevel = [...(facets?.l1Categories ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
  const shown =
    topLevel.length > 0 || selected.l1 !== null
      ? topLevel
      : defaultTopLevel({
          [DEFAULT_OFFERED_L1_IDS[0]]: intl.formatMessage({ id: 'catalogue.category.dogs' }),
          [DEFAULT_OFFERED_L1_IDS[1]]: intl.formatMessage({ id: 'catalogue.category.cats' }),
        });

  const item = (facet: CategoryFacet, choice: CategoryChoice, level: 1 | 2 | 3, children?: ReactNode) => {
    const isCurrent = (level === 1 ? selected.l1 : level === 2 ? selected.l2 : selected.l3) === facet.id;
    return (
      <li key={facet.id}>
        <Link
          to={categoryHref(location, choice, language)}
          state={keepScroll()}
          onClick={onChoose}
          className={cx('category-nav__link', `category-nav__link--l${level}`)}
          aria-current={isCurrent ? 'page' : undefined}
        >
          {level === 1 && <CategoryIcon iconUrl={facet.iconUrl} />}
          <span className="category-nav__name">{name(facet)}</span>
          {facet.count >= 0 && (
            <span className="category-nav__count">
              <span className="visually-hidden">
                <FormattedMessage id="catalogue.category.count" values={{ count: facet.count }} />
              </span>
              <span aria-hidden="true">{facet.count}</span>
            </span>
          )}
        </Link>
        {children}
      </li>
    );
  };

  const l2List = (facets?.l2Categories ?? []).filter((facet) => selected.l1 === null || facet.parentId === selected.l1);
  const l3List = facets?.l3Categories ?? [];

  return (
    <nav className="category-nav" aria-labelledby={headingId}>
      <h2 id={headingId} className="sidebar-heading">
        <FormattedMessage id="catalogue.category.heading" />
      </h2>
      <ul className="category-nav__list">
        {selected.l1 !== null && (
          <li>
            <Link to={allPetsHref(location)} state={keepScroll()} onClick={onChoose} className="category-nav__link category-nav__link--all">
              <span className="category-nav__name">
                <FormattedMessage id="catalogue.category.allPets" />
              </span>
            </Link>
          </li>
        )}
        {shown.map((top) =>
          item(
            top,
            { l1: top.id },
            1,
            top.id === selected.l1 && l2List.length > 0 ? (
              <ul className="category-nav__sub">
                {l2List.map((second) =>
                  item(
                    second,
                    { l1: top.id, l2: second.id },
                    2,
                    second.id === selected.l2 && l3List.length > 0 ? (
                      <ul className="category-nav__sub">
                        {l3List.map((third) => item(third, { l1: top.id, l2: second.id, l3: third.id }, 3))}
                      </ul>
                    ) : null,
                  ),
                )}
              </ul>
            ) : null,
          ),
        )}
      </ul>
    </nav>
  );
}
