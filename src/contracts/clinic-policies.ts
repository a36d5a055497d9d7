import { z } from 'zod';
import { CLINIC_POLICIES, policyProblemMessage, policyValueProblem } from '../domain/clinic-policies';
import { idSchema, idParam, text } from './fields';

/**
 * Master clinic policies (issue 25 "Master clinics", rr §1, §5, §6): a clinic's policies with where
 * each value comes from, and the changes an admin makes. The clinic admin calls
 * `/api/clinic/policies` for their own clinic (and, for a master clinic, its children); a site
 * administrator calls `/api/platform/clinics/:clinicId/policies` for any clinic, as its admin would.
 * A value outside its range answers 400 with the spec's "value between a and b".
 */
export const policyNameSchema = z.enum(CLINIC_POLICIES, { error: `policy must be one of ${CLINIC_POLICIES.join(', ')}` });

export const policyValueSchema = z.union([
  z.number(), z.boolean(), z.object({ en: z.string(), fr: z.string() }), z.object({ minCents: z.number(), maxCents: z.number() }),
]);

/** Who a change is for: the clinic itself, all its children, or one child (by id). */
export const policyTargetSchema = z.union([z.literal('self'), z.literal('children'), idSchema], {
  error: 'target must be self, children or a child clinic id',
});
export type PolicyTarget = z.infer<typeof policyTargetSchema>;

const plainText = text({ multiLine: true });

export const policySetSchema = z.object({
  policy: policyNameSchema,
  target: policyTargetSchema,
  value: z.unknown(),
  /** For a master's value: whether the child clinics may use their own value instead. */
  allowOverride: z.boolean({ error: 'allowOverride must be true or false' }).default(false),
}).superRefine((body, ctx) => {
  if (body.policy === 'returnPolicyText') {
    const v = body.value as { en?: unknown; fr?: unknown } | null;
    const bad = !v || typeof v !== 'object' || !plainText.safeParse(v.en).success || !plainText.safeParse(v.fr).success;
    if (bad) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'value: the return policy text in English and French (plain text, at most 20000 characters each)' });
      return;
    }
  }
  if (body.policy === 'holidayHours') return; // The server sets whose holiday hours they are.
  const problem = policyValueProblem(body.policy, body.value);
  if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: policyProblemMessage(problem) });
});
export type PolicySet = z.input<typeof policySetSchema>;

export const policyClearQuerySchema = z.object({
  target: z.union([z.literal('self'), z.literal('children'), idParam('target')], { error: 'target must be self, children or a child clinic id' }),
});
export const policyParamsSchema = z.object({ policy: policyNameSchema });

const masterValueSchema = z.object({ value: policyValueSchema, allowOverride: z.boolean(), appliesTo: z.enum(['children', 'clinic']) });

export const policyEntrySchema = z.object({
  policy: policyNameSchema,
  value: policyValueSchema,
  source: z.enum(['own', 'inherited', 'overridden']),
  ownValue: policyValueSchema,
  masterValue: masterValueSchema.nullable(),
  wantsOverride: z.boolean(),
  editable: z.boolean(),
  /** On a master clinic's own list: its value for all children, if it set one. */
  forChildren: z.object({ value: policyValueSchema, allowOverride: z.boolean() }).nullable(),
});
export type PolicyEntry = z.infer<typeof policyEntrySchema>;

const clinicRef = z.object({ id: z.number(), name: z.string() });

export const clinicPoliciesSchema = z.object({
  clinic: clinicRef,
  master: clinicRef.nullable(),
  policies: z.array(policyEntrySchema),
  /** A master clinic's children, each with its policies in effect (empty for any other clinic). */
  children: z.array(clinicRef.extend({ policies: z.array(policyEntrySchema) })),
});
export type ClinicPoliciesView = z.infer<typeof clinicPoliciesSchema>;

export const clinicPolicyErrorCodes = ['policy_locked', 'not_a_master_clinic', 'child_not_found', 'policy_not_set'] as const;

/** The platform's route: one clinic's policies. */
export const platformPolicyParamsSchema = z.object({ clinicId: idParam('clinicId') });
export const platformPolicyClearParamsSchema = z.object({ clinicId: idParam('clinicId'), policy: policyNameSchema });
