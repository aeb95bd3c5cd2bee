import { OnlineChannel } from '@hotel/contract/enums';
import { useId } from 'react';
import { useEnumLabel } from '../../lib/i18n/useEnumLabel.ts';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { useSiteConfig } from '../site/siteConfigApi.ts';

/**
 * The online payment channels the hotel has enabled, as a radio group; WeChat adds the scan-to-pay
 * prompt. A site without an online payment provider says online payment is not available.
 */
export function ChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: readonly number[];
  value: number | undefined;
  onChange: (channel: number) => void;
}) {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const name = useId();
  if (useSiteConfig()?.onlinePayments === false) {
    return (
      <p className="text-sm text-danger" data-testid="no-online-payment">
        {t('errors.90040')}
      </p>
    );
  }
  if (channels.length === 0) return <p className="text-sm text-danger">{t('errors.20')}</p>;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold">{t('booking.payment.chooseChannel')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {channels.map((channel) => {
          const id = `${name}-${channel}`;
          const checked = value === channel;
          return (
            <label
              key={channel}
              htmlFor={id}
              className={`flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm transition-colors ${
                checked ? 'border-main bg-main-soft font-semibold' : 'border-border hover:border-main'
              }`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={channel}
                checked={checked}
                onChange={() => onChange(channel)}
                className="size-4 accent-main"
              />
              {label('onlineChannel', channel)}
            </label>
          );
        })}
      </div>
      {value === OnlineChannel.wechat ? (
        <p className="rounded-md bg-surface p-3 text-sm" data-testid="wechat-prompt">
          {t('booking.payment.wechatScan')}
        </p>
      ) : null}
    </fieldset>
  );
}
