export * from '../../modules/payments/payments.schema.ts';
export * from './booking.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './mall.ts';
export * from './member.ts';
export * from './site.ts';
export * from './staff.ts';
