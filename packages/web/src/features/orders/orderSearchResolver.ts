import { zodResolver } from '@hookform/resolvers/zod';
import { orderSearchSchema } from '@hotel/contract/schemas/order';
import type { Resolver } from 'react-hook-form';

export interface OrderSearchValues {
  confirmationNumber: string;
  phone: string;
  email: string;
}

/** The look-up form's resolver: the contract's orderSearchSchema (confirmation number plus phone or e-mail). */
export const orderSearchResolver = zodResolver(orderSearchSchema) as unknown as Resolver<OrderSearchValues>;
