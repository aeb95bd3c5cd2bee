export { paymentMismatch } from './binding.ts';
export { recordNotification, voidPendingPayments } from './payments.repo.ts';
export type { PaymentService } from './payments.service.ts';
export type { PaymentProvider, ProviderNotification } from './provider.ts';
export { requireOnlineProvider } from './provider.ts';
export { toPaymentRecord } from './records.ts';
export type { RefundBook, RefundPolicy, RefundReason } from './refunds.ts';
export { createRefundQueue, DEFAULT_REFUND_POLICY } from './refunds.ts';
