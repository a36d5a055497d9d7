import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogueImport, DryRunResponse } from '../../../../contracts/catalogue-feed';
import { ApiError } from '../../../api/errors';
import { useLanguage } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { DataTable, type DataColumn } from '../../../ui/data-table/DataTable';
import { Modal } from '../../../ui/Modal';
import { Notice } from '../../../ui/Notice';
import { PlatformLayout } from '../PlatformLayout';
import { applyFeed, catalogueImportKeys, dryRunFeed, useImportHistory } from './catalogue-imports.api';
import './catalogue-imports.css';

type Phase = { kind: 'idle' } | { kind: 'uploading'; sent: number; applying: boolean } | { kind: 'reading' } | { kind: 'applying' };
type Outcome = { type: 'Success' | 'Error'; text: string } | null;

const PRICE_COLUMNS = new Set(['unit_price', 'regular_price', 'auto_order_price', 'rx_fee']);

/** A changed field's value as the page shows it: prices as money, yes/no flags, stock in or out. */
function useFieldValue() {
  const intl = useIntl();
  const { money } = useFormatters();
  return (column: string, value: string | number | boolean) => {
    if (typeof value === 'number' && PRICE_COLUMNS.has(column)) return money(value);
    if (typeof value === 'boolean') {
      return intl.formatMessage({ id: column === 'stock' ? (value ? 'platformCatalogue.inStock' : 'platformCatalogue.outOfStock') : value ? 'platformCatalogue.yes' : 'platformCatalogue.no' });
    }
    return value === '' ? '—' : String(value);
  };
}

function Progress({ phase, history }: { phase: Phase; history: CatalogueImport[] | undefined }) {
  const intl = useIntl();
  if (phase.kind === 'idle') return null;
  const running = history?.find((i) => i.status === 'running');
  let value: number | undefined;
  let label: string;
  if (phase.kind === 'uploading') {
    value = phase.sent;
    label = intl.formatMessage({ id: 'platformCatalogue.progress.uploading' }, { percent: Math.round(phase.sent * 100) });
  } else if (phase.kind === 'applying' && running && running.processedRows !== null && running.rows > 0) {
    value = running.processedRows / running.rows;
    label = intl.formatMessage({ id: 'platformCatalogue.progress.applying' }, { done: running.processedRows, rows: running.rows });
  } else {
    label = intl.formatMessage({ id: phase.kind === 'applying' ? 'platformCatalogue.progress.checking' : 'platformCatalogue.progress.reading' });
  }
  return (
    <div className="catalogue-import__progress" role="status">
      <progress max={1} value={value} aria-label={label} />
      <span>{label}</span>
    </div>
  );
}

function Counts({ result }: { result: DryRunResponse }) {
  const items: [string, number][] = [
    ['rows', result.rows], ['added', result.counts.added], ['newFamilies', result.counts.newFamilies], ['changed', result.counts.changed],
    ['unchanged', result.counts.unchanged], ['discontinued', result.counts.discontinued], ['refused', result.counts.refusedRows],
  ];
  return (
    <dl className="catalogue-import__counts">
      {items.map(([key, count]) => (
        <div key={key} className={key === 'refused' && count > 0 ? 'catalogue-import__count--bad' : undefined}>
          <dt><FormattedMessage id={`platformCatalogue.count.${key}`} /></dt>
          <dd>{count}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children, open = false }: { title: ReactNode; children: ReactNode; open?: boolean }) {
  return (
    <details className="catalogue-import__section card" open={open}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}

function DryRunSummary({ result }: { result: DryRunResponse }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { money } = useFormatters();
  const fieldValue = useFieldValue();
  const more = (count: number, listed: number) => (count > listed
    ? <p className="catalogue-import__more"><FormattedMessage id="platformCatalogue.listLimit" values={{ listed, count }} /></p> : null);
  const refusalColumns: DataColumn<DryRunResponse['refusals'][number]>[] = [
    { id: 'line', header: <FormattedMessage id="platformCatalogue.column.line" />, cell: (r) => r.line, rowHeader: true },
    { id: 'sku', header: <FormattedMessage id="platformCatalogue.column.sku" />, cell: (r) => r.sku ?? '—' },
    { id: 'column', header: <FormattedMessage id="platformCatalogue.column.column" />, cell: (r) => r.column ?? '—' },
    { id: 'message', header: <FormattedMessage id="platformCatalogue.column.reason" />, cell: (r) => r.message },
  ];
  const addedColumns: DataColumn<DryRunResponse['added'][number]>[] = [
    { id: 'line', header: <FormattedMessage id="platformCatalogue.column.line" />, cell: (a) => a.line },
    { id: 'sku', header: <FormattedMessage id="platformCatalogue.column.sku" />, cell: (a) => a.product.sku },
    { id: 'name', header: <FormattedMessage id="platformCatalogue.column.name" />, cell: (a) => (language === 'fr' ? a.product.nameFr : a.product.nameEn), rowHeader: true },
    { id: 'price', header: <FormattedMessage id="platformCatalogue.column.price" />, cell: (a) => money(a.product.unitPriceCents) },
    { id: 'family', header: <FormattedMessage id="platformCatalogue.column.family" />, cell: (a) => (a.newFamily ? intl.formatMessage({ id: 'platformCatalogue.newFamily' }) : a.product.familyKey) },
  ];
  return (
    <section aria-labelledby="dry-run-heading" className="catalogue-import__result">
      <h2 id="dry-run-heading"><FormattedMessage id="platformCatalogue.dryRun.heading" /></h2>
      <Counts result={result} />
      {result.refusals.length > 0 && (
        <Section open title={<FormattedMessage id="platformCatalogue.refusals.heading" values={{ count: result.refusals.length }} />}>
          <DataTable caption={intl.formatMessage({ id: 'platformCatalogue.refusals.caption' })} columns={refusalColumns} rows={result.refusals}
            rowKey={(r, i) => `${r.line}-${i}`} empty={null} />
        </Section>
      )}
      {result.added.length > 0 && (
        <Section title={<FormattedMessage id="platformCatalogue.added.heading" values={{ count: result.counts.added }} />}>
          <DataTable caption={intl.formatMessage({ id: 'platformCatalogue.added.caption' })} columns={addedColumns} rows={result.added} rowKey={(a) => a.product.sku} empty={null} />
          {more(result.counts.added, result.added.length)}
        </Section>
      )}
      {result.changed.length > 0 && (
        <Section title={<FormattedMessage id="platformCatalogue.changed.heading" values={{ count: result.counts.changed }} />}>
          <ul className="catalogue-import__changes">
            {result.changed.map((c) => (
              <li key={c.sku}>
                <strong>{c.name}</strong> <span className="catalogue-import__sku">({c.sku}, <FormattedMessage id="platformCatalogue.lineOf" values={{ line: c.line }} />)</span>
                {c.reinstated && <> — <FormattedMessage id="platformCatalogue.reinstated" /></>}
                <ul>
                  {c.changes.map((change) => (
                    <li key={change.column}>
                      <code>{change.column}</code> {fieldValue(change.column, change.from)} → {fieldValue(change.column, change.to)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {more(result.counts.changed, result.changed.length)}
        </Section>
      )}
      {result.discontinued.length > 0 && (
        <Section title={<FormattedMessage id="platformCatalogue.discontinued.heading" values={{ count: result.counts.discontinued }} />}>
          <p><FormattedMessage id="platformCatalogue.discontinued.why" /></p>
          <ul className="catalogue-import__discontinued">
            {result.discontinued.map((d) => <li key={d.sku}>{d.name} <span className="catalogue-import__sku">({d.sku})</span></li>)}
          </ul>
          {more(result.counts.discontinued, result.discontinued.length)}
        </Section>
      )}
    </section>
  );
}

function History({ imports }: { imports: CatalogueImport[] | undefined }) {
  const intl = useIntl();
  const { dateTime } = useFormatters();
  const seconds = (ms: number | null) => (ms === null ? '—' : intl.formatNumber(ms / 1000, { maximumFractionDigits: 1 }));
  const columns: DataColumn<CatalogueImport>[] = [
    { id: 'when', header: <FormattedMessage id="platformCatalogue.history.when" />, cell: (i) => dateTime(i.startedAt, 'numeric'), rowHeader: true },
    { id: 'who', header: <FormattedMessage id="platformCatalogue.history.who" />, cell: (i) => i.byName },
    { id: 'file', header: <FormattedMessage id="platformCatalogue.history.file" />, cell: (i) => i.fileName },
    { id: 'status', header: <FormattedMessage id="platformCatalogue.history.status" />, cell: (i) => (
      <span title={i.error || undefined}><FormattedMessage id={`platformCatalogue.status.${i.status}`} /></span>
    ) },
    { id: 'counts', header: <FormattedMessage id="platformCatalogue.history.counts" />, cell: (i) => intl.formatMessage({ id: 'platformCatalogue.history.countsValue' }, {
      rows: i.rows, added: i.counts.added, changed: i.counts.changed, discontinued: i.counts.discontinued,
    }) },
    { id: 'duration', header: <FormattedMessage id="platformCatalogue.history.seconds" />, cell: (i) => seconds(i.durationMs) },
  ];
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading"><FormattedMessage id="platformCatalogue.history.heading" /></h2>
      <DataTable caption={intl.formatMessage({ id: 'platformCatalogue.history.heading' })} columns={columns} rows={imports} rowKey={(i) => i.id}
        empty={<p><FormattedMessage id="platformCatalogue.history.empty" /></p>} regionClassName="card" />
    </section>
  );
}

function CatalogueImports() {
  const intl = useIntl();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [result, setResult] = useState<DryRunResponse | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState(false);
  const history = useImportHistory(phase.kind === 'applying');
  const busy = phase.kind !== 'idle';
  const networkError = intl.formatMessage({ id: 'api.networkError' });
  const failure = (error: unknown) => (error instanceof ApiError && error.status < 500 && error.message
    ? error.message : intl.formatMessage({ id: 'platformCatalogue.failed' }));

  const runDryRun = async () => {
    if (!file) return;
    setOutcome(null);
    setResult(null);
    setPhase({ kind: 'uploading', sent: 0, applying: false });
    try {
      const answer = await dryRunFeed({
        file, lang: language, networkError,
        onUploadProgress: (sent) => setPhase(sent < 1 ? { kind: 'uploading', sent, applying: false } : { kind: 'reading' }),
      });
      setResult(answer);
    } catch (error) {
      setOutcome({ type: 'Error', text: failure(error) });
    } finally {
      setPhase({ kind: 'idle' });
    }
  };

  const runApply = async () => {
    if (!file) return;
    setOutcome(null);
    setPhase({ kind: 'uploading', sent: 0, applying: true });
    try {
      const answer = await applyFeed({
        file, lang: language, networkError,
        onUploadProgress: (sent) => setPhase(sent < 1 ? { kind: 'uploading', sent, applying: true } : { kind: 'applying' }),
      });
      const done = answer.import;
      setOutcome({ type: 'Success', text: intl.formatMessage({ id: 'platformCatalogue.applied' }, {
        file: done.fileName, added: done.counts.added, changed: done.counts.changed, discontinued: done.counts.discontinued,
      }) });
      setResult(null);
      setFile(null);
    } catch (error) {
      setOutcome({ type: 'Error', text: failure(error) });
    } finally {
      setPhase({ kind: 'idle' });
      void queryClient.invalidateQueries({ queryKey: catalogueImportKeys.history });
    }
  };

  const canApply = result !== null && result.counts.refusedRows === 0 && !busy;
  return (
    <div className="catalogue-import">
      <p className="catalogue-import__intro"><FormattedMessage id="platformCatalogue.intro" /></p>
      <div className="catalogue-import__chooser card">
        <label htmlFor={inputId}><FormattedMessage id="platformCatalogue.file" /></label>
        <input id={inputId} type="file" accept=".csv,text/csv" disabled={busy}
          onChange={(e) => { setFile(e.target.files?.[0] ?? null); setResult(null); setOutcome(null); }} />
        <div className="catalogue-import__actions">
          <Button variant="secondary" disabled={!file || busy} busy={busy && phase.kind !== 'applying' && !(phase.kind === 'uploading' && phase.applying)} onClick={() => void runDryRun()}>
            <FormattedMessage id="platformCatalogue.dryRun" />
          </Button>
          <Button disabled={!canApply} onClick={() => setConfirming(true)}>
            <FormattedMessage id="platformCatalogue.apply" />
          </Button>
        </div>
        {result && result.counts.refusedRows > 0 && (
          <p className="catalogue-import__hint"><FormattedMessage id="platformCatalogue.fixFirst" /></p>
        )}
      </div>
      <Progress phase={phase} history={history.data?.imports} />
      {outcome && <Notice type={outcome.type}>{outcome.text}</Notice>}
      {result && <DryRunSummary result={result} />}
      <History imports={history.data?.imports} />
      <Modal isOpen={confirming} onOpenChange={setConfirming} title={<FormattedMessage id="platformCatalogue.confirm.title" />}
        actions={(close) => (
          <>
            <Button variant="secondary" onClick={close}><FormattedMessage id="platformCatalogue.confirm.cancel" /></Button>
            <Button onClick={() => { close(); void runApply(); }}><FormattedMessage id="platformCatalogue.confirm.apply" /></Button>
          </>
        )}>
        {result && file && (
          <p>
            <FormattedMessage id="platformCatalogue.confirm.body" values={{
              file: file.name, added: result.counts.added, changed: result.counts.changed, discontinued: result.counts.discontinued,
            }} />
          </p>
        )}
      </Modal>
    </div>
  );
}

/** /platform/catalogue/imports (issue 26): a distributor's feed, its dry run, the apply with its progress, and the history. */
export function Component() {
  return (
    <PlatformLayout section="catalogueImports" title={<FormattedMessage id="platformCatalogue.heading" />}>
      {() => <CatalogueImports />}
    </PlatformLayout>
  );
}
