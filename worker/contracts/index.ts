export * from './common';
export * from './auth';
export * from './user';
export * from './subscription';
export * from './directory';
export * from './problems';
export * from './payment-methods';
export * from './admin';
