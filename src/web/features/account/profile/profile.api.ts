import {
  confirmEmailResponseSchema, profileResponseSchema, simpleAnswerSchema, type ChangeEmailRequest, type ChangePasswordRequest, type Profile,
  type UpdateProfileRequest,
} from '../../../../contracts/account-settings';
import { apiGet, apiPost, apiPut } from '../../../api/client';

/** The profile, email and password pages' calls (issue 14); the pages say failures. */
export const fetchProfile = (signal?: AbortSignal): Promise<Profile> =>
  apiGet('/api/account/profile', { schema: profileResponseSchema, signal }).then((answer) => answer.returnValue);
export const saveProfile = (body: UpdateProfileRequest) =>
  apiPut('/api/account/profile', { body, schema: profileResponseSchema, handleErrors: false }).then((answer) => answer.returnValue);
export const requestEmailChange = (body: ChangeEmailRequest) =>
  apiPost('/api/account/profile/email', { body, schema: profileResponseSchema, handleErrors: false }).then((answer) => answer.returnValue);
export const confirmEmail = (token: string) =>
  apiPost('/api/account/confirmEmail', { body: { token }, schema: confirmEmailResponseSchema, handleErrors: false, auth: false });
export const changePassword = (body: ChangePasswordRequest) =>
  apiPut('/api/account/password', { body, schema: simpleAnswerSchema, handleErrors: false });
