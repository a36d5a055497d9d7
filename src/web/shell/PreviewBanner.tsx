import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PREVIEW_PORTAL_PAGES } from '../../contracts/store-preview-keys';
import { useFormatters } from '../i18n/format';
import { useLanguage } from '../i18n/I18nProvider';
import { showToast } from '../ui/notify';
import { endStorePreview, useStorePreview } from './store-preview';

/**
 * The banner of a preview of the store (docs/decisions/110-store-preview.md), fixed at the top of
 * every page while the browser is in one: as whom, which day, which language, and its exit. A
 * landmark of its own, so a screen reader finds it from the landmarks list.
 */
export function PreviewBanner() {
  const preview = useStorePreview();
  const intl = useIntl();
  const f = useFormatters();
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  if (!preview) return null;

  const who = preview.client
    ? `${preview.client.firstName} ${preview.client.lastName}`.trim() || preview.client.email
    : intl.formatMessage({ id: 'shell.preview.visitor' }, { clinic: preview.clinicName });
  const languageName = intl.formatMessage({ id: `shell.preview.language.${language}` });

  async function exit() {
    setBusy(true);
    try {
      await endStorePreview();
      window.location.assign(PREVIEW_PORTAL_PAGES[preview!.startedFrom]);
    } catch {
      setBusy(false);
      showToast('Error', intl.formatMessage({ id: 'shell.preview.exitFailed' }), { id: 'preview-exit' });
    }
  }

  return (
    <section className="preview-banner" aria-label={intl.formatMessage({ id: 'shell.preview.label' })} data-testid="preview-banner">
      <p className="preview-banner__text">
        <strong><FormattedMessage id="shell.preview.title" /></strong>
        {' — '}
        <FormattedMessage id="shell.preview.as" values={{ who }} />
        {' — '}
        <span>{f.date(preview.day, 'long')}</span>
        {' — '}
        <span>{languageName}</span>
      </p>
      <p className="preview-banner__note"><FormattedMessage id="shell.preview.readOnly" /></p>
      <button type="button" className="preview-banner__exit" onClick={() => void exit()} disabled={busy} aria-busy={busy}>
        <FormattedMessage id="shell.preview.exit" />
      </button>
    </section>
  );
}
