import { useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import type { ProductEditor } from '../../../../contracts/platform-products';
import { isApiError } from '../../../api/errors';
import { useLanguage } from '../../../i18n/I18nProvider';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { PlatformLayout } from '../PlatformLayout';
import { ChildForm } from './ChildForm';
import { FamilyForm } from './FamilyForm';
import { productEditorKeys, useProductEditor } from './products.api';
import './products.css';

function Editor({ familyId }: { familyId: number }) {
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const editor = useProductEditor(familyId, language);
  // A save answers the whole family as it now is: every form then saves against the new version.
  const onSaved = (answer: ProductEditor) => queryClient.setQueryData(productEditorKeys.family(familyId), answer);

  if (editor.isPending) return <Spinner />;
  if (editor.error || !editor.data) {
    return <Notice type="Error"><FormattedMessage id={isApiError(editor.error, 404) ? 'platformProducts.editor.notFound' : 'platformProducts.editor.loadFailed'} /></Notice>;
  }
  const data = editor.data;
  return (
    <>
      <p><Link to={PAGE_ROUTES.platformProducts}><FormattedMessage id="platformProducts.editor.back" /></Link></p>
      <p className="muted">{data.family.manufacturerName}</p>
      <FamilyForm key={`family-${data.family.id}`} data={data} onSaved={onSaved} />
      <section className="portal-section" aria-labelledby="product-editor-formats">
        <h2 id="product-editor-formats"><FormattedMessage id="platformProducts.editor.formats" values={{ count: data.children.length }} /></h2>
        {data.children.map((child) => <ChildForm key={child.id} child={child} version={data.family.version} onSaved={onSaved} />)}
      </section>
    </>
  );
}

/** /platform/products/:familyId: a product family and its formats, edited in both languages (issue 26). */
export function Component() {
  const familyId = Number(useParams().familyId);
  return (
    <PlatformLayout section="products" title={<FormattedMessage id="platformProducts.editor.heading" />}>
      {() => (Number.isInteger(familyId) && familyId > 0
        ? <Editor familyId={familyId} />
        : <Notice type="Error"><FormattedMessage id="platformProducts.editor.notFound" /></Notice>)}
    </PlatformLayout>
  );
}
