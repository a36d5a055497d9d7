import { autoOrderJobs } from './account/autoorders';
import { wellnessJobs } from './account/wellness-plans';
import { renewalJobs } from './account/prescriptions';
import type { Config } from './config';
import type { Db } from './db/database';
import { emailJobs } from './integrations/email/outbox.jobs';
import { createDistributorProvider } from './integrations/distributor/distributor-gateway';
import { createPaymentProvider } from './integrations/payment/payment-gateway';
import type { JobDefinition, JobLog } from './jobs/job-definition';
import { distributorJobs } from './platform/distributor';
import { invoiceJobs } from './platform/invoices';
import { pendingCheckoutJobs } from './shop/orders';
import { payLinkJobs } from './shop/pay-links';

export interface BackgroundJobs {
  definitions: JobDefinition[];
  /** Releases what the jobs hold (the mailer), once the runner has stopped. */
  close(): Promise<void>;
}

/**
 * Which features' jobs exist: the composition root of background work, as app.ts is of the routes
 * (src/server/jobs/ is infrastructure and never imports a feature). The server (jobs.plugin.ts via
 * app.ts) and the worker command (`npm run jobs -- work`) run this same list. A feature that adds
 * background work (plan billing, campaign sends, webhook deliveries, renewal reminders) writes its
 * definitions beside its code and adds one line here.
 */
export function backgroundJobs({ db, config, log }: { db: Db; config: Config; log: JobLog }): BackgroundJobs {
  const payments = createPaymentProvider(config);
  const email = emailJobs(db, config, log);
  return {
    definitions: [
      ...email.definitions,
      ...autoOrderJobs({ db, payments, baseUrl: config.publicUrl }, { intervalMinutes: config.autoOrderIntervalMinutes }),
      ...wellnessJobs({ db, payments, baseUrl: config.publicUrl }, { intervalMinutes: config.wellnessIntervalMinutes }),
      ...pendingCheckoutJobs({ db, payments, publicUrl: config.publicUrl }),
      ...renewalJobs({ db, baseUrl: config.publicUrl }),
      ...distributorJobs({ db, distributor: createDistributorProvider(config) }),
      ...payLinkJobs({ db, payments }),
      ...invoiceJobs({ db, payments }),
    ],
    close: email.close,
  };
}
