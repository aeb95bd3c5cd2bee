import { addDays } from '@hotel/contract/schemas/common';
import { useState } from 'react';
import { useCalendar } from '../../../features/admin/rates/calendarApi.ts';
import { useStaffMe } from '../../../features/admin/session/staffSession.ts';
import { AdminError } from '../../../features/admin/ui/AdminError.tsx';
import { Choosers } from '../../../features/admin/ui/Choosers.tsx';
import { DateRangeFields } from '../../../features/admin/ui/fields.tsx';
import { HotelField, useStaffHotels } from '../../../features/admin/ui/HotelField.tsx';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { SelectField } from '../../../ui/form/SelectField.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { SectionHeader } from '../SectionHeader.tsx';
import { SectionTabs } from '../SectionTabs.tsx';
import { BulkEditForm, useDerivedText } from './BulkEditForm.tsx';
import { CalendarGrid } from './CalendarGrid.tsx';
import { TapeChartView } from './TapeChart.tsx';
import { UndoLastEdit } from './UndoLastEdit.tsx';

function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const VIEWS = ['calendar', 'tapeChart'] as const;
type View = (typeof VIEWS)[number];

/** The rates and inventory calendar of one hotel, with the bulk edit form under it; or its tape chart. */
export function RatesPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('calendar');
  const me = useStaffMe().data;
  const hotels = useStaffHotels().data;
  const [chosen, setHotelCode] = useState('');
  const hotelCode = chosen || me?.hotelCodes[0] || hotels?.[0]?.hotelCode || '';
  const today = localToday();
  const [range, setRange] = useState({ from: today, to: addDays(today, 13) });
  const calendar = useCalendar(hotelCode, range.from, range.to);
  const [ratePlanCode, setRatePlanCode] = useState('');
  const plans = calendar.data?.ratePlans ?? [];
  const shownPlan = ratePlanCode || plans[0]?.ratePlanCode || '';
  const derivedText = useDerivedText();

  return (
    <section aria-labelledby="admin-section-title" className="flex flex-col gap-4">
      <SectionHeader title={t('admin.nav.rates')} />
      <SectionTabs
        tabs={VIEWS}
        value={view}
        onChange={setView}
        label={t('admin.rates.views')}
        labelOf={(item) => t(`admin.rates.view.${item}`)}
      >
        {view === 'tapeChart' ? (
          <div className="flex flex-col gap-4 pt-4">
            <Choosers
              values={{ hotelCode }}
              onChange={(chosen) => setHotelCode(chosen.hotelCode)}
              className="flex flex-wrap items-start gap-3"
            >
              <HotelField allowAll={false} />
            </Choosers>
            {hotelCode ? <TapeChartView key={hotelCode} hotelCode={hotelCode} from={range.from} /> : null}
          </div>
        ) : (
          <div className="flex flex-col gap-4 pt-4">
            <Choosers
              values={{ hotelCode, ...range, ratePlanCode: shownPlan }}
              onChange={(chosen, changed) => {
                if (changed === 'hotelCode') setHotelCode(chosen.hotelCode);
                else if (changed === 'ratePlanCode') setRatePlanCode(chosen.ratePlanCode);
                else setRange({ from: chosen.from, to: chosen.to });
              }}
              className="flex flex-wrap items-start gap-3"
            >
              <HotelField allowAll={false} />
              <DateRangeFields labels={{ from: t('admin.rates.firstNight'), to: t('admin.rates.lastNight') }} />
              {plans.length > 0 ? (
                <SelectField
                  key={plans.length}
                  name="ratePlanCode"
                  label={t('admin.rates.priceShown')}
                  options={plans.map((plan) => ({
                    value: plan.ratePlanCode,
                    label:
                      (calendar.data && derivedText(calendar.data, plan.ratePlanCode, 'option')) ||
                      `${plan.name} (${plan.ratePlanCode})`,
                  }))}
                />
              ) : null}
            </Choosers>
            {!hotelCode ? <p className="text-sm text-muted">{t('admin.rates.chooseHotel')}</p> : null}
            {calendar.isFetching && !calendar.data ? <Spinner label={t('admin.common.loading')} /> : null}
            <AdminError error={calendar.error} />
            {calendar.data ? (
              <>
                {derivedText(calendar.data, shownPlan, 'note') ? (
                  <p
                    role="note"
                    data-testid="derived-plan-note"
                    className="rounded-md border border-main bg-main-soft p-3 text-sm"
                  >
                    {derivedText(calendar.data, shownPlan, 'note')}
                  </p>
                ) : null}
                <CalendarGrid calendar={calendar.data} ratePlanCode={shownPlan} />
                <BulkEditForm key={calendar.data.hotelCode} calendar={calendar.data} initialRange={range} />
                <UndoLastEdit calendar={calendar.data} />
              </>
            ) : null}
          </div>
        )}
      </SectionTabs>
    </section>
  );
}
