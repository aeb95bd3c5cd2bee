import { z } from 'zod';
import { V } from '../validation.ts';
import { emailSchema, personNameSchema } from './common.ts';
import { titleSchema } from './member.ts';
import { orderCreateSchema, orderDetailSchema } from './order.ts';

/** How many room orders one reservation may group (each may itself hold several rooms of its type). */
export const MAX_ROOM_ORDERS_PER_STAY = 5;

/**
 * `POST /{lang}/stays` and `/stays/quote`: several room types (or nights) of one hotel booked together.
 * Each entry is a whole room order (its room type, rate, nights, guests, requests, add-ons); the first
 * entry's booker books them all; `verifyAmount` is the group's total to pay online or at the hotel.
 */
export const stayGroupCreateSchema = z.object({
  orders: z.array(orderCreateSchema).min(2, { error: V.required }).max(MAX_ROOM_ORDERS_PER_STAY, { error: V.tooBig }),
  verifyAmount: z.number({ error: V.required }).int({ error: V.notInteger }).min(0, { error: V.tooSmall }),
});
export type StayGroupCreate = z.infer<typeof stayGroupCreateSchema>;

/** What each room order of a group costs, and what the group costs together. */
export const stayGroupQuoteSchema = z.object({
  currency: z.string(),
  totalAmount: z.number().int(),
  payAmount: z.number().int(),
  verifyAmount: z.number().int(),
  paymentType: z.number().int(),
  orders: z.array(
    z.object({
      roomTypeCode: z.string(),
      ratePlanCode: z.string(),
      totalAmount: z.number().int(),
      payAmount: z.number().int(),
      cancellationFlag: z.number().int(),
      cancellationDeadline: z.string().nullable(),
    }),
  ),
});
export type StayGroupQuote = z.infer<typeof stayGroupQuoteSchema>;

/** `POST /{lang}/stays`: the reservation's one id and confirmation number, and what is left to pay. */
export const createdStayGroupSchema = z.object({
  groupId: z.string(),
  confirmationNumber: z.string(),
  /** 0 waiting for payment, 1 reserved. */
  status: z.number().int(),
  payAmount: z.number().int(),
  currency: z.string(),
  paymentType: z.number().int(),
  paymentDeadline: z.string().nullable(),
});
export type CreatedStayGroup = z.infer<typeof createdStayGroupSchema>;

/** `GET /{lang}/stays/{groupId}`: the reservation and each of its rooms as the order page shows them. */
export const stayGroupDetailSchema = z.object({
  groupId: z.string(),
  confirmationNumber: z.string(),
  /** 0 while some room waits for payment and none is paid; else the rooms' own statuses tell. */
  status: z.number().int(),
  currency: z.string(),
  /** What is left to pay online for the rooms still waiting for payment. */
  payAmount: z.number().int(),
  /** What the rooms not cancelled cost together. */
  totalAmount: z.number().int(),
  paymentType: z.number().int(),
  paymentDeadline: z.string().nullable(),
  orders: z.array(orderDetailSchema),
});
export type StayGroupDetail = z.infer<typeof stayGroupDetailSchema>;

/** `POST /{lang}/stays/payment`: pay the whole reservation online through a channel. */
export const stayGroupPaymentSchema = z.object({
  groupId: z.string().trim().min(1, { error: V.required }).max(64, { error: V.tooLong }),
  channel: z.coerce.number({ error: V.required }).int({ error: V.invalid }),
});

/** `DELETE /{lang}/stays/{groupId}/rooms/{transactionId}`: cancel one room order of the reservation. */
export const stayRoomCancelSchema = z.object({
  reason: z.string().trim().max(200, { error: V.tooLong }).optional(),
});

/** The form of the booking page of several rooms: the booker, then each room's guest and request. */
export const stayGroupFormSchema = z.object({
  booker: z.object({
    name: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(100, { error: V.tooLong }),
    email: emailSchema,
    mobile: z
      .string({ error: V.required })
      .trim()
      .regex(/^\+?\d{1,4} \d{5,15}$/, { error: V.phone }),
  }),
  rooms: z.array(
    z.object({
      title: titleSchema,
      firstName: personNameSchema,
      lastName: personNameSchema,
      requests: z.array(z.coerce.number().int()).max(3),
      comment: z.string().trim().max(100, { error: V.commentTooLong }),
    }),
  ),
});
export type StayGroupForm = z.infer<typeof stayGroupFormSchema>;
