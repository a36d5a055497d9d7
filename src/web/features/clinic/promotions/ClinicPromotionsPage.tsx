import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ClinicPromotion, ClinicPromotionList } from '../../../../contracts/clinic-promotions';
import { PROMOTION_ERROR } from '../../../../contracts/platform-promotions';
import { isApiError } from '../../../api/errors';
import { useLanguage } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Notice } from '../../../ui/Notice';
import { usePortalAction } from '../../../ui/use-portal-action';
import { ClinicLayout } from '../ClinicLayout';
import { clinicPromotionKeys, switchPromotion, useClinicPromotions } from './promotions.api';
import './promotions.css';

function failure(intl: IntlShape, error: unknown): string {
  if (isApiError(error) && error.code === PROMOTION_ERROR.promotion_switched_off_by_master) return intl.formatMessage({ id: 'clinicPromotions.error.byMaster' });
  if (isApiError(error) && error.status === 404) return intl.formatMessage({ id: 'clinicPromotions.error.notFound' });
  if (isApiError(error) && error.status === 403) return intl.formatMessage({ id: 'clinic.adminOnly' });
  return intl.formatMessage({ id: 'clinicPromotions.error.failed' });
}

function PromotionsTable({ list, busy, onSwitch }: {
  list: ClinicPromotionList | undefined;
  busy: string | null;
  onSwitch: (p: ClinicPromotion, switchedOff: boolean) => void;
}) {
  const intl = useIntl();
  const f = useFormatters();
  const { language } = useLanguage();
  const name = (p: ClinicPromotion) => (language === 'fr' ? p.nameFr : p.nameEn);
  const columns: DataColumn<ClinicPromotion>[] = [
    {
      id: 'name', header: <FormattedMessage id="clinicPromotions.name" />, rowHeader: true,
      cell: (p) => (
        <>
          <strong>{name(p)}</strong>
          {!p.hidden && <> <span className="portal-badge clinic-promotions__badge">{language === 'fr' ? p.badgeLabelFr : p.badgeLabelEn}</span></>}
          <span className="clinic-promotions__detail muted">
            <FormattedMessage id={`clinicPromotions.kind.${p.kind ?? 'other'}`} />
            {' · '}
            <FormattedMessage id="clinicPromotions.productCount" values={{ count: p.productCount }} />
          </span>
        </>
      ),
    },
    {
      id: 'dates', header: <FormattedMessage id="clinicPromotions.dates" />,
      cell: (p) => (
        <>
          <FormattedMessage id="clinicPromotions.fromTo" values={{ from: <span className="clinic-promotions__day">{f.date(p.startDay, 'numeric')}</span>, to: <span className="clinic-promotions__day">{f.date(p.endDay, 'numeric')}</span> }} />
          <span className="clinic-promotions__detail muted"><FormattedMessage id={`clinicPromotions.schedule.${p.schedule}`} /></span>
        </>
      ),
    },
    {
      id: 'state', header: <FormattedMessage id="clinicPromotions.inStore" />,
      cell: (p) => (
        <span className={`portal-badge clinic-promotions__state clinic-promotions__state--${p.switchedOff ? 'off' : 'on'}`}>
          <FormattedMessage id={p.switchedOffBy === 'master' ? 'clinicPromotions.offByMaster' : p.switchedOff ? 'clinicPromotions.off' : 'clinicPromotions.on'} />
        </span>
      ),
    },
    {
      id: 'actions', header: <FormattedMessage id="clinicPromotions.actions" />,
      cell: (p) => (p.switchedOffBy === 'master' ? null : (
        <Button
          size="sm" variant={p.switchedOff ? 'secondary' : 'danger'} busy={busy === String(p.id)} disabled={busy !== null}
          className="clinic-promotions__switch"
          onClick={() => onSwitch(p, !p.switchedOff)}
          aria-label={intl.formatMessage({ id: p.switchedOff ? 'clinicPromotions.switchOnNamed' : 'clinicPromotions.switchOffNamed' }, { name: name(p) })}
        >
          <FormattedMessage id={p.switchedOff ? 'clinicPromotions.switchOn' : 'clinicPromotions.switchOff'} />
        </Button>
      )),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={list?.promotions}
      rowKey={(p) => p.id}
      loading={list === undefined}
      caption={intl.formatMessage({ id: 'clinicPromotions.tableCaption' })}
      empty={<FormattedMessage id="clinicPromotions.none" />}
      className="portal-table clinic-promotions"
      regionClassName="card"
    />
  );
}

function Promotions() {
  const intl = useIntl();
  const { language } = useLanguage();
  const list = useClinicPromotions();
  const action = usePortalAction<string>({ failure: (error) => failure(intl, error), invalidate: clinicPromotionKeys.list });
  const onSwitch = (p: ClinicPromotion, switchedOff: boolean) => {
    const name = language === 'fr' ? p.nameFr : p.nameEn;
    void action.run(String(p.id), async () => {
      await switchPromotion(p.id, switchedOff);
      return intl.formatMessage({ id: switchedOff ? 'clinicPromotions.switchedOff' : 'clinicPromotions.switchedOn' }, { name });
    });
  };
  return (
    <>
      <p className="muted"><FormattedMessage id="clinicPromotions.intro" /></p>
      {list.data?.coversChildren && <p className="muted"><FormattedMessage id="clinicPromotions.coversChildren" /></p>}
      {list.data?.master && <p className="muted"><FormattedMessage id="clinicPromotions.master" values={{ master: list.data.master.name }} /></p>}
      {action.outcome && (
        <Notice type={action.outcome.type} dismissible onDismiss={() => action.setOutcome(null)} role="status">{action.outcome.message}</Notice>
      )}
      {list.error && <Notice type="Error">{failure(intl, list.error)}</Notice>}
      <PromotionsTable list={list.data} busy={action.busy} onSwitch={onSwitch} />
    </>
  );
}

/**
 * /clinic/promotions (issue 26): the platform's running and scheduled promotions, each switched off
 * or on for the clinic's store by its admin (a master clinic's switch covers its children).
 */
export function Component() {
  return (
    <ClinicLayout section="promotions" title={<FormattedMessage id="clinicPromotions.heading" />}>
      {(me) => (me.roles.includes('clinic_admin') ? <Promotions /> : <Notice type="Error"><FormattedMessage id="clinic.adminOnly" /></Notice>)}
    </ClinicLayout>
  );
}
