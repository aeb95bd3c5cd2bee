import { DEFAULT_AREA_CODE } from '@hotel/contract/constants';
import { areaCodeSchema, emailSchema, phoneNumberSchema } from '@hotel/contract/schemas/common';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import type { CodeTarget } from './CodeSender.tsx';
import { type Errors, TextField } from './formKit.tsx';

export type Channel = 'email' | 'phone';

export interface ChannelValues {
  channel: Channel;
  email: string;
  areaCode: string;
  phone: string;
}

export const EMPTY_CHANNEL: ChannelValues = { channel: 'email', email: '', areaCode: DEFAULT_AREA_CODE, phone: '' };

/** The address a code goes to, from the form (area code without its +). */
export function targetOf(values: ChannelValues): CodeTarget {
  return values.channel === 'phone'
    ? { mobileCountryNumber: values.areaCode.replace(/^\+/, ''), phone: values.phone.trim() }
    : { email: values.email.trim() };
}

/** The address as shown to the guest, or null while it is not valid. */
export function describeTarget(values: ChannelValues): string | null {
  if (values.channel === 'phone') {
    const ok = areaCodeSchema.safeParse(values.areaCode).success && phoneNumberSchema.safeParse(values.phone).success;
    return ok ? `+${values.areaCode.replace(/^\+/, '')} ${values.phone.trim()}` : null;
  }
  return emailSchema.safeParse(values.email).success ? values.email.trim() : null;
}

/** E-mail, or mobile with its international area code: where a verification code goes. */
export function ContactChannel({
  values,
  errors,
  onChange,
}: {
  values: ChannelValues;
  errors: Errors;
  onChange: (values: ChannelValues) => void;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<ChannelValues>) => onChange({ ...values, ...change });
  return (
    <>
      <fieldset className="flex gap-4">
        <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('member.login.viaLabel')}
        </legend>
        {(['email', 'phone'] as const).map((channel) => (
          <label key={channel} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="channel"
              value={channel}
              className="accent-main"
              checked={values.channel === channel}
              onChange={() => set({ channel })}
            />
            {t(`member.login.via.${channel}`)}
          </label>
        ))}
      </fieldset>
      {values.channel === 'email' ? (
        <TextField
          label={t('member.login.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => set({ email: event.target.value })}
        />
      ) : (
        <div className="flex gap-2">
          <TextField
            label={t('member.login.areaCode')}
            name="areaCode"
            inputMode="tel"
            className="w-24 shrink-0"
            value={values.areaCode}
            error={errors.mobileCountryNumber}
            onChange={(event) => set({ areaCode: event.target.value })}
          />
          <TextField
            label={t('member.login.phone')}
            name="phone"
            type="tel"
            autoComplete="tel-national"
            className="flex-1"
            value={values.phone}
            error={errors.phone}
            onChange={(event) => set({ phone: event.target.value })}
          />
        </div>
      )}
    </>
  );
}
