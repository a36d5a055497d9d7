import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { StoreClinicInfo } from '../../../../contracts/clinic-info';
import type { PolicyTopic } from '../../../../domain/store-policy';
import type { InfoValues } from './lib/info-values';

/**
 * A policy page's text: the clinic's own when it wrote one (clinic_policy_texts, edited by the
 * clinic in a later issue), shown as plain paragraphs (never as HTML), else the store's default.
 */
export function PolicyText({ topic, info, values, children }: { topic: PolicyTopic; info: StoreClinicInfo; values: InfoValues; children: ReactNode }) {
  const own = info.texts[topic];
  if (!own) return <>{children}</>;
  return (
    <section className="info-section info-section--clinic">
      <p className="muted">
        <FormattedMessage id="info.clinicText.note" values={values} />
      </p>
      {own
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="info-section__clinic-paragraph">
            {paragraph}
          </p>
        ))}
    </section>
  );
}
