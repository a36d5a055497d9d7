/** The shopper's profile, email change and password (issue 14): `/api/account/profile…`, `/api/account/password`. */
export { profileRoutes } from './profile.routes';
