export * from './common';
export * from './auth';
export * from './user';
export * from './subscription';
