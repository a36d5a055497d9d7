/** The staff feature's public module (issue 17): the clinic admin's staff routes and the invitation page's. */
export { staffRoutes } from './staff.routes';
export { inviteFirstAdmin } from './staff.service';
