import type { Db } from '../../db/client.ts';
import type { Job } from '../../platform/jobs.ts';
import type { LoyaltyService, MemberAuth } from '../member/member.module.ts';
import type { PaymentService } from '../payments/payments.module.ts';
import type { CouponService } from '../promotions/promotions.module.ts';
import type { SiteService } from '../site/site.module.ts';
import { createMallAdmin } from './admin.service.ts';
import { createMallCart } from './cart.service.ts';
import { createMallCatalog } from './catalog.service.ts';
import { createMallCheckout } from './checkout.service.ts';
import { createMallDistribution } from './distribution.service.ts';
import { registerGoodsPayments } from './mall.payments.ts';
import { mallRoutes } from './mall.routes.ts';
import { createMallOrders } from './orders.service.ts';
import { createMallReviews } from './reviews.service.ts';
import { createMallUploads } from './uploads.ts';

/** Builds the mall: its services, its routes, its jobs; goods orders are paid through the payments pipeline. */
export function createMallModule(deps: {
  db: Db;
  payments: PaymentService;
  loyalty: LoyaltyService;
  coupons: CouponService;
  session: MemberAuth;
  sites: SiteService;
  now: () => Date;
  mediaDir: string;
  paymentDeadlineSeconds?: number;
  expiryIntervalMs: number;
  onlinePayments: boolean;
}) {
  const { db, now } = deps;
  const catalog = createMallCatalog({ db, now });
  const cart = createMallCart({ db, now });
  const checkout = createMallCheckout({
    db,
    cart,
    loyalty: deps.loyalty,
    coupons: deps.coupons,
    now,
    paymentDeadlineSeconds: deps.paymentDeadlineSeconds,
    onlinePayments: deps.onlinePayments,
  });
  const payments = registerGoodsPayments(deps.payments, { db });
  const orders = createMallOrders({ db, payments, loyalty: deps.loyalty, coupons: deps.coupons, now });
  const reviews = createMallReviews({ db, now });
  const uploads = createMallUploads({ db, mediaDir: deps.mediaDir });
  const distribution = createMallDistribution({ db, now });
  const admin = createMallAdmin({ db, orders, payments, reviews, distribution, now });
  const jobs: Job[] = [
    { name: 'closeExpiredGoodsOrders', intervalMs: deps.expiryIntervalMs, run: () => orders.closeExpired(now()) },
    { name: 'releaseMallCommissions', intervalMs: 600_000, run: () => orders.releaseCommissions(now()) },
  ];
  return {
    routes: mallRoutes({
      catalog,
      cart,
      checkout,
      orders,
      payments,
      reviews,
      uploads,
      distribution,
      session: deps.session,
      sites: deps.sites,
    }),
    admin,
    orders,
    jobs,
  };
}
export type MallModule = ReturnType<typeof createMallModule>;
