import { paymentMethodAnswerSchema, type PaymentSettingsCard, type UpdatePaymentMethodRequest } from '../../../../contracts/account-settings';
import { deleteResponseSchema } from '../../../../contracts/addresses';
import { apiDelete, apiGet, apiPut } from '../../../api/client';

/** The saved cards pages' calls (issue 14); the pages say failures. */
export const fetchCard = (id: number, signal?: AbortSignal): Promise<PaymentSettingsCard> =>
  apiGet(`/api/account/paymentMethods/${id}/`, { schema: paymentMethodAnswerSchema, signal }).then((answer) => answer.returnValue);
export const updateCard = (id: number, body: UpdatePaymentMethodRequest) =>
  apiPut(`/api/account/paymentMethods/${id}/`, { body, schema: paymentMethodAnswerSchema, handleErrors: false }).then((answer) => answer.returnValue);
export const setDefaultCard = (id: number) => apiPut(`/api/account/paymentMethods/${id}/default`, { schema: paymentMethodAnswerSchema, handleErrors: false });
export const deleteCard = (id: number) => apiDelete(`/api/account/paymentMethods/${id}/`, { schema: deleteResponseSchema, handleErrors: false });
