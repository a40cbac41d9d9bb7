// Every domain keeps its tables in its own file; this index is what drizzle and the app see.
export * from './geo';
export * from './halls';
export * from './hallContent';
export * from './reviews';
export * from './fairs';
export * from './accounts';
export * from './visitors';
export * from './clips';
export * from './love';
export * from './magazine';
export * from './outbox';
