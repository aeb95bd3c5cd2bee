import { type OccupancyQuery, reportCsvUrl, useOccupancyReport } from '../../../features/admin/reports/reportsApi.ts';
import { BarChart, LineChart } from '../../../features/admin/ui/charts.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Figures, ReportBlock } from './ReportParts.tsx';

/** Rooms sold / rooms on sale per day, as a line of percentages and bars of rooms sold. */
export function OccupancyReport({ range }: { range: OccupancyQuery }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const report = useOccupancyReport(range);
  const rows = report.data?.rows ?? [];
  const sold = rows.reduce((total, row) => total + row.sold, 0);
  const total = rows.reduce((total, row) => total + row.total, 0);
  const reserved = rows.reduce((total, row) => total + row.fromReservations, 0);
  return (
    <ReportBlock
      id="occupancy"
      title={t('admin.reports.occupancyTitle')}
      query={report}
      downloads={[
        { label: t('admin.reports.occupancy'), href: reportCsvUrl('occupancy', range), testId: 'csv-occupancy' },
      ]}
    >
      <Figures
        items={[
          { label: t('admin.reports.roomsSold'), value: format.number(sold), testId: 'figure-rooms-sold' },
          {
            label: t('admin.reports.soldHere'),
            value: format.number(reserved),
            testId: 'figure-rooms-reserved',
          },
          {
            label: t('admin.reports.soldElsewhere'),
            value: format.number(sold - reserved),
            testId: 'figure-rooms-elsewhere',
          },
          { label: t('admin.reports.roomsOnSale'), value: format.number(total), testId: 'figure-rooms-total' },
          {
            label: t('admin.reports.occupancy'),
            value: format.percent(total ? sold / total : 0),
            testId: 'figure-occupancy',
          },
        ]}
      />
      <div className="grid gap-4 xl:grid-cols-2">
        <LineChart
          title={t('admin.reports.occupancyByDay')}
          points={rows.map((row) => ({ label: format.date(row.day, 'short'), value: row.occupancyPercent }))}
          format={(value) => format.percent(value / 100)}
          testId="chart-occupancy"
        />
        <BarChart
          title={t('admin.reports.roomsSoldByDay')}
          points={rows.map((row) => ({ label: format.date(row.day, 'short'), value: row.sold }))}
          format={(value) => format.number(value)}
          whole
          testId="chart-rooms-sold"
        />
      </div>
    </ReportBlock>
  );
}
