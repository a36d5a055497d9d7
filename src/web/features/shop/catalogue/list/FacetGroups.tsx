import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { PropertyFacet } from '../../../../../contracts/catalogue';
import { FACET_COLLAPSE_ABOVE } from '../../../../../domain/constants';
import { facetHref, hasPropertyValue, withoutParamHref } from '../list-query';
import { keepScroll } from '../../../../shell/scroll-restoration';

/** Facet values grouped by property, in the order the API sends them. */
export function groupFacets(facets: readonly PropertyFacet[]): { filterName: string; displayName: string; values: PropertyFacet[] }[] {
  const groups = new Map<string, { filterName: string; displayName: string; values: PropertyFacet[] }>();
  for (const facet of facets) {
    const group = groups.get(facet.filterName) ?? { filterName: facet.filterName, displayName: facet.displayName, values: [] };
    group.values.push(facet);
    groups.set(facet.filterName, group);
  }
  return [...groups.values()];
}

interface FacetWidgetProps {
  filterName: string;
  displayName: string;
  values: PropertyFacet[];
  onChoose: (href: string) => void;
}

/** One property's values as checkboxes; above 10 values a more/less toggle (cat §2, §9). */
function FacetWidget({ filterName, displayName, values, onChoose }: FacetWidgetProps) {
  const intl = useIntl();
  const location = useLocation();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  // The box the shopper just ticked shows its new state until the address catches up with it.
  const [pending, setPending] = useState<{ search: string; queryValue: string; checked: boolean } | null>(null);
  const params = new URLSearchParams(location.search);
  // The address, not the (possibly previous) answer, says what is chosen; bid chooses a brand by id.
  const isBrandById = (value: PropertyFacet) => filterName === 'brand' && params.get('bid') === String(value.id);
  const isChecked = (value: PropertyFacet) =>
    pending && pending.search === location.search && pending.queryValue === value.queryValue
      ? pending.checked
      : hasPropertyValue(params, filterName, value.queryValue) || isBrandById(value);
  const collapsible = values.length > FACET_COLLAPSE_ABOVE;
  // A chosen value stays visible even when it sits beyond the first ten.
  const visible = !collapsible || expanded ? values : values.filter((value, index) => index < FACET_COLLAPSE_ABOVE || isChecked(value));

  return (
    <fieldset className="facet">
      <legend className="facet__legend">{displayName}</legend>
      <ul className="facet__values" id={listId}>
        {visible.map((value) => {
          const checked = isChecked(value);
          return (
            <li key={value.id}>
              <label className="facet__value">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => {
                    setPending({ search: location.search, queryValue: value.queryValue, checked: !checked });
                    onChoose(
                      checked && isBrandById(value)
                        ? withoutParamHref(location, 'bid')
                        : facetHref(location, filterName, value.queryValue, value.facetValue, !checked),
                    );
                  }}
                />
                <span className="facet__name">{value.facetValue}</span>
                <span className="facet__count">
                  <span className="visually-hidden">
                    <FormattedMessage id="catalogue.category.count" values={{ count: value.count }} />
                  </span>
                  <span aria-hidden="true">{value.count}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {collapsible && (
        <button
          type="button"
          className="link-button facet__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded
            ? intl.formatMessage({ id: 'catalogue.facets.showLess' })
            : intl.formatMessage({ id: 'catalogue.facets.showMore' }, { count: values.length - FACET_COLLAPSE_ABOVE })}
        </button>
      )}
    </fieldset>
  );
}

/** Property facet widgets (cat §2). Choosing a value goes back to page 1. */
export function FacetGroups({ facets, onChosen }: { facets: readonly PropertyFacet[]; onChosen?: () => void }) {
  const navigate = useNavigate();
  const headingId = useId();
  const groups = groupFacets(facets);
  if (groups.length === 0) return null;
  const choose = (href: string) => {
    navigate(href, { state: keepScroll() });
    onChosen?.();
  };
  return (
    <section className="facets" aria-labelledby={headingId}>
      <h2 id={headingId} className="sidebar-heading">
        <FormattedMessage id="catalogue.facets.heading" />
      </h2>
      {groups.map((group) => (
        <FacetWidget key={group.filterName} {...group} onChoose={choose} />
      ))}
    </section>
  );
}
