import { isLanguage } from '@hotel/contract/languages';
import type { PageViewsReport as PageViewsData } from '@hotel/contract/schemas/admin-reports';
import { reportCsvUrl, usePageViewsReport } from '../../../features/admin/reports/reportsApi.ts';
import { BarChart } from '../../../features/admin/ui/charts.tsx';
import { type Column, DataTable } from '../../../features/admin/ui/DataTable.tsx';
import { useFormat } from '../../../lib/format/useFormat.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n/languageNames.ts';
import { useTranslation } from '../../../lib/i18n/useTranslation.ts';
import { Figures, ReportBlock } from './ReportParts.tsx';

type Row = PageViewsData['rows'][number];
interface Range {
  from: string;
  to: string;
}

/** Page views of the site by language and by campaign (utm source / medium / content). */
export function PageViewsReport({ range }: { range: Range }) {
  const { t } = useTranslation();
  const format = useFormat({ isFloat: true });
  const byLanguage = usePageViewsReport({ ...range, by: 'language' });
  const byCampaign = usePageViewsReport({ ...range, by: 'campaign' });
  const languageRows = byLanguage.data?.rows ?? [];
  const campaignRows = byCampaign.data?.rows ?? [];
  const languageName = (key: string) => (isLanguage(key) ? LANGUAGE_NAMES[key] : key || t('admin.reports.unknown'));
  const campaignName = (key: string) => (key.replaceAll('/', '') === '' ? t('admin.reports.noCampaign') : key);
  const columns: Column<Row>[] = [
    { key: 'campaign', header: t('admin.reports.campaign'), render: (row) => campaignName(row.key) },
    { key: 'views', header: t('admin.reports.views'), numeric: true, render: (row) => format.number(row.views) },
  ];
  const total = languageRows.reduce((sum, row) => sum + row.views, 0);
  return (
    <ReportBlock
      id="page-views"
      title={t('admin.reports.pageViewsTitle')}
      query={{ isPending: byLanguage.isPending || byCampaign.isPending, error: byLanguage.error ?? byCampaign.error }}
      downloads={[
        {
          label: t('admin.reports.byLanguage'),
          href: reportCsvUrl('pageViews', { ...range, by: 'language' }),
          testId: 'csv-views-language',
        },
        {
          label: t('admin.reports.byCampaign'),
          href: reportCsvUrl('pageViews', { ...range, by: 'campaign' }),
          testId: 'csv-views-campaign',
        },
      ]}
    >
      <Figures items={[{ label: t('admin.reports.views'), value: format.number(total), testId: 'figure-views' }]} />
      <div className="grid gap-4 xl:grid-cols-2">
        <BarChart
          title={t('admin.reports.viewsByLanguage')}
          points={languageRows.map((row) => ({ label: languageName(row.key), value: row.views }))}
          format={(value) => format.number(value)}
          whole
          testId="chart-views-language"
        />
        <BarChart
          title={t('admin.reports.viewsByCampaign')}
          points={campaignRows.map((row) => ({ label: campaignName(row.key), value: row.views }))}
          format={(value) => format.number(value)}
          whole
          testId="chart-views-campaign"
        />
      </div>
      <DataTable
        caption={t('admin.reports.viewsByCampaign')}
        columns={columns}
        rows={campaignRows}
        rowKey={(row) => row.key}
        testId="report-campaigns"
      />
    </ReportBlock>
  );
}
