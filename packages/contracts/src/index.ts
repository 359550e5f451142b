export * from './quotas';
export * from './messages';
export * from './errors.contract';
export * from './auth.contract';
export * from './admin.contract';
export * from './articles.contract';
export * from './authors.contract';
export * from './search.contract';
