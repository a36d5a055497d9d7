import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PRODUCT_SEARCH_MAX, platformProductPath, type ProductFamilySummary } from '../../../../contracts/platform-products';
import { useLanguage } from '../../../i18n/I18nProvider';
import { getPageSettings } from '../../../shell/page-settings';
import { Button } from '../../../ui/Button';
import type { DataColumn } from '../../../ui/data-table/DataTable';
import { productImageUrl } from '../../../ui/product-image-url';
import { PlatformLayout } from '../PlatformLayout';
import { PlatformListTable } from '../PlatformListTable';
import { useListParams } from '../use-list-params';
import { useProductFamilies } from './products.api';
import './products.css';

const FILTERS = ['q'] as const;

function useColumns(): DataColumn<ProductFamilySummary>[] {
  const { language } = useLanguage();
  const base = getPageSettings().imagesBaseUrl;
  const name = (f: ProductFamilySummary) => (language === 'fr' ? f.nameFr : f.nameEn);
  return [
    { id: 'image', header: <FormattedMessage id="platformProducts.col.image" />, headerClassName: 'portal-nowrap', cell: (f) => <img className="product-editor__thumb" src={productImageUrl(base, f.image)} alt="" width={48} height={48} /> },
    { id: 'name', header: <FormattedMessage id="platformProducts.col.name" />, rowHeader: true, cell: (f) => <Link to={platformProductPath(f.id)}>{name(f)}</Link> },
    { id: 'brand', header: <FormattedMessage id="platformProducts.col.brand" />, cell: (f) => f.manufacturerName },
    { id: 'sku', header: <FormattedMessage id="platformProducts.col.sku" />, cell: (f) => <span className="portal-nowrap">{f.sku}</span> },
    { id: 'formats', header: <FormattedMessage id="platformProducts.col.formats" />, headerClassName: 'portal-nowrap', cell: (f) => f.childCount },
  ];
}

function ProductList() {
  const intl = useIntl();
  const { draft, query, set, onSubmit, onPage } = useListParams(FILTERS);
  const qId = useId();
  const families = useProductFamilies(query);
  const columns = useColumns();
  return (
    <>
      <form className="portal-search card" role="search" aria-label={intl.formatMessage({ id: 'platformProducts.search' })} onSubmit={onSubmit}>
        <div className="field portal-search__q">
          <label htmlFor={qId}><FormattedMessage id="platformProducts.q" /></label>
          <input id={qId} type="search" maxLength={PRODUCT_SEARCH_MAX} value={draft.q} onChange={set('q')} />
        </div>
        <Button type="submit"><FormattedMessage id="platformProducts.apply" /></Button>
      </form>
      <PlatformListTable
        columns={columns}
        className="product-editor__list"
        rows={families.data?.families}
        list={families.data}
        loading={families.isFetching}
        onPage={onPage}
        count={<FormattedMessage id="platformProducts.count" values={{ count: families.data?.totalCount ?? 0 }} />}
        caption={intl.formatMessage({ id: 'platformProducts.heading' })}
        empty={<FormattedMessage id="platformProducts.none" />}
      />
    </>
  );
}

/** /platform/products: find a product family by name or SKU to edit it (issue 26). */
export function Component() {
  return (
    <PlatformLayout section="products" title={<FormattedMessage id="platformProducts.heading" />}>
      {() => <ProductList />}
    </PlatformLayout>
  );
}
