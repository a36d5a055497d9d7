import { z } from 'zod';
import { accountFlowErrorCodes } from './account-flows';
import { accountOrderErrorCodes } from './account-orders';
import { accountPetErrorCodes } from './account-pets';
import { prescriptionErrorCodes } from './account-prescriptions';
import { accountSettingsErrorCodes } from './account-settings';
import { addressErrorCodes } from './addresses';
import { autoOrderErrorCodes } from './autoorders';
import { catalogueFeedErrorCodes } from './catalogue-feed';
import { cartErrorCodes } from './codes';
import { petErrorCodes } from './codes';
import { checkoutErrorCodes } from './checkout';
import { clinicErrorCodes } from './clinic';
import { couponErrorCodes } from './clinic-coupons';
import { customPaymentErrorCodes } from './custom-payments';
import { distributorErrorCodes } from './distributor';
import { clinicPolicyErrorCodes } from './clinic-policies';
import { reportErrorCodes } from './clinic-reports';
import { statementErrorCodes } from './clinic-statements';
import { commonErrorCodes, errorResponseSchema } from './common';
import { paymentMethodErrorCodes } from './payment-methods';
import { payLinkErrorCodes } from './pay-links';
import { platformErrorCodes } from './platform';
import { enrolmentErrorCodes } from './platform-enrolment';
import { promotionErrorCodes } from './platform-promotions';
import { platformProductErrorCodes } from './platform-products';
import { registrationErrorCodes } from './registration';
import { returnErrorCodes } from './returns';
import { staffErrorCodes } from './staff';
import { storeSettingsErrorCodes } from './store-settings';
import { previewErrorCodes } from './store-preview';
import { passcodeErrorCodes } from './clinic-passcode';
import { wellnessErrorCodes } from './wellness-plans';

/**
 * Every `code` the API can answer with (`{ isSuccess: false, code, message }`): the common ones and
 * each feature's. The server's AppError takes an ErrorCode, so a code nobody listed fails the type
 * check; the web's ApiError carries one, so a comparison with a misspelt code fails it too. The
 * sandbox payment provider's own refusals (tokenizeErrorCodes) are the provider's answer, not ours.
 * Kept out of common.ts because it gathers the feature contracts, which import common.ts.
 */
export const errorCodes = [
  ...new Set([
    ...commonErrorCodes,
    ...accountFlowErrorCodes,
    ...accountOrderErrorCodes,
    ...accountPetErrorCodes,
    ...prescriptionErrorCodes,
    ...accountSettingsErrorCodes,
    ...addressErrorCodes,
    ...autoOrderErrorCodes,
    ...cartErrorCodes,
    ...catalogueFeedErrorCodes,
    ...checkoutErrorCodes,
    ...clinicErrorCodes,
    ...couponErrorCodes,
    ...customPaymentErrorCodes,
    ...payLinkErrorCodes,
    ...distributorErrorCodes,
    ...reportErrorCodes,
    ...statementErrorCodes,
    ...clinicPolicyErrorCodes,
    ...paymentMethodErrorCodes,
    ...platformErrorCodes,
    ...enrolmentErrorCodes,
    ...promotionErrorCodes,
    ...platformProductErrorCodes,
    ...petErrorCodes,
    ...wellnessErrorCodes,
    ...registrationErrorCodes,
    ...returnErrorCodes,
    ...staffErrorCodes,
    ...storeSettingsErrorCodes,
    ...previewErrorCodes,
    ...passcodeErrorCodes,
  ]),
] as [ErrorCode, ...ErrorCode[]];

export type ErrorCode =
  | (typeof commonErrorCodes)[number]
  | (typeof accountFlowErrorCodes)[number]
  | (typeof accountOrderErrorCodes)[number]
  | (typeof accountPetErrorCodes)[number]
  | (typeof prescriptionErrorCodes)[number]
  | (typeof accountSettingsErrorCodes)[number]
  | (typeof addressErrorCodes)[number]
  | (typeof autoOrderErrorCodes)[number]
  | (typeof cartErrorCodes)[number]
  | (typeof catalogueFeedErrorCodes)[number]
  | (typeof platformProductErrorCodes)[number]
  | (typeof statementErrorCodes)[number]
  | (typeof checkoutErrorCodes)[number]
  | (typeof clinicErrorCodes)[number]
  | (typeof couponErrorCodes)[number]
  | (typeof customPaymentErrorCodes)[number]
  | (typeof payLinkErrorCodes)[number]
  | (typeof distributorErrorCodes)[number]
  | (typeof reportErrorCodes)[number]
  | (typeof clinicPolicyErrorCodes)[number]
  | (typeof paymentMethodErrorCodes)[number]
  | (typeof platformErrorCodes)[number]
  | (typeof wellnessErrorCodes)[number]
  | (typeof enrolmentErrorCodes)[number]
  | (typeof promotionErrorCodes)[number]
  | (typeof petErrorCodes)[number]
  | (typeof registrationErrorCodes)[number]
  | (typeof returnErrorCodes)[number]
  | (typeof staffErrorCodes)[number]
  | (typeof storeSettingsErrorCodes)[number]
  | (typeof previewErrorCodes)[number]
  | (typeof passcodeErrorCodes)[number];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && (errorCodes as string[]).includes(value);

/** An error answer whose code is one of ours: what the API tests parse every error answer with. */
export const knownErrorResponseSchema = errorResponseSchema.extend({ code: z.enum(errorCodes) });
