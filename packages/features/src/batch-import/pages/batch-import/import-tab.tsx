import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Flex, Radio, Spin, Typography, Upload } from 'antd';
import type { ImportType, QueryOf } from '@rcadmin/contract';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@rcadmin/contract/wire';
import { isCallError, type HostKit } from '../../../host-kit';
import { LoadFailed, callUrl, upload, useCall } from '../../../kit';
import { JobResult } from './job-result';
import { textsOf } from '../../../kit/i18n/texts';

const megabytes = `${IMPORT_MAX_BYTES / (1024 * 1024)} MB`;

/** A step of importing: its title, named so, and what it asks. */
const Step = ({ title, children }: { title: string; children: ReactNode }) => (
  <section aria-label={title}>
    <Typography.Title level={5}>{title}</Typography.Title>
    {children}
  </section>
);

/**
 * Importing: the type (the ones the user's grants allow), its template, all-or-nothing or the
 * valid rows, the file; then the job's progress and result.
 */
export function ImportTab({
  kit,
  typeId,
  onTypeChange,
}: {
  kit: HostKit;
  typeId: number;
  onTypeChange: (id: number) => void;
}) {
  const t = textsOf(kit, 'batchImport');
  const common = textsOf(kit, 'common');
  // The server offers the contract's import types only (its answer types them as text).
  const typeText = (type: string) => t(`types.${type as ImportType}`);
  const { data: types, failed, reload } = useCall(kit, 'batchImportTypes', undefined, { silent: true });
  const [mode, setMode] = useState<'valid' | 'all'>('valid');
  const [jobId, setJobId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const chosen = types?.find((type) => type.id === typeId) ?? types?.[0];
  useEffect(() => {
    // A type the user may not import (or none named): the first one offered.
    if (chosen && chosen.id !== typeId) onTypeChange(chosen.id);
  }, [chosen, typeId, onTypeChange]);

  if (failed && !types) {
    return <LoadFailed message={t('loadFailed')} retry={common('retry')} onRetry={reload} />;
  }
  if (!types) return <Spin />;
  if (!chosen) return <Empty description={t('noTypes')} />;
  const typeName = typeText(chosen.type);
  // The contract's type-name union reads as never (a union mapped from a plain string array).
  const templateUrl = callUrl(kit, 'batchImportTemplate', {
    type: chosen.type,
  } as QueryOf<'batchImportTemplate'>);

  const send = async (file: File) => {
    setProblem(null);
    const lower = file.name.toLowerCase();
    if (!lower.endsWith('.xlsx') && !lower.endsWith('.csv')) return setProblem(t('wrongFile'));
    if (file.size > IMPORT_MAX_BYTES) return setProblem(t('tooLarge', { size: megabytes }));
    setUploading(true);
    try {
      const form = new FormData();
      // The fields before the file: the server reads them with it.
      form.append('type', chosen.type);
      form.append('mode', mode);
      form.append('file', file, file.name);
      const { jobId: id } = await upload(kit, 'batchImportUpload', form, undefined, { timeout: 120_000 });
      setJobId(id);
    } catch (error) {
      // The shell showed the refusal; it stays on the screen beside the upload too.
      if (isCallError(error)) setProblem(error.message);
    } finally {
      setUploading(false);
    }
  };

  if (jobId) {
    return (
      <Flex vertical gap={16}>
        <JobResult kit={kit} jobId={jobId} />
        <div>
          <Button onClick={() => setJobId(null)}>{t('again')}</Button>
        </div>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={20} style={{ maxWidth: 860 }}>
      <Step title={t('step.type')}>
        <Radio.Group
          optionType="button"
          value={chosen.id}
          onChange={(event) => onTypeChange(Number(event.target.value))}
          options={types.map((type) => ({ value: type.id, label: typeText(type.type) }))}
        />
      </Step>
      <Step title={t('step.template')}>
        <Flex vertical gap={8}>
          <div>
            <Button href={templateUrl} download>
              {t('templateButton', { type: typeName })}
            </Button>
          </div>
          <Typography.Text type="secondary">{t('templateHint')}</Typography.Text>
          <Typography.Text type="secondary">
            {t('required', {
              columns: chosen.columns
                .filter((column) => column.required)
                .map((column) => column.label)
                .join(kit.language() === 'zh' ? '、' : ', '),
            })}
          </Typography.Text>
        </Flex>
      </Step>
      <Step title={t('step.mode')}>
        <Radio.Group
          value={mode}
          onChange={(event) => setMode(event.target.value as 'valid' | 'all')}
          options={[
            { value: 'valid', label: t('modes.valid') },
            { value: 'all', label: t('modes.all') },
          ]}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      </Step>
      <Step title={t('step.file')}>
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} />}
        <Spin spinning={uploading} tip={t('uploading')}>
          <Upload.Dragger
            accept=".xlsx,.csv"
            multiple={false}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <p className="ant-upload-text">{t('drop')}</p>
            <p className="ant-upload-hint">
              {t('dropHint', { rows: IMPORT_MAX_ROWS.toLocaleString(), size: megabytes })}
            </p>
          </Upload.Dragger>
        </Spin>
      </Step>
    </Flex>
  );
}
