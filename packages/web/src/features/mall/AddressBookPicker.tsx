import type { DeliveryAddress, SavedAddress } from '@hotel/contract/schemas/mall';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { Button } from '../../ui/Button.tsx';
import { AddressFields } from './AddressFields.tsx';

/** The choice at checkout: a saved address of the book, or a new one (kept in the book when asked). */
export type AddressChoice = { kind: 'saved'; addressId: string } | { kind: 'new'; save: boolean; makeDefault: boolean };

/** A saved address as the order stores it (the book's own fields left out). */
export function deliveryOf(saved: SavedAddress): DeliveryAddress {
  const { addressId: _id, isDefault: _default, postalCode, ...address } = saved;
  return { ...address, postalCode: postalCode || undefined };
}

/** The first choice: the book's default (or first) address, else a new one to be saved. */
export function initialChoice(book: readonly SavedAddress[]): AddressChoice {
  const first = book.find((address) => address.isDefault) ?? book[0];
  return first ? { kind: 'saved', addressId: first.addressId } : { kind: 'new', save: true, makeDefault: true };
}

function AddressLines({ address }: { address: SavedAddress }) {
  return (
    <span className="flex min-w-0 flex-col text-sm">
      <span className="font-semibold">
        {address.name} · +{address.mobileCountryNumber} {address.phone}
      </span>
      <span className="break-words text-muted">
        {[address.region, address.detail, address.postalCode].filter(Boolean).join(' ')}
      </span>
    </span>
  );
}

/**
 * The delivery address of physical goods: the member's address book (pick one, make one the default)
 * or a new address, entered in the surrounding `useAddressForm` form and saved to the book when asked.
 */
export function AddressBookPicker({
  book,
  choice,
  onChoice,
  onMakeDefault,
  busy,
}: {
  book: readonly SavedAddress[];
  choice: AddressChoice;
  onChoice: (choice: AddressChoice) => void;
  onMakeDefault: (address: SavedAddress) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const isNew = choice.kind === 'new';
  return (
    <fieldset className="flex flex-col gap-3" data-testid="address-book">
      <legend className="mb-2 text-lg font-semibold">{t('mall.checkout.address')}</legend>
      {book.map((address) => (
        <div
          key={address.addressId}
          className="flex items-start gap-3 rounded-md border border-border p-3"
          data-testid={`saved-address-${address.addressId}`}
        >
          <input
            type="radio"
            name={name}
            id={`${name}-${address.addressId}`}
            className="mt-1"
            checked={choice.kind === 'saved' && choice.addressId === address.addressId}
            onChange={() => onChoice({ kind: 'saved', addressId: address.addressId })}
          />
          <label htmlFor={`${name}-${address.addressId}`} className="flex min-w-0 flex-1 flex-col gap-1">
            <AddressLines address={address} />
            {address.isDefault ? (
              <span className="w-fit rounded bg-accent/10 px-2 py-0.5 text-xs font-semibold text-accent">
                {t('mall.addressBook.default')}
              </span>
            ) : null}
          </label>
          {address.isDefault ? null : (
            <Button
              variant="secondary"
              className="shrink-0 text-xs"
              onClick={() => onMakeDefault(address)}
              disabled={busy}
              data-testid="make-default"
            >
              {t('mall.addressBook.makeDefault')}
            </Button>
          )}
        </div>
      ))}
      {book.length > 0 ? (
        <div className="flex items-center gap-3 rounded-md border border-border p-3">
          <input
            type="radio"
            name={name}
            id={`${name}-new`}
            checked={isNew}
            onChange={() => onChoice({ kind: 'new', save: true, makeDefault: false })}
          />
          <label htmlFor={`${name}-new`} className="text-sm font-semibold" data-testid="new-address">
            {t('mall.addressBook.new')}
          </label>
        </div>
      ) : null}
      {choice.kind === 'new' ? (
        <div className="flex flex-col gap-3">
          <AddressFields legend={book.length > 0 ? t('mall.addressBook.new') : null} />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={choice.save}
              onChange={(event) => onChoice({ ...choice, save: event.target.checked })}
              data-testid="save-address"
            />
            {t('mall.addressBook.save')}
          </label>
          {choice.save && book.length > 0 ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={choice.makeDefault}
                onChange={(event) => onChoice({ ...choice, makeDefault: event.target.checked })}
                data-testid="default-address"
              />
              {t('mall.addressBook.saveAsDefault')}
            </label>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
