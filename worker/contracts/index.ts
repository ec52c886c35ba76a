// The contracts without their schemas: types, values, labels, limits, messages and pure rules. Nothing
// here imports zod, so any page may import it; a form imports its schema from schemas/<topic>.ts.
export * from './common';
export * from './auth';
export * from './user';
export * from './subscription';
export * from './regions';
export * from './pricing';
export * from './directory';
export * from './problems';
export * from './delivery';
export * from './payment-methods';
export * from './admin';
export * from './rights';
export * from './rights-words';
export * from './complaint-routes';
export * from './case-file';
export * from './account';
export * from './sign-in';
export * from './languages';
// Types inferred from the schemas (erased at build time: no zod is loaded for them).
export type { LoginBody } from './schemas/auth';
export type { AddContactBody, CorrectionBody } from './schemas/directory';
export type { CreateProblemBody, ReportFields, ReportFormValues } from './schemas/problems';
export type { AddCardBody, CardForm } from './schemas/payment-methods';
export type { AssessRightsBody, RightsFlight } from './schemas/rights';
