import { DEFAULT_AREA_CODE } from '@hotel/contract/constants';
import { areaCodeSchema, emailSchema, phoneNumberSchema } from '@hotel/contract/schemas/common';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/useTranslation.ts';
import { RadioGroupField } from '../../ui/form/FieldGroup.tsx';
import { TextField } from '../../ui/form/TextField.tsx';
export type Channel = 'email' | 'phone';

export interface ChannelValues {
  channel: Channel;
  email: string;
  mobileCountryNumber: string;
  phone: string;
}

export const EMPTY_CHANNEL: ChannelValues = {
  channel: 'email',
  email: '',
  mobileCountryNumber: DEFAULT_AREA_CODE,
  phone: '',
};

/** Where a verification code goes: an e-mail address, or a mobile (area code plus number). */
export interface CodeTarget {
  email?: string;
  mobileCountryNumber?: string;
  phone?: string;
}

/** The address a code goes to, from the form (area code without its +). */
export function targetOf(values: ChannelValues): CodeTarget {
  return values.channel === 'phone'
    ? { mobileCountryNumber: values.mobileCountryNumber.trim().replace(/^\+/, ''), phone: values.phone.trim() }
    : { email: values.email.trim() };
}

/** The address as shown to the guest, or null while it is not valid. */
export function describeTarget(target: CodeTarget): string | null {
  if (target.phone !== undefined) {
    const ok =
      areaCodeSchema.safeParse(target.mobileCountryNumber).success && phoneNumberSchema.safeParse(target.phone).success;
    return ok ? `+${target.mobileCountryNumber} ${target.phone}` : null;
  }
  return emailSchema.safeParse(target.email).success ? (target.email ?? null) : null;
}

/** The address of the surrounding form's channel fields, as it stands. */
export function useChannelTarget(): CodeTarget {
  const values = useWatch<ChannelValues>() as ChannelValues;
  return targetOf({ ...EMPTY_CHANNEL, ...values });
}

/** E-mail, or mobile with its international area code: where a verification code goes. */
export function ContactChannel() {
  const { t } = useTranslation();
  const { control } = useFormContext<ChannelValues>();
  const channel = useWatch({ control, name: 'channel' });
  return (
    <>
      <RadioGroupField<ChannelValues>
        name="channel"
        legend={t('member.login.viaLabel')}
        options={(['email', 'phone'] as const).map((value) => ({ value, label: t(`member.login.via.${value}`) }))}
      />
      {channel === 'email' ? (
        <TextField<ChannelValues> label={t('member.login.email')} type="email" name="email" autoComplete="email" />
      ) : (
        <div className="flex gap-2">
          <TextField<ChannelValues>
            label={t('member.login.areaCode')}
            name="mobileCountryNumber"
            inputMode="tel"
            className="w-24 shrink-0"
          />
          <TextField<ChannelValues>
            label={t('member.login.phone')}
            name="phone"
            type="tel"
            autoComplete="tel-national"
            className="flex-1"
          />
        </div>
      )}
    </>
  );
}
