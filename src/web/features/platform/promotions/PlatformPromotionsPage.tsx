import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { PlatformPromotionSummary } from '../../../../contracts/platform-promotions';
import { PAGE_ROUTES } from '../../../../contracts/routes';
import { isApiError } from '../../../api/errors';
import { useFormatters } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { usePortalAction } from '../../../ui/use-portal-action';
import { PlatformLayout } from '../PlatformLayout';
import { platformPromotionPath } from './promotion-paths';
import { endPromotion, promotionKeys, usePromotions } from './promotions.api';
import './promotions.css';

function Promotions({ brand }: { brand: string | null }) {
  const intl = useIntl();
  const f = useFormatters();
  const { language } = useLanguage();
  const promotions = usePromotions();
  const [ending, setEnding] = useState<PlatformPromotionSummary | null>(null);
  const action = usePortalAction({
    failure: (error) => intl.formatMessage({ id: isApiError(error, 404) ? 'platformPromotions.error.notFound' : 'platformPromotions.error.failed' }),
    invalidate: promotionKeys.list,
  });
  const name = (p: PlatformPromotionSummary) => (language === 'fr' ? p.nameFr : p.nameEn);
  const day = (value: string) => f.date(value, 'numeric');
  const columns: DataColumn<PlatformPromotionSummary>[] = [
    { id: 'name', header: <FormattedMessage id="platformPromotions.name" />, rowHeader: true, cell: (p) => <Link to={platformPromotionPath(p.id)}>{name(p)}</Link> },
    { id: 'kind', header: <FormattedMessage id="platformPromotions.kind" />, cell: (p) => (p.kind ? <FormattedMessage id={`platformPromotions.kind.${p.kind}`} /> : '—') },
    { id: 'dates', header: <FormattedMessage id="platformPromotions.dates" />, cell: (p) => <FormattedMessage id="platformPromotions.fromTo" values={{ from: <span className="promo-table__day">{day(p.startDay)}</span>, to: <span className="promo-table__day">{day(p.endDay)}</span> }} /> },
    { id: 'products', header: <FormattedMessage id="platformPromotions.products" />, cell: (p) => p.productCount },
    {
      id: 'schedule', header: <FormattedMessage id="platformPromotions.status" />,
      cell: (p) => (
        <span className={`portal-badge promo-badge--${p.schedule}`}>
          <FormattedMessage id={`platformPromotions.schedule.${p.schedule}`} />
          {p.hidden && <> · <FormattedMessage id="platformPromotions.hiddenShort" /></>}
        </span>
      ),
    },
    {
      id: 'actions', header: <FormattedMessage id="platformPromotions.actions" />,
      cell: (p) => (p.schedule === 'ended' ? null : (
        <Button size="sm" variant="danger" onClick={() => setEnding(p)} aria-label={intl.formatMessage({ id: 'platformPromotions.endNamed' }, { name: name(p) })}>
          <FormattedMessage id="platformPromotions.end" />
        </Button>
      )),
    },
  ];
  return (
    <>
      <p className="muted"><FormattedMessage id="platformPromotions.intro" /></p>
      {brand !== null && <p className="muted"><FormattedMessage id="platformPromotions.repIntro" values={{ brand }} /></p>}
      <p><Link className="btn btn--primary" to={PAGE_ROUTES.platformPromotionNew}><FormattedMessage id="platformPromotions.new" /></Link></p>
      {action.outcome && <Notice type={action.outcome.type} role="status" dismissible onDismiss={() => action.setOutcome(null)}>{action.outcome.message}</Notice>}
      <DataTable
        columns={columns}
        rows={promotions.data?.promotions}
        rowKey={(p) => p.id}
        loading={promotions.isPending}
        caption={intl.formatMessage({ id: 'platformPromotions.tableCaption' })}
        empty={<FormattedMessage id="platformPromotions.none" />}
        className="portal-table promo-table"
        regionClassName="card"
      />
      {ending && (
        <Modal
          isOpen
          onOpenChange={(open) => { if (!open) setEnding(null); }}
          title={<FormattedMessage id="platformPromotions.endTitle" values={{ name: name(ending) }} />}
          size="sm"
          actions={(close) => (
            <>
              <Button variant="secondary" onClick={close} disabled={action.busy !== null}><FormattedMessage id="platformPromotions.keep" /></Button>
              <Button variant="danger" busy={action.busy !== null} onClick={() => void action.run('action', async () => {
                await endPromotion(ending.id);
                close();
                return intl.formatMessage({ id: 'platformPromotions.ended' }, { name: name(ending) });
              })}>
                <FormattedMessage id="platformPromotions.endNow" />
              </Button>
            </>
          )}
        >
          <p><FormattedMessage id="platformPromotions.endText" /></p>
        </Modal>
      )}
    </>
  );
}

/** /platform/promotions: the store's promotions, scheduled, running and ended (issue 26). */
export function Component() {
  return (
    <PlatformLayout section="promotions" title={<FormattedMessage id="platformPromotions.heading" />}>
      {(me) => <Promotions brand={me.manufacturer?.name ?? null} />}
    </PlatformLayout>
  );
}
