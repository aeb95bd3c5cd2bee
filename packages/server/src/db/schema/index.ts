export * from './catalog.ts';
export * from './site.ts';
