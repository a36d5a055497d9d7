/**
 * Master clinic policies (issue 25): the one resolver every reader of a clinic's policies uses
 * (`effectivePolicies`, `policyValues`), and the admins' view and changes (clinic portal and platform).
 */
export { clientRetailDiscountPercent, clientSwitchedOffPromotionIds, clinicPolicies, effectivePolicies, policyValues, type ClinicPolicies } from './effective-policies';
export { clearPolicy, policiesView, setPolicy, type PolicyActor } from './policies.service';
export { switchedOffPromotionIdsOf } from './policies.queries';
export { orderCostMessage, POLICY_TEXTS, quantityOverMaxMessage } from './policy-texts';
