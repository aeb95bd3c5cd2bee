import { randomBytes } from 'node:crypto';
import type { AddressSave, SavedAddress } from '@hotel/contract/schemas/mall';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/transactions.ts';
import { mallAddresses } from './mall.schema.ts';

/** A member keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;
type AddressRow = typeof mallAddresses.$inferSelect;

const toAddress = (row: AddressRow): SavedAddress => ({
  addressId: row.addressId,
  name: row.name,
  mobileCountryNumber: row.mobileCountryNumber,
  phone: row.phone,
  region: row.region,
  detail: row.detail,
  postalCode: row.postalCode,
  isDefault: row.isDefault,
});

/** A member's address book: the default first; the first address saved becomes the default. */
export function createMallAddresses(deps: { db: Db; now: () => Date }) {
  const { db } = deps;

  const list = async (memberId: string) =>
    (
      await db
        .select()
        .from(mallAddresses)
        .where(eq(mallAddresses.memberId, memberId))
        .orderBy(desc(mallAddresses.isDefault), asc(mallAddresses.createdAt))
    ).map(toAddress);

  async function save(memberId: string, input: AddressSave, addressId?: string) {
    await inTransaction(db, async (tx) => {
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(mallAddresses)
        .where(eq(mallAddresses.memberId, memberId))) as [{ n: number }];
      if (!addressId && n >= MAX_ADDRESSES)
        throw new AppError('validationError', { fields: [{ field: 'address', message: 'validation.tooBig' }] });
      const makeDefault = input.isDefault === true || n === 0;
      if (makeDefault)
        await tx.update(mallAddresses).set({ isDefault: false }).where(eq(mallAddresses.memberId, memberId));
      const values = {
        name: input.name,
        mobileCountryNumber: input.mobileCountryNumber,
        phone: input.phone,
        region: input.region,
        detail: input.detail,
        postalCode: input.postalCode ?? '',
        ...(makeDefault ? { isDefault: true } : {}),
      };
      if (addressId) {
        const updated = await tx
          .update(mallAddresses)
          .set(values)
          .where(and(eq(mallAddresses.addressId, addressId), eq(mallAddresses.memberId, memberId)))
          .returning({ id: mallAddresses.addressId });
        if (!updated.length) throw new AppError('noRecordFound');
      } else {
        await tx.insert(mallAddresses).values({
          ...values,
          addressId: `ad_${randomBytes(9).toString('base64url')}`,
          memberId,
          createdAt: deps.now(),
        });
      }
    });
    return list(memberId);
  }

  async function remove(memberId: string, addressId: string) {
    const [removed] = await db
      .delete(mallAddresses)
      .where(and(eq(mallAddresses.addressId, addressId), eq(mallAddresses.memberId, memberId)))
      .returning();
    if (!removed) throw new AppError('noRecordFound');
    if (removed.isDefault) {
      const [next] = await db
        .select()
        .from(mallAddresses)
        .where(eq(mallAddresses.memberId, memberId))
        .orderBy(asc(mallAddresses.createdAt))
        .limit(1);
      if (next)
        await db.update(mallAddresses).set({ isDefault: true }).where(eq(mallAddresses.addressId, next.addressId));
    }
    return list(memberId);
  }

  return { list, save, remove };
}
export type MallAddresses = ReturnType<typeof createMallAddresses>;
