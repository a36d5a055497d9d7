import type { FastifyInstance } from 'fastify';
import { addressRoutes } from '../../account/addresses';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createSandboxAddressVerifier } from '../../integrations/address-verification/address-verifier';
import { createSandboxHumanVerifier } from '../../integrations/human-check/human-check';
import { createPaymentProvider } from '../../integrations/payment/payment-gateway';
import { sandboxPaymentRoutes } from '../../integrations/payment/sandbox-payment.routes';
import { paymentMethodRoutes } from '../../account/payment-methods';
import { checkoutRoutes } from './checkout.routes';

/**
 * Everything issue 5 serves but placing the order (orders/, registered by app.ts right after this):
 * the checkout review, saved addresses and cards, the human check, address verification and the sandbox payment
 * provider's tokenization endpoint. Each is its own encapsulated plugin.
 */
export async function checkoutFeature(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const payments = createPaymentProvider(config);
  if (config.paymentProvider === 'sandbox') await app.register(sandboxPaymentRoutes, { db });
  await app.register(addressRoutes, { db, verifier: createSandboxAddressVerifier() });
  await app.register(paymentMethodRoutes, {
    db,
    payments,
    humanVerifier: createSandboxHumanVerifier(config.humanCheckSandboxScore),
    secret: config.tokenSecret,
  });
  await app.register(checkoutRoutes, { db, config });
}
