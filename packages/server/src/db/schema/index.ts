export * from './booking.ts';
export * from './catalog.ts';
export * from './site.ts';
export * from './content.ts';
