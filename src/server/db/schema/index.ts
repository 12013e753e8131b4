export * from './auth';
export * from './profiles';
export * from './restaurants';
export * from './reviews';
export * from './claims';
export * from './menu';
export * from './rate-limits';
export * from './moderation';
