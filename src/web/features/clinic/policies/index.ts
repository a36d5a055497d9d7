import { createElement, lazy, Suspense, type ComponentType } from 'react';
import type { ClinicPoliciesEditorSlotProps } from '../../../feature-slots';
import { ensureFeatureMessages } from '../../../i18n/catalogs';
import { Spinner } from '../../../ui/Spinner';

/**
 * What other parts of the app plug in from the clinic policies feature (issue 25): the policies
 * editor on other calls than the clinic admin's own (the site administrator's page of any clinic,
 * the `clinicPoliciesEditor` slot of src/web/app-slots.tsx). Its code and words load on first use.
 */
const Lazy = lazy(async () => {
  const [editor, { policiesApi }] = await Promise.all([
    import('./PoliciesEditor'), import('./policies.api'), ensureFeatureMessages('clinic'), ensureFeatureMessages('clinic/policies'),
  ]);
  function Editor({ apiBase, queryKey, reader }: ClinicPoliciesEditorSlotProps) {
    return createElement(editor.PoliciesEditor, { api: policiesApi(apiBase, queryKey), reader });
  }
  return { default: Editor as ComponentType<ClinicPoliciesEditorSlotProps> };
});

export function ClinicPoliciesEditor(props: ClinicPoliciesEditorSlotProps) {
  return createElement(Suspense, { fallback: createElement(Spinner) }, createElement(Lazy, props));
}
